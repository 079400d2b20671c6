import type { IGatsbyImageData } from "gatsby-plugin-image";
import { FOUNDER_PHOTO } from "../../../../lib/content/images";
import { usePreview } from "../../context";

/** src/hooks/use-founder-photo.ts in the preview: the photo's one URL in its box, or undefined
 * without one (or where the preview cannot show it: the monogram then). */
export function useFounderPhoto(): IGatsbyImageData | undefined {
  const { content, imageUrl } = usePreview();
  const photo = content.objects.site.founderPhoto;
  if (typeof photo !== "string" || photo === "") return undefined;
  const src = imageUrl(photo, "founderPhoto");
  if (!src) return undefined;
  const { width, height } = FOUNDER_PHOTO.box;
  return { layout: "constrained", width, height, images: { fallback: { src } } };
}
