import { testUi } from "../../test/page-copy";
import type { UiText } from "../use-ui";

export const useUi = (): UiText => testUi;
