import { EMOTION_KEY, STATIC_STYLE_ATTRIBUTE } from "../../src/styles/emotion-cache";
import { GuardError } from "./guard";

/**
 * Emotion's server rendering writes each component's <style data-emotion="key name…"> tag just before the
 * element. Style elements are not allowed there in valid HTML, and 170 separate style sheets cost the
 * browser time, so after the build they move to the end of <head> as:
 * - the global tags, unchanged and in order, then
 * - one tag with every other rule in document order, named `key name1 name2 …` so the browser's emotion
 *   cache knows which styles are already on the page.
 * Both are marked with STATIC_STYLE_ATTRIBUTE instead of data-emotion, so emotion's runtime leaves them
 * where they are (see emotion-cache.ts): hydration moves no style sheet and restyles nothing.
 * Throws when the page carries emotion's class names but no style tag of the shape read here, or a tag of
 * another key: emotion's server output changed, and the page would ship unstyled or keep its tags in the body.
 */
export function hoistEmotionStyles(html: string): string {
  const headEnd = html.indexOf("</head>");
  const bodyStart = html.indexOf("<body", headEnd);
  if (headEnd < 0 || bodyStart < 0) return html;
  const globals: string[] = [];
  const names: string[] = [];
  const rules: string[] = [];
  const rest = html
    .slice(bodyStart)
    .replace(/<style data-emotion="([^"]*)">([\s\S]*?)<\/style>/g, (_tag, attribute: string, css: string) => {
      const [first = "", ...ids] = attribute.split(" ");
      if (first.endsWith("-global")) {
        globals.push(`<style ${STATIC_STYLE_ATTRIBUTE}="${attribute}">${css}</style>`);
      } else {
        if (first !== EMOTION_KEY) {
          throw new GuardError("emotion style hoisting", `a style tag of key "${first}", not "${EMOTION_KEY}"`);
        }
        for (const id of ids) if (!names.includes(id)) names.push(id);
        rules.push(css);
      }
      return "";
    });
  if (globals.length === 0 && rules.length === 0) {
    if (new RegExp(`\\sclass="(?:[^"]*\\s)?${EMOTION_KEY}-[a-z0-9]+`).test(rest)) {
      throw new GuardError(
        "emotion style hoisting",
        `the page uses emotion's "${EMOTION_KEY}-" classes but has no <style data-emotion="…"> tag in its body`,
      );
    }
    return html;
  }
  const merged =
    rules.length === 0
      ? ""
      : `<style ${STATIC_STYLE_ATTRIBUTE}="${[EMOTION_KEY, ...names].join(" ")}">${rules.join("")}</style>`;
  return `${html.slice(0, headEnd)}${globals.join("")}${merged}${html.slice(headEnd, bodyStart)}${rest}`;
}

/**
 * Whether the file is a page this plugin already rewrote: Gatsby's renderer never writes STATIC_STYLE_ATTRIBUTE,
 * and it keeps a page's HTML from the previous build when nothing the page shows changed.
 */
export const alreadyRewritten = (html: string): boolean => {
  const headEnd = html.indexOf("</head>");
  return headEnd >= 0 && html.slice(0, headEnd).includes(`<style ${STATIC_STYLE_ATTRIBUTE}="`);
};

/** Whether the file is a whole HTML document; Gatsby also writes fragments (slices) that it stitches into pages. */
export const isDocument = (html: string): boolean => /<html[\s>]/.test(html) && html.includes("</head>");
