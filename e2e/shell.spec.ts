import { site, url } from "./content";
import { ROUTE_PATHS, escapeRegExp, expect, test } from "./fixtures";

for (const path of ROUTE_PATHS) {
  test(`${path} answers 200 with header, main, footer and its own head tags`, async ({ page, consoleErrors }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.locator("header").first()).toBeVisible();
    await expect(page.locator("main#main")).toBeVisible();
    await expect(page.locator("footer")).toContainText(`© ${site.copyrightYear} ${site.name}`);
    await expect(page.locator("h1")).toHaveCount(1);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
    expect(canonical?.startsWith(url("/"))).toBe(true);
    // The home page has the site's default title; every other page's title ends with the site's name.
    if (path === "/") expect(await page.title()).toBe(site.title);
    else expect(await page.title()).toMatch(new RegExp(` \\| ${escapeRegExp(site.name)}$`));
    await page.waitForLoadState("networkidle");
    expect(consoleErrors).toEqual([]);
  });
}

test("the static HTML carries the head tags before any script runs", async ({ request }) => {
  const html = await (await request.get("/sponsorship/github/")).text();
  expect(html).toContain("<title");
  expect(html).toContain(`rel="canonical" href="${url("/sponsorship/")}"`);
  expect(html).toContain('name="description"');
  expect(html).toContain('property="og:title"');
});

test("an unknown path shows the not-found page with status 404", async ({ page }) => {
  const logs: string[] = [];
  page.on("console", (msg) => logs.push(msg.text()));
  const response = await page.goto("/no/such/page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "404" })).toBeVisible();
  await expect(page.getByText("Oops! Page not found")).toBeVisible();
  await expect.poll(() => logs.some((l) => l.includes("/no/such/page"))).toBe(true);
  await page.getByRole("link", { name: "Return to Home" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator("#partners")).toBeAttached();
});

test("header links go where the spec says", async ({ page }) => {
  await page.goto("/sponsorship/");
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav.getByRole("link", { name: "Tutorials" })).toHaveAttribute("href", site.links.codeHost);
  await expect(nav.getByRole("link", { name: "Tutorials" })).toHaveAttribute("target", "_blank");
  await expect(nav.getByRole("link", { name: "Newsletter" })).toHaveAttribute("href", site.links.newsletter);
  await expect(nav.getByRole("link", { name: "Partners" })).toHaveAttribute("href", "/#partners");
  await expect(nav.getByRole("link", { name: "Contact" })).toHaveAttribute("href", "/#contact");
  await nav.getByRole("link", { name: "Partners" }).click();
  await expect(page).toHaveURL(/\/#partners$/);
  await expect(page.locator("#partners")).toBeInViewport();
  await nav.getByRole("link", { name: "Sponsorship" }).click();
  await expect(page).toHaveURL(/\/sponsorship\/$/);
  await nav.getByRole("link", { name: "Contact" }).click();
  await expect(page.locator("#contact")).toBeInViewport();
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("the menu opens, closes after a choice and on Escape", async ({ page }) => {
    await page.goto("/");
    const toggle = page.getByRole("button", { name: "Open menu" });
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await toggle.click();
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await expect(menu).toBeVisible();
    await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");
    await menu.getByRole("link", { name: "Contact" }).click();
    await expect(menu).toBeHidden();
    await expect(page.locator("#contact")).toBeInViewport();

    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(menu).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();

    await page.getByRole("button", { name: "Open menu" }).click();
    await menu.getByRole("link", { name: "Sponsorship" }).click();
    await expect(page).toHaveURL(/\/sponsorship\/$/);
    await expect(page.getByRole("navigation", { name: "Mobile" })).toBeHidden();
  });
});

test("the not-found page suggests the closest real route", async ({ page }) => {
  const response = await page.goto("/sponsorship/githb");
  expect(response?.status()).toBe(404);
  const suggestion = page.getByRole("link", { name: "GitHub Tutorial Sponsorship" });
  await expect(suggestion).toBeVisible();
  await suggestion.click();
  await expect(page).toHaveURL(/\/sponsorship\/github\/$/);
});
