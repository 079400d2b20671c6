import { pathOf } from "../../src/lib/routes";
import { fillLocal, pageCopy } from "../content";
import { expect, test } from "../fixtures";
import { checkA11y, checkVisit } from "../page-checks";

/** The not-found page, as any unknown path shows it. */
const UNKNOWN = "/no-such-page/";
const NOT_FOUND = pageCopy("not-found").section("main");

test("hydrates keeping its styles, fits every width (its cards too, and with text spacing enlarged), no CSP violation, no third-party request, safe new-tab links, no WCAG 2.2 AA violations", async ({
  page,
  consoleErrors,
}) => {
  await test.step("the visit", () => checkVisit(page, UNKNOWN, consoleErrors));
  await test.step("axe at 375 px, menu open, reduced motion", () => checkA11y(page));
});

test("an unknown path shows the not-found page with status 404", async ({ page }) => {
  const logs: string[] = [];
  page.on("console", (msg) => logs.push(msg.text()));
  const response = await page.goto("/no/such/page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: NOT_FOUND.title })).toBeVisible();
  await expect(page.getByText(NOT_FOUND.lead)).toBeVisible();
  // A short page, in a tall window too: the footer ends the window, with no strip of page under it.
  for (const height of [900, 1400]) {
    await page.setViewportSize({ width: 1280, height });
    const below = await page.getByRole("contentinfo").evaluate((footer) => ({
      page: document.documentElement.scrollHeight - Math.round(footer.getBoundingClientRect().bottom + scrollY),
      window: innerHeight - Math.round(footer.getBoundingClientRect().bottom),
    }));
    expect(below, `at 1280 × ${height}`).toEqual({ page: 0, window: 0 });
  }
  await expect.poll(() => logs.some((l) => l.includes("/no/such/page"))).toBe(true);
  await page.getByRole("link", { name: NOT_FOUND.action }).click();
  await expect(page).toHaveURL(pathOf("home"));
  await expect(page.locator("#partners")).toBeAttached();
});

test("suggests the closest real route", async ({ page }) => {
  // The GitHub page's address with a typo (and without its trailing slash): /sponsorship/githb.
  const response = await page.goto(pathOf("github").replace(/hub\/$/, "hb"));
  expect(response?.status()).toBe(404);
  // "Did you mean {page}?" with the closest route's page named as data/pages.json names it.
  const label = pageCopy("github").label;
  const suggestion = page.getByRole("link", { name: label, exact: true });
  await expect(suggestion).toBeVisible();
  await expect(page.locator("p").filter({ has: suggestion })).toHaveText(fillLocal(NOT_FOUND.note, { page: label }));
  await suggestion.click();
  await expect(page).toHaveURL(pathOf("github"));
});
