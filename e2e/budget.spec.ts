import fs from "node:fs";
import { usesGatsbyImage } from "../plugins/lean-first-load/image-runtime";
import { budgetReport, pageBytes } from "./budget";
import { PUBLIC_DIR, builtPages } from "./built-site";
import { expect, test } from "./fixtures";

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
