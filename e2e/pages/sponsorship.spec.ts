import { pathOf } from "../../src/lib/routes";
import {
  channel,
  channels,
  inquiry,
  inquiryMailOf,
  listName,
  packages,
  pageCopy,
  pointsOf,
  site,
  statsOf,
  ui,
  url,
} from "../content";
import { expect, goBackTo, gotoHydrated, routeOf, staticJsonLd, test } from "../fixtures";
import { pageChecks } from "../page-checks";
import {
  COPIED,
  HEADS,
  asOffers,
  backLabel,
  checkStaticHead,
  clickAndReadMail,
  expectHead,
  expectMail,
  head,
  heroFigures,
  jsonLd,
  metricPairs,
  offerRows,
  pairs,
  recordDialogs,
  recordWindowOpen,
  trailingSlash,
  type OfferLd,
} from "../sponsorship-pages";

/** The sponsorship overview: the total reach, a card per channel, the custom package and head tags. */
const ROUTE = routeOf("sponsorship");
const PATH = ROUTE.path;
const OVERVIEW = pageCopy("sponsorship");

pageChecks(ROUTE, { staticHead: (request) => checkStaticHead(request, "sponsorship"), tabOrder: true });

test("shows the total reach, every channel with its figures and the why-partner points", async ({
  page,
  consoleErrors,
}) => {
  await gotoHydrated(page, PATH);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(OVERVIEW.section("hero").title);
  expect(await metricPairs(heroFigures(page, OVERVIEW))).toEqual(pairs(statsOf("sponsorship")));
  const cards = page.locator("article[data-channel]");
  await expect(cards).toHaveCount(channels.length);
  expect(await cards.evaluateAll((els) => els.map((el) => el.getAttribute("data-channel")))).toEqual(
    channels.map((c) => c.slug),
  );
  for (const c of channels) {
    const card = page.locator(`article[data-channel="${c.slug}"]`);
    await expect(card.getByRole("link", { name: c.title })).toHaveAttribute("href", trailingSlash(c.route));
    await expect(card.locator("dd")).toHaveText(c.metrics.map((m) => m.value));
    for (const metric of c.metrics) await expect(card).toContainText(metric.label);
  }
  // Cards side by side line up their figures, their next open slot and their link, whatever their descriptions.
  const parts = await cards.evaluateAll((els) =>
    els.map((el) => {
      const top = (part: Element | null) => Math.round(part?.getBoundingClientRect().top ?? -1);
      return {
        row: top(el),
        figures: top(el.querySelector("dl")),
        next: top(el.querySelector("[data-next-slot]")),
        link: top(el.lastElementChild),
      };
    }),
  );
  const rows = [...new Set(parts.map((p) => p.row))].map((top) => parts.filter((p) => p.row === top));
  expect(rows.some((row) => row.length > 1)).toBe(true);
  for (const row of rows) expect(row).toEqual(row.map(() => row[0]));
  const why = pointsOf("sponsorship", "why-partner");
  const whyList = page.getByRole("list", { name: listName(OVERVIEW.section("why")) });
  await expect(whyList.getByRole("listitem")).toHaveCount(why.length);
  for (const point of why) await expect(whyList).toContainText(point.title);
  await expect(page.getByRole("heading", { name: OVERVIEW.section("why").title })).toBeVisible();
  await expect(page.getByRole("link", { name: backLabel(OVERVIEW) })).toHaveAttribute("href", pathOf("home"));
  expect(consoleErrors).toEqual([]);
});

test("the custom package button opens the custom inquiry; each channel card leads to its page, and the back link home", async ({
  page,
  consoleErrors,
}) => {
  await recordWindowOpen(page);
  await gotoHydrated(page, PATH);
  const closing = page.getByRole("link", { name: OVERVIEW.section("closing").action });
  const mail = await clickAndReadMail(page, closing);
  const custom = inquiry("custom-package");
  expectMail(mail, inquiryMailOf(custom), custom);

  const title = OVERVIEW.section("hero").title;
  for (const c of channels) {
    await page.locator("main").getByRole("link", { name: c.title, exact: true }).click();
    await expect(page).toHaveURL(trailingSlash(c.route));
    await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(title);
    await goBackTo(page, title);
    await expect(page).toHaveURL(PATH);
  }
  await page.getByRole("link", { name: backLabel(OVERVIEW) }).click();
  await expect(page).toHaveURL(pathOf("home"));
  expect(consoleErrors).toEqual([]);
});

