import type { SiteMetadata } from "../../../../hooks/use-site-metadata";
import { usePreview } from "../../context";

/** src/hooks/use-site-metadata.ts in the preview: data/site.json as the form has it (validated before rendering). */
export const useSiteMetadata = (): SiteMetadata => usePreview().content.objects.site as unknown as SiteMetadata;
