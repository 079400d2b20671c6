import { pathOf } from "../../src/lib/routes";
import { channel, figuresOf, listName, packagesOf, pageCopy, pointsOf, site, ui } from "../content";
import { expect, goBackTo, gotoHydrated, routeOf, test } from "../fixtures";
import { pageChecks } from "../page-checks";
import {
  COPIED,
  backLabel,
  bars,
  barsOf,
  checkStaticHead,
  expectPackageCards,
  heroFigures,
  metricPairs,
  openedCalls,
  packageAction,
  pairs,
  recordDialogs,
  recordWindowOpen,
  expectChannelMails,
} from "../sponsorship-pages";

/** The newsletter sponsorship page: performance, readers, locations, companies, standards and its packages. */
const ROUTE = routeOf("newsletter");
const PATH = ROUTE.path;
const NEWSLETTER = pageCopy("newsletter");

pageChecks(ROUTE, { staticHead: (request) => checkStaticHead(request, "newsletter") });

test("performance, bars for readers and locations, companies, standards and every package", async ({
  page,
  consoleErrors,
}) => {
  await gotoHydrated(page, PATH);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(channel("newsletter").title);
  expect(await metricPairs(heroFigures(page, NEWSLETTER))).toEqual(pairs(figuresOf("newsletter", "performance")));
  expect(await bars(page.getByRole("article", { name: NEWSLETTER.section("readers").title }))).toEqual(
    barsOf(figuresOf("newsletter", "readers")),
  );
  expect(await bars(page.getByRole("article", { name: NEWSLETTER.section("locations").title }))).toEqual(
    barsOf(figuresOf("newsletter", "locations")),
  );
  const companies = page.getByRole("list", { name: listName(NEWSLETTER.section("companies")) });
  await expect(companies.getByRole("listitem")).toHaveText(pointsOf("newsletter", "companies").map((p) => p.title));
  const standards = page.getByRole("list", { name: listName(NEWSLETTER.section("standards")) });
  // Exactly the page's standards, in file order: the query's page and group filter, as built.
  const expectedStandards = pointsOf("newsletter", "standards");
  await expect(standards.getByRole("listitem")).toHaveCount(expectedStandards.length);
  for (const [i, standard] of expectedStandards.entries()) {
    await expect(standards.getByRole("listitem").nth(i)).toContainText(standard.title);
  }

  await expectPackageCards(page, "newsletter");
  await expect(page.getByRole("heading", { name: NEWSLETTER.section("closing").title })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test("each package and the closing button open their own inquiry; breadcrumb Home / Sponsorship / Newsletter, back link and the closing link", async ({
  page,
  consoleErrors,
}) => {
  await expectChannelMails(page, "newsletter", NEWSLETTER);
  const { title } = channel("newsletter");
  const crumbs = page.getByRole("navigation", { name: ui.breadcrumbLabel });
  await expect(crumbs.locator("ol > li")).toHaveText([ui.nav.home, ui.nav.sponsorship, NEWSLETTER.crumb]);
  await expect(crumbs.locator('[aria-current="page"]')).toHaveText(NEWSLETTER.crumb);
  await expect(crumbs.getByRole("link")).toHaveText([ui.nav.home, ui.nav.sponsorship]);
  await crumbs.getByRole("link", { name: ui.nav.sponsorship }).click();
  await expect(page).toHaveURL(pathOf("sponsorship"));
  await goBackTo(page, title);
  await page.getByRole("link", { name: backLabel(NEWSLETTER) }).click();
  await expect(page).toHaveURL(pathOf("sponsorship"));
  await goBackTo(page, title);
  await page.getByRole("link", { name: NEWSLETTER.section("closing").secondary }).click();
  await expect(page).toHaveURL(pathOf("sponsorship"));
  await goBackTo(page, title);
  await page.getByRole("navigation", { name: ui.breadcrumbLabel }).getByRole("link", { name: ui.nav.home }).click();
  await expect(page).toHaveURL(pathOf("home"));
  expect(consoleErrors).toEqual([]);
});

test("when window.open throws, the address is copied (permission granted) and the visitor told", async ({
  page,
  context,
  consoleErrors,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await recordWindowOpen(page, "throw");
  const dialogs = recordDialogs(page);
  await gotoHydrated(page, PATH);
  const [first] = packagesOf("newsletter");
  await page.getByRole("link", { name: packageAction(first?.name ?? "?"), exact: true }).click();
  await expect.poll(() => dialogs).toEqual([COPIED]);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(site.email);
  expect((await openedCalls(page)).length).toBe(1);
  // Nothing else broke: the page still navigates and the next button still works.
  await page.getByRole("link", { name: NEWSLETTER.section("closing").action }).click();
  await expect.poll(() => dialogs.length).toBe(2);
  await page.getByRole("link", { name: backLabel(NEWSLETTER) }).click();
  await expect(page).toHaveURL(pathOf("sponsorship"));
  expect(consoleErrors).toEqual([]);
});
