import { site } from "./content";
import { ROUTE_PATHS, expect, test } from "./fixtures";

test.describe("with JavaScript disabled", () => {
  test.use({ javaScriptEnabled: false });

  for (const path of ROUTE_PATHS) {
    test(`${path} is readable and its links work`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator("h1")).toBeVisible();
      await expect(page.locator("footer")).toContainText(site.name);
      const text = await page.locator("main").innerText();
      expect(text).not.toMatch(/\bundefined\b|\bNaN\b/);
      await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Sponsorship" }).click();
      await expect(page).toHaveURL(/\/sponsorship\/$/);
      await expect(page.locator("h1")).toBeVisible();
    });
  }

  test.describe("on a phone", () => {
    test.use({ viewport: { width: 375, height: 740 } });
    test("the menu is shown and its links work", async ({ page }) => {
      await page.goto("/sponsorship/");
      const menu = page.getByRole("navigation", { name: "Mobile" });
      await expect(menu).toBeVisible();
      await menu.getByRole("link", { name: "Contact" }).click();
      await expect(page).toHaveURL(/\/#contact$/);
      await expect(page.locator("#contact")).toBeInViewport();
    });
  });
});
