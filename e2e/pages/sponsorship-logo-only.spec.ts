import { pathOf } from "../../src/lib/routes";
import { channel, figuresOf, formatUsd, listName, pageCopy, partners, pointsOf, ui } from "../content";
import { escapeRegExp, expect, gotoHydrated, routeOf, test } from "../fixtures";
import { pageChecks } from "../page-checks";
import {
  PLEASE_EMAIL,
  backLabel,
  bars,
  barsOf,
  checkStaticHead,
  clickAndReadMail,
  expectPackageMail,
  heroFigures,
  logoPackage,
  metricPairs,
  pairs,
  priceLine,
  recordDialogs,
  recordWindowOpen,
} from "../sponsorship-pages";

/** The logo-only sponsorship page: one price card, reach, demographics, the partners' logos and reasons. */
const ROUTE = routeOf("logo-only");
const PATH = ROUTE.path;
const LOGO = pageCopy("logo-only");

pageChecks(ROUTE, { staticHead: (request) => checkStaticHead(request, "logo-only") });

test("price card, benefits, reach, demographics, logos and reasons", async ({ page, consoleErrors }) => {
  await gotoHydrated(page, PATH);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(channel("logo-only").title);
  const logo = logoPackage();
  const card = page.locator(`article[data-package="${logo.slug}"]`);
  await expect(
    card
      .locator("p")
      .filter({ hasText: formatUsd(logo.price) })
      .last(),
  ).toHaveText(priceLine(logo));
  await expect(card.getByRole("listitem")).toHaveText([...logo.items]);
  const benefits = pointsOf("logo-only", "benefits");
  await expect(page.getByRole("list", { name: listName(LOGO.section("benefits")) }).getByRole("listitem")).toHaveCount(
    benefits.length,
  );
  // The benefits are headings under the Benefits heading (h3), one level below it.
  await expect(page.getByRole("heading", { level: 3, name: LOGO.section("benefits").title })).toBeVisible();
  for (const point of benefits) {
    await expect(page.getByRole("heading", { level: 4, name: point.title, exact: true })).toBeVisible();
  }
  expect(await metricPairs(heroFigures(page, LOGO))).toEqual(pairs(figuresOf("logo-only", "reach")));
  expect(await bars(page.getByRole("article", { name: LOGO.section("geography").title }))).toEqual(
    barsOf(figuresOf("logo-only", "geography")),
  );
  await expect(page.getByRole("list", { name: ui.partnersLabel }).getByRole("img")).toHaveCount(partners.length);
  await expect(page.getByRole("list", { name: listName(LOGO.section("reasons")) }).getByRole("listitem")).toHaveText(
    pointsOf("logo-only", "reasons").map((p) => new RegExp(escapeRegExp(p.title))),
  );
  expect(consoleErrors).toEqual([]);
});

test("the card and the contact button open the logo-only inquiry; the back link goes to the overview", async ({
  page,
  consoleErrors,
}) => {
  await recordWindowOpen(page);
  await gotoHydrated(page, PATH);
  for (const name of [LOGO.section("pricing").action, LOGO.section("closing").action]) {
    expectPackageMail(await clickAndReadMail(page, page.getByRole("link", { name })), logoPackage().slug);
  }
  await page.getByRole("link", { name: backLabel(LOGO) }).click();
  await expect(page).toHaveURL(pathOf("sponsorship"));
  expect(consoleErrors).toEqual([]);
});

test("with no clipboard at all and no mail window, the address is shown", async ({ page, consoleErrors }) => {
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, "clipboard", { get: () => undefined, configurable: true });
  });
  await recordWindowOpen(page, "null");
  const dialogs = recordDialogs(page);
  await gotoHydrated(page, PATH);
  await page.getByRole("link", { name: LOGO.section("closing").action }).click();
  await expect.poll(() => dialogs).toEqual([PLEASE_EMAIL]);
  expect(consoleErrors).toEqual([]);
});
