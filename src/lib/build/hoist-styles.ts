/**
 * Emotion's server rendering writes each component's <style data-emotion> tag just before the element.
 * Style elements are not allowed there in valid HTML, so after the build they move, in document order,
 * to the end of <head>. Emotion's browser runtime looks them up by their data-emotion attribute wherever
 * they are, so hydration is unchanged.
 */
export function hoistEmotionStyles(html: string): string {
  const headEnd = html.indexOf("</head>");
  const bodyStart = html.indexOf("<body", headEnd);
  if (headEnd < 0 || bodyStart < 0) return html;
  const body = html.slice(bodyStart);
  const styles: string[] = [];
  const rest = body.replace(/<style data-emotion="[^"]*">[\s\S]*?<\/style>/g, (tag) => {
    styles.push(tag);
    return "";
  });
  if (styles.length === 0) return html;
  return `${html.slice(0, headEnd)}${styles.join("")}${html.slice(headEnd, bodyStart)}${rest}`;
}
