import { pathOf } from "../src/lib/routes";
import { site, ui } from "./content";
import { expect, test } from "./fixtures";

// As Gatsby's own production-runtime tests do: when a runtime resource is missing, the static HTML must
// stay readable and links must still navigate (with full page loads). A missing app chunk is not a case of its own:
// webpack runs the entry only once every initial chunk has arrived, so it fails as a missing framework chunk does.
const FAULTS: [string, RegExp][] = [
  ["page-data", /\/page-data\/.*\/page-data\.json$/],
  ["app-data", /\/page-data\/app-data\.json$/],
  ["a page chunk", /\/component---src-templates-[^/]*\.js$/],
  ["the framework chunk", /\/framework-[0-9a-f]+\.js$/],
];

for (const [name, pattern] of FAULTS) {
  test(`when ${name} answers 404, pages stay readable and links navigate`, async ({ page }) => {
    await page.route(pattern, (route) => route.fulfill({ status: 404, body: "Not found" }));
    await page.goto(pathOf("sponsorship"));
    await expect(page.locator("h1")).toBeVisible();
    await expect(page.locator("footer")).toContainText(site.name);
    await page
      .getByRole("navigation", { name: ui.nav.label })
      .getByRole("link", { name: ui.nav.home, exact: true })
      .click();
    await expect(page).toHaveURL(pathOf("home"));
    await expect(page.locator("h1")).toBeVisible();
    await expect(page.locator("#partners")).toBeAttached();
  });
}
