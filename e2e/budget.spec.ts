import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { PUBLIC_DIR, builtPages } from "./built-site";
import { expect, test } from "./fixtures";

/** First-load JavaScript budget per route, gzip (issue: ≤ 90 KB). */
export const JS_BUDGET_BYTES = 90 * 1024;

/** The scripts a first visit loads: <script src> and <link rel=preload as=script>, each counted once. */
export function firstLoadScripts(html: string): string[] {
  const srcs = [...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((m) => m[1] ?? "");
  const preloads = [...html.matchAll(/<link[^>]*>/g)]
    .map((m) => m[0])
    .filter((tag) => /\bas="script"/.test(tag) && /\brel="(preload|modulepreload)"/.test(tag))
    .map((tag) => /\bhref="([^"]+)"/.exec(tag)?.[1] ?? "");
  return [...new Set([...srcs, ...preloads].filter((s) => s.startsWith("/")))];
}

const gzipSize = (file: string) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;

test("every route's first-load JavaScript stays within the budget", () => {
  const report: string[] = [];
  const over: string[] = [];
  for (const page of builtPages()) {
    const scripts = firstLoadScripts(fs.readFileSync(page.file, "utf8"));
    expect(scripts.length, `${page.urlPath} loads no script`).toBeGreaterThan(0);
    const total = scripts.reduce((sum, src) => sum + gzipSize(path.join(PUBLIC_DIR, src)), 0);
    const inline = [...fs.readFileSync(page.file, "utf8").matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)]
      .map((m) => m[1] ?? "")
      .join("");
    const bytes = total + zlib.gzipSync(inline).length;
    report.push(`${page.urlPath}: ${(bytes / 1024).toFixed(1)} KB`);
    if (bytes > JS_BUDGET_BYTES) over.push(`${page.urlPath}: ${(bytes / 1024).toFixed(1)} KB > 90 KB`);
  }
  console.log(`First-load JS (gzip):\n  ${report.join("\n  ")}`);
  expect(over).toEqual([]);
});
