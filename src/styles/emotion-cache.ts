import createCache, { type EmotionCache } from "@emotion/cache";

/** The class-name prefix of every emotion style on the site. */
export const EMOTION_KEY = "d";
/**
 * The attribute of the style tags the build leaves in <head> (see hoist-styles.ts): emotion's own
 * `data-emotion` would make its runtime move every tag during hydration, and each move makes the browser
 * restyle and lay out the whole page (and reload the fonts of a moved @font-face).
 */
export const STATIC_STYLE_ATTRIBUTE = "data-emotion-static";

/**
 * The emotion cache of one render tree. In the browser it adopts the built page's styles where they stand (the
 * style tag with every non-global rule, whose attribute lists their names): their names count as inserted, and
 * new rules go into tags after them.
 */
export function createEmotionCache(): EmotionCache {
  if (typeof document === "undefined") return createCache({ key: EMOTION_KEY });
  const tag = document.querySelector<HTMLElement>(`style[${STATIC_STYLE_ATTRIBUTE}^="${EMOTION_KEY} "]`) ?? undefined;
  const cache = createCache({ key: EMOTION_KEY, insertionPoint: tag });
  for (const name of tag?.getAttribute(STATIC_STYLE_ATTRIBUTE)?.split(" ").slice(1) ?? []) cache.inserted[name] = true;
  return cache;
}
