import { ROUTES } from "../src/lib/routes";
import { fillLocal, pageCopy, site, ui, url } from "./content";
import { expect, test } from "./fixtures";

/** The not-found page's words (data/pages.json). */
const NOT_FOUND = pageCopy("not-found").section("main");

for (const { path, page: slug } of ROUTES) {
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
    // Each page's title is its entry's in data/pages.json (tokens filled); the home page has the site's default.
    const title = pageCopy(slug).title ?? site.title;
    expect(title).not.toMatch(/\{[A-Za-z]+(:[a-z0-9-]+)*\}/);
    expect(await page.title()).toBe(title);
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
  await expect(page.getByRole("heading", { name: NOT_FOUND.req("title") })).toBeVisible();
  await expect(page.getByText(NOT_FOUND.req("lead"))).toBeVisible();
  await expect.poll(() => logs.some((l) => l.includes("/no/such/page"))).toBe(true);
  await page.getByRole("link", { name: NOT_FOUND.req("action") }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator("#partners")).toBeAttached();
});

test("header links go where the spec says", async ({ page }) => {
  await page.goto("/sponsorship/");
  const nav = page.getByRole("navigation", { name: ui.nav.label });
  const link = (name: string) => nav.getByRole("link", { name, exact: true });
  await expect(nav.getByRole("link")).toHaveText([
    ui.nav.home,
    ui.nav.tutorials,
    ui.nav.sponsorship,
    ui.nav.newsletter,
    ui.nav.partners,
    ui.nav.contact,
  ]);
  await expect(link(ui.nav.tutorials)).toHaveAttribute("href", site.links.codeHost);
  await expect(link(ui.nav.tutorials)).toHaveAttribute("target", "_blank");
  await expect(link(ui.nav.newsletter)).toHaveAttribute("href", site.links.newsletter);
  await expect(link(ui.nav.partners)).toHaveAttribute("href", "/#partners");
  await expect(link(ui.nav.contact)).toHaveAttribute("href", "/#contact");
  await link(ui.nav.partners).click();
  await expect(page).toHaveURL(/\/#partners$/);
  await expect(page.locator("#partners")).toBeInViewport();
  await link(ui.nav.sponsorship).click();
  await expect(page).toHaveURL(/\/sponsorship\/$/);
  await link(ui.nav.contact).click();
  await expect(page.locator("#contact")).toBeInViewport();
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("the menu opens, closes after a choice and on Escape", async ({ page }) => {
    await page.goto("/");
    const toggle = page.getByRole("button", { name: ui.nav.openMenu });
    await expect(page.getByRole("navigation", { name: ui.nav.label })).toBeHidden();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await toggle.click();
    const menu = page.getByRole("navigation", { name: ui.nav.mobileLabel });
    await expect(menu).toBeVisible();
    await expect(page.getByRole("button", { name: ui.nav.closeMenu })).toHaveAttribute("aria-expanded", "true");
    await menu.getByRole("link", { name: ui.nav.contact, exact: true }).click();
    await expect(menu).toBeHidden();
    await expect(page.locator("#contact")).toBeInViewport();

    await page.getByRole("button", { name: ui.nav.openMenu }).click();
    await expect(menu).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(page.getByRole("button", { name: ui.nav.openMenu })).toBeFocused();

    await page.getByRole("button", { name: ui.nav.openMenu }).click();
    await menu.getByRole("link", { name: ui.nav.sponsorship, exact: true }).click();
    await expect(page).toHaveURL(/\/sponsorship\/$/);
    await expect(page.getByRole("navigation", { name: ui.nav.mobileLabel })).toBeHidden();
  });
});

test("the not-found page suggests the closest real route", async ({ page }) => {
  const response = await page.goto("/sponsorship/githb");
  expect(response?.status()).toBe(404);
  // "Did you mean {page}?" with the closest route's page named as data/pages.json names it.
  const label = pageCopy("github").label;
  const suggestion = page.getByRole("link", { name: label, exact: true });
  await expect(suggestion).toBeVisible();
  await expect(page.locator("p").filter({ has: suggestion })).toHaveText(
    fillLocal(NOT_FOUND.req("note"), { page: label }),
  );
  await suggestion.click();
  await expect(page).toHaveURL(/\/sponsorship\/github\/$/);
});
