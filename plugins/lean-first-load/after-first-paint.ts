/**
 * Gatsby ends every page with its entry scripts, `<script src="/app-….js" async></script>` and the like, which the
 * browser fetches while it reads the page and may run before it first paints it. After the build they are replaced
 * by one inline script that adds them to the page after its first paint, in the same order and still async: the
 * page's text shows first, and the download and startup of React and Gatsby follow it. "After the first paint" is
 * the task after the second animation frame: the first frame has then been drawn (after one frame only, Chromium
 * sometimes reported its first contentful paint later than the scripts' requests). A tab opened in the background
 * draws no frame, so its scripts load when it is first shown. Without JavaScript nothing changes (the page works as
 * it is, docs/editing.md). A page without such scripts is left as it is: only speed would be lost, which
 * e2e/budget.spec.ts notices.
 */
const ENTRY_SCRIPT = /<script src="(\/[^"<>]+\.js)" async(?:="")?><\/script>/g;

/** The inline loader for these script URLs (CSP: site-outputs hashes it with the page's other inline scripts). */
export const afterFirstPaintLoader = (sources: readonly string[]): string =>
  `<script>requestAnimationFrame(()=>requestAnimationFrame(()=>setTimeout(()=>{for(const src of ${JSON.stringify(sources)}){` +
  `const s=document.createElement("script");s.src=src;document.body.append(s)}})))</script>`;

/** The page with its entry scripts loaded after its first paint, by a loader where the last of them stood. */
export function loadScriptsAfterFirstPaint(html: string): string {
  const sources = [...html.matchAll(ENTRY_SCRIPT)].map((match) => match[1] ?? "");
  if (sources.length === 0) return html;
  let placed = 0;
  return html.replace(ENTRY_SCRIPT, () => {
    placed += 1;
    return placed === sources.length ? afterFirstPaintLoader(sources) : "";
  });
}