test("a blocked pop-up (window.open gives null) copies the address and tells the visitor", async ({
  page,
  context,
  consoleErrors,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await recordWindowOpen(page, "null");
  const dialogs = recordDialogs(page);
  await gotoHydrated(page, PATH);
  await page.getByRole("link", { name: OVERVIEW.section("closing").action }).click();
  await expect.poll(() => dialogs).toEqual([COPIED]);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(site.email);
  expect(consoleErrors).toEqual([]);
});

test("its JSON-LD Service offers every package of data/packages.json", async ({ request }) => {
  const [overview] = await staticJsonLd(request, PATH);
  const all = offerRows(overview?.offers as OfferLd[]);
  expect(all).toHaveLength(packages.length);
  expect(all).toEqual(asOffers(packages.map((p) => p.slug)));
});

test("head tags follow client-side navigation to the channel pages and back, never stale", async ({
  page,
  consoleErrors,
}) => {
  await gotoHydrated(page, PATH);
  await expectHead(page, HEADS.sponsorship);
  const overviewQuestions = ((await jsonLd(page))[1]?.mainEntity as { name: string }[]).map((q) => q.name);

  await page
    .locator("main")
    .getByRole("link", { name: channel("newsletter").title, exact: true })
    .click();
  await expect(page).toHaveURL(pathOf("newsletter"));
  await expectHead(page, HEADS.newsletter);

  await page.goBack();
  await expect(page).toHaveURL(PATH);
  await expectHead(page, HEADS.sponsorship);

  await page
    .locator("main")
    .getByRole("link", { name: channel("social-media").title, exact: true })
    .click();
  await expectHead(page, HEADS["social-media"]);
  await page.getByRole("link", { name: backLabel(pageCopy("social-media")) }).click();
  await expectHead(page, HEADS.sponsorship);
  // The overview's own questions, not the social page's left behind.
  expect(((await jsonLd(page))[1]?.mainEntity as { name: string }[]).map((q) => q.name)).toEqual(overviewQuestions);

  await page
    .locator("main")
    .getByRole("link", { name: channel("github").title, exact: true })
    .click();
  await expectHead(page, HEADS.github);
  // Leaving the GitHub page restores the defaults.
  await page.getByRole("link", { name: backLabel(pageCopy("github")) }).click();
  await expect(page).toHaveURL(pathOf("home"));
  await expect(page).toHaveTitle(site.title);
  await expect
    .poll(() => head(page).then((h) => [h.canonical, h.types.filter((t) => t !== "Organization")]))
    .toEqual([url(pathOf("home")), expect.not.arrayContaining(["Service", "FAQPage", "BreadcrumbList"])]);

  await page.goBack();
  await expect(page).toHaveURL(pathOf("github"));
  await expectHead(page, HEADS.github);
  const nav = page.getByRole("navigation", { name: ui.nav.label });
  await nav.getByRole("link", { name: ui.nav.sponsorship }).click();
  await expectHead(page, HEADS.sponsorship);
  await page
    .locator("main")
    .getByRole("link", { name: channel("logo-only").title, exact: true })
    .click();
  await expectHead(page, HEADS["logo-only"]);
  await nav.getByRole("link", { name: ui.nav.home }).click();
  await expect(page).toHaveTitle(site.title);
  await expect.poll(() => page.locator('meta[name="description"]').getAttribute("content")).toBe(site.description);
  await expect.poll(() => head(page).then((h) => h.types)).not.toContain("Service");
  expect(consoleErrors).toEqual([]);
});
