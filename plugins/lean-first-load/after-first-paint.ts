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

const LOADER_START = "<script>requestAnimationFrame(()=>requestAnimationFrame(()=>setTimeout(()=>{for(const src of ";

/** The inline loader for these script URLs (CSP: site-outputs hashes it with the page's other inline scripts). */
export const afterFirstPaintLoader = (sources: readonly string[]): string =>
  `${LOADER_START}${JSON.stringify(sources)}){` +
  `const s=document.createElement("script");s.src=src;document.body.append(s)}})))</script>`;

/** The scripts a page's loader adds, or undefined for a page without a loader. */
export function loaderSources(html: string): string[] | undefined {
  const start = html.indexOf(LOADER_START);
  if (start < 0) return undefined;
  const list = /^\[[^\]]*\]/.exec(html.slice(start + LOADER_START.length))?.[0];
  return list === undefined ? undefined : (JSON.parse(list) as string[]);
}

/** The page with its entry scripts taken out and loaded after its first paint, by a loader at the end of its body. */
export function loadScriptsAfterFirstPaint(html: string): string {
  const sources = [...html.matchAll(ENTRY_SCRIPT)].map((match) => match[1] ?? "");
  if (sources.length === 0) return html;
  return html.replace(ENTRY_SCRIPT, "").replace("</body>", `${afterFirstPaintLoader(sources)}</body>`);
}
