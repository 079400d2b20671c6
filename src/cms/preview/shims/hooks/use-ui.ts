import type { UiText } from "../../../../hooks/use-ui";
import { usePreview } from "../../context";

/** src/hooks/use-ui.ts in the preview: data/ui.json as the form has it, its tokens filled in. */
export const useUi = (): UiText => usePreview().content.objects.ui as unknown as UiText;
