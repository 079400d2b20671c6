/**
 * gatsby-plugin-image puts its runtime into the head of every page: a style sheet for its wrappers, a
 * no-script style and an inline module script that fades lazy images in (0.45 KB gzip of script). A page
 * with no GatsbyImage on it has nothing for them to act on, so after the build they are taken out of those
 * pages and left in any page that shows a raster image through the plugin.
 */
const IMAGE_RUNTIME = [
  /<style>\.gatsby-image-wrapper\{[^<]*<\/style>/,
  /<noscript><style>\.gatsby-image-wrapper noscript[^<]*<\/style><\/noscript>/,
  /<script type="module">[^<]*gatsbyImageSsr[^<]*<\/script>/,
];

/** Whether the page renders a GatsbyImage (its wrapper element carries this attribute). */
export const usesGatsbyImage = (html: string): boolean => /<[a-z]+\s[^>]*\bdata-gatsby-image-wrapper\b/.test(html);

export function dropUnusedImageRuntime(html: string): string {
  if (usesGatsbyImage(html)) return html;
  return IMAGE_RUNTIME.reduce((page, pattern) => page.replace(pattern, ""), html);
}
