import fs from "node:fs";
import { pathOf } from "../src/lib/routes";
import { loaderSources } from "../plugins/lean-first-load/after-first-paint";
import { appEntryScripts, budgetReport, pageBytes } from "./budget";
import { PUBLIC_DIR, builtPages } from "./built-site";
import { expect, test, waitForHydration } from "./fixtures";

test("every route's first-load JavaScript stays within the budget", () => {
  const pages = builtPages().map((page) => pageBytes(PUBLIC_DIR, page));
  for (const page of pages) {
    expect(page.scripts.length, `${page.urlPath} loads no script`).toBeGreaterThan(0);
    expect(
      page.scripts.some((s) => s.startsWith("component---")),
      `${page.urlPath} has no page chunk`,
    ).toBe(true);
  }
  const { report, over } = budgetReport(pages);
  console.log(`First-load JS (gzip):\n  ${report.join("\n  ")}`);
  expect(over).toEqual([]);
});

test("every page asks for its scripts only after it has been read to its end, and then hydrates", async ({ page }) => {
  const entry = appEntryScripts(PUBLIC_DIR).map((name) => `/${name}`);
  expect(entry.length, "the app's entry scripts in webpack.stats.json").toBeGreaterThan(0);
  for (const { urlPath, file } of builtPages()) {
    const html = fs.readFileSync(file, "utf8");
    expect(html, `${urlPath}: a script fetched as the page is read`).not.toMatch(/<script\b[^>]*\ssrc=/);
    expect(html, `${urlPath}: a script preloaded as the page is read`).not.toMatch(/<link\b[^>]*\bas="?script/);
    expect(loaderSources(html), `${urlPath}: the scripts its loader adds`).toEqual(entry);
  }

  // The order of frames and paints is the unit test's (after-first-paint.test.ts); Chromium's headless shell, which
  // runs these tests, reports its first paint apart from its frames. What shows here: nothing is asked for while
  // the page is being read, so no script competes with the reading and the first paint for the connection and the
  // processor.
  await page.goto(pathOf("home"));
  await waitForHydration(page);
  const timing = await page.evaluate(() => ({
    read: (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).domInteractive,
    scripts: performance
      .getEntriesByType("resource")
      .filter((e) => (e as PerformanceResourceTiming).initiatorType === "script")
      .map((e) => ({ name: new URL(e.name).pathname, start: e.startTime })),
  }));
  const started = timing.scripts.filter((s) => entry.includes(s.name));
  expect(started.map((s) => s.name).sort()).toEqual([...entry].sort());
  for (const script of started) {
    expect(script.start, `${script.name} was asked for while the page was read`).toBeGreaterThanOrEqual(timing.read);
  }
});
