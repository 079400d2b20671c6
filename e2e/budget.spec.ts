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
