import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { usesGatsbyImage } from "../plugins/lean-first-load/image-runtime";
import { PUBLIC_DIR, builtPages } from "./built-site";
import { expect, test } from "./fixtures";

/**
 * First-load JavaScript per route, gzip: the 90 KB. What every page pays (gzip, home page build):
 * React DOM 44.6 KB, Gatsby's runtime with emotion 23.9 KB, react-helmet with the header, footer and
 * primitives 9.6 KB, webpack's runtime 2 KB and the inline loader data 0.4 KB; the rest is the page's own
 * code (the home page's 9.3 KB is the largest). The README's "Performance" section has the current sizes.
 */
export const JS_BUDGET_BYTES = 90 * 1024;

interface WebpackStats {
  assetsByChunkName: Record<string, string[]>;
}

/**
 * The scripts a first visit to a page runs: the app's entry chunks (webpack runtime, framework, app) and
 * every chunk of the page's component (its own code and the shared chunks it needs), each counted once.
 */
export function firstLoadScripts(pageDataFile: string): string[] {
  const stats = JSON.parse(fs.readFileSync(path.join(PUBLIC_DIR, "webpack.stats.json"), "utf8")) as WebpackStats;
  const { componentChunkName } = JSON.parse(fs.readFileSync(pageDataFile, "utf8")) as { componentChunkName: string };
  const chunks = [...(stats.assetsByChunkName.app ?? []), ...(stats.assetsByChunkName[componentChunkName] ?? [])];
  return [...new Set(chunks.filter((f) => f.endsWith(".js")))];
}

function pageDataFile(urlPath: string): string {
  const name = urlPath === "/" ? "index" : urlPath.replace(/^\/|\/$/g, "").replace(/\.html$/, "");
  return path.join(PUBLIC_DIR, "page-data", name, "page-data.json");
}

const gzipSize = (file: string) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;

test("every route's first-load JavaScript stays within the budget", () => {
  const report: string[] = [];
  const over: string[] = [];
  for (const page of builtPages()) {
    const scripts = firstLoadScripts(pageDataFile(page.urlPath));
    expect(scripts.length, `${page.urlPath} loads no script`).toBeGreaterThan(0);
    expect(
      scripts.some((s) => s.startsWith("component---")),
      `${page.urlPath} has no page chunk`,
    ).toBe(true);
    const total = scripts.reduce((sum, src) => sum + gzipSize(path.join(PUBLIC_DIR, src)), 0);
    // Inline scripts count too, except JSON-LD: structured data is read by crawlers, never run.
    const inline = [
      ...fs.readFileSync(page.file, "utf8").matchAll(/<script(?![^>]*\ssrc=)([^>]*)>([\s\S]*?)<\/script>/g),
    ]
      .filter((m) => !(m[1] ?? "").includes("application/ld+json"))
      .map((m) => m[2] ?? "")
      .join("");
    const bytes = total + zlib.gzipSync(inline).length;
    report.push(`${page.urlPath}: ${(bytes / 1024).toFixed(1)} KB`);
    if (bytes > JS_BUDGET_BYTES)
      over.push(`${page.urlPath}: ${(bytes / 1024).toFixed(1)} KB > ${JS_BUDGET_BYTES / 1024} KB`);
  }
  console.log(`First-load JS (gzip):\n  ${report.join("\n  ")}`);
  expect(over).toEqual([]);
});

test("a page without a raster image carries none of gatsby-plugin-image's runtime", () => {
  const pages = builtPages();
  expect(pages.length).toBeGreaterThan(0);
  for (const page of pages) {
    const html = fs.readFileSync(page.file, "utf8");
    if (usesGatsbyImage(html)) continue;
    expect(html, page.urlPath).not.toContain("gatsbyImageSsr");
    expect(html, page.urlPath).not.toContain(".gatsby-image-wrapper");
  }
});
