import type { Partner } from "../../../../hooks/use-partners";
import { usePreview } from "../../context";

/** src/hooks/use-partners.ts in the preview: every logo as one image URL (an upload's before it is saved). */
export function usePartners(): Partner[] {
  const { content, imageUrl } = usePreview();
  return content.collections.partners.map((p) => ({
    slug: String(p.slug),
    name: String(p.name),
    logoUrl: imageUrl(String(p.logo ?? ""), "logo"),
  }));
}
