import AxeBuilder from "@axe-core/playwright";
import { ROUTE_PATHS, expect, mockGitHub, test } from "./fixtures";

const WIDTHS = [375, 1280] as const;

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    // An axe scan of a whole page takes 10 to 30 s on a busy two-core machine.
    test.describe.configure({ timeout: 90_000 });
    test.use({ viewport: { width, height: 800 } });
    for (const path of [...ROUTE_PATHS, "/no-such-page/"]) {
      test(`${path} has no WCAG 2.2 AA violations`, async ({ page }) => {
        await page.emulateMedia({ reducedMotion: "reduce" });
        await page.goto(path);
        await page.waitForLoadState("networkidle");
        const results = await new AxeBuilder({ page })
          .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
          .analyze();
        const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
        expect(summary).toEqual([]);
      });

      test(`${path} does not scroll sideways`, async ({ page }) => {
        await page.goto(path);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow).toBeLessThanOrEqual(0);
      });
    }
  });
}

test.describe("at 320 px and 200 % zoom", () => {
  // 640 CSS px at a device scale of 2 is what a 1280 px window shows at 200 % zoom; 320 px is the WCAG reflow width.
  for (const viewport of [
    { width: 320, height: 640 },
    { width: 640, height: 400 },
  ]) {
    test(`no horizontal scroll at ${viewport.width} px on any route`, async ({ browser }) => {
      const context = await browser.newContext({ viewport, deviceScaleFactor: 2 });
      await mockGitHub(context);
      const page = await context.newPage();
      for (const path of [...ROUTE_PATHS, "/no-such-page/"]) {
        await page.goto(path);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, path).toBeLessThanOrEqual(0);
      }
      await context.close();
    });
  }
});
