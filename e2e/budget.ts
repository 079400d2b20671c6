import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

/**
 * First-load JavaScript per route, gzip: the issue's 92 KB. What every page pays (gzip, 2026-11-25):
 * React DOM 44.6 KB, Gatsby's runtime with emotion and the design tokens 23.6 KB, react-helmet with the header,
 * footer and layout primitives 10.5 KB, webpack's runtime 2.1 KB and the inline scripts 0.7 KB (loader data and
 * gatsby-plugin-image's head script); the rest is the page's own code (the home page's 9.9 KB is the largest,
 * 91.4 KB in all).
 */
export const JS_BUDGET_BYTES = 92 * 1024;

/**
 * What a page that shows a raster image may load on top: gatsby-plugin-image's component (its own chunk,
 * `gatsby-image`, 6.6 KB gzip with gatsby-plugin-image 3.16; its small inline head script is on every page and
 * counted in the budget). Adding a PNG logo in data/ must not fail the tests, so the budget grows by what the
 * plugin costs, and no more: a larger runtime after an upgrade fails here.
 */
export const IMAGE_RUNTIME_BYTES = 8 * 1024;

/**
 * What gatsby-plugin-image's component loads once it runs, after the page is interactive: its `lazy-hydrate`
 * module with react-dom/server (24.3 KB gzip). It does not delay the first paint or the first interaction;
 * it is counted so that it cannot grow unseen.
 */
export const IMAGE_DEFERRED_BYTES = 32 * 1024;

interface ChunkGroup {
  assets?: { name: string }[];
  children?: { prefetch?: unknown; preload?: unknown };
}

interface WebpackStats {
  assetsByChunkName: Record<string, string[]>;
  namedChunkGroups?: Record<string, ChunkGroup>;
}

/** The name given to gatsby-plugin-image's chunk (src/components/ui/raster-image.tsx). */
export const IMAGE_CHUNK = "gatsby-image";

const readStats = (publicDir: string) =>
  JSON.parse(fs.readFileSync(path.join(publicDir, "webpack.stats.json"), "utf8")) as WebpackStats;

function pageDataFile(publicDir: string, urlPath: string): string {
  const name = urlPath === "/" ? "index" : urlPath.replace(/^\/|\/$/g, "").replace(/\.html$/, "");
  return path.join(publicDir, "page-data", name, "page-data.json");
}

/**
 * The scripts a first visit to a page runs: the app's entry chunks (webpack runtime, framework, app) and
 * every chunk of the page's component (its own code and the shared chunks it needs), each counted once.
 */
export function firstLoadScripts(publicDir: string, urlPath: string): string[] {
  const stats = readStats(publicDir);
  const pageData = pageDataFile(publicDir, urlPath);
  const { componentChunkName } = JSON.parse(fs.readFileSync(pageData, "utf8")) as { componentChunkName: string };
  const chunks = [...(stats.assetsByChunkName.app ?? []), ...(stats.assetsByChunkName[componentChunkName] ?? [])];
  return [...new Set(chunks.filter((f) => f.endsWith(".js")))];
}

/** The app's entry scripts (webpack's runtime, the framework and the app chunk), in the order webpack lists them. */
export const appEntryScripts = (publicDir: string): string[] =>
  (readStats(publicDir).assetsByChunkName.app ?? []).filter((f) => f.endsWith(".js"));

/** gatsby-plugin-image's own chunk, which a page showing a raster image loads while it hydrates. */
export function imageRuntimeScripts(publicDir: string): string[] {
  return (readStats(publicDir).assetsByChunkName[IMAGE_CHUNK] ?? []).filter((f) => f.endsWith(".js"));
}

/** Whether the page renders a GatsbyImage (its wrapper element carries this attribute). */
export const usesGatsbyImage = (html: string): boolean => /<[a-z]+\s[^>]*\bdata-gatsby-image-wrapper\b/.test(html);

export const gzipSize = (file: string) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;

/** The inline scripts of a page, gzip; JSON-LD is left out: structured data is read by crawlers, never run. */
export function inlineScriptBytes(html: string): number {
  const inline = [...html.matchAll(/<script(?![^>]*\ssrc=)([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter((m) => !(m[1] ?? "").includes("application/ld+json"))
    .map((m) => m[2] ?? "")
    .join("");
  return zlib.gzipSync(inline).length;
}

export interface PageBytes {
  urlPath: string;
  /** Entry and page chunks plus inline scripts. */
  firstLoad: number;
  /** gatsby-plugin-image's chunk, on a page that renders a GatsbyImage; 0 elsewhere. */
  imageRuntime: number;
  scripts: string[];
}

/** What one built page costs in JavaScript. */
export function pageBytes(publicDir: string, page: { urlPath: string; file: string }): PageBytes {
  const scripts = firstLoadScripts(publicDir, page.urlPath);
  const html = fs.readFileSync(page.file, "utf8");
  const firstLoad =
    scripts.reduce((sum, src) => sum + gzipSize(path.join(publicDir, src)), 0) + inlineScriptBytes(html);
  const imageRuntime = usesGatsbyImage(html)
    ? imageRuntimeScripts(publicDir).reduce((sum, src) => sum + gzipSize(path.join(publicDir, src)), 0)
    : 0;
  return { urlPath: page.urlPath, firstLoad, imageRuntime, scripts };
}

/**
 * One line per page for the log, and what is over: a page's own first load over the budget, or gatsby-plugin-image's
 * runtime (where the page shows a raster image) over its allowance. The runtime cannot hide a larger first load.
 */
export function budgetReport(pages: PageBytes[]): { report: string[]; over: string[] } {
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  const report = pages.map(
    (p) => `${p.urlPath}: ${kb(p.firstLoad)}${p.imageRuntime ? ` and the image runtime ${kb(p.imageRuntime)}` : ""}`,
  );
  const over = pages.flatMap((p) => [
    ...(p.firstLoad > JS_BUDGET_BYTES ? [`${p.urlPath}: ${kb(p.firstLoad)} > ${kb(JS_BUDGET_BYTES)}`] : []),
    ...(p.imageRuntime > IMAGE_RUNTIME_BYTES
      ? [`${p.urlPath}: image runtime ${kb(p.imageRuntime)} > ${kb(IMAGE_RUNTIME_BYTES)}`]
      : []),
  ]);
  return { report, over };
}
