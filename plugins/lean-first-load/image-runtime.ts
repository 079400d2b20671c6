import { GuardError } from "./guard";

/**
 * gatsby-plugin-image puts its runtime into the head of every page: a style sheet for its wrappers, a
 * no-script style and an inline module script that fades lazy images in (0.45 KB gzip of script). A page
 * with no GatsbyImage on it has nothing for them to act on, so after the build they are taken out of those
 * pages and left in any page that shows a raster image through the plugin.
 */
export const IMAGE_RUNTIME = [
  { part: "wrapper style sheet", pattern: /<style>\.gatsby-image-wrapper\{[^<]*<\/style>/g },
  {
    part: "no-script style",
    pattern: /<noscript><style>\.gatsby-image-wrapper noscript[^<]*<\/style><\/noscript>/g,
  },
  { part: "inline script", pattern: /<script type="module">[^<]*gatsbyImageSsr[^<]*<\/script>/g },
] as const;

/** Whether the page renders a GatsbyImage (its wrapper element carries this attribute). */
export const usesGatsbyImage = (html: string): boolean => /<[a-z]+\s[^>]*\bdata-gatsby-image-wrapper\b/.test(html);

/**
 * Throws unless each part of the runtime is found exactly once in a page without an image: a part the
 * patterns no longer find would stay in every page, unnoticed, and so would its bytes.
 */
export function dropUnusedImageRuntime(html: string): string {
  if (usesGatsbyImage(html)) return html;
  return IMAGE_RUNTIME.reduce((page, { part, pattern }) => {
    const found = page.match(pattern)?.length ?? 0;
    if (found !== 1) {
      throw new GuardError(
        "unused gatsby-plugin-image runtime",
        `gatsby-plugin-image's ${part} was found ${found} times in a page's head, not once: its head output changed`,
      );
    }
    return page.replace(pattern, "");
  }, html);
}
