import channelsData from "../../data/channels.json";
import { pathOf } from "../../src/lib/routes";
import { faqsOf, figuresOf, given, pageCopy, pointsOf, ui } from "../content";
import { expect, goBackTo, gotoHydrated, routeOf, staticJsonLd, test } from "../fixtures";
import { pageChecks } from "../page-checks";
import {
  PLEASE_EMAIL,
  asOffers,
  backLabel,
  checkStaticHead,
  expectPackageCards,
  heroFigures,
  metricPairs,
  offerRows,
  pairs,
  recordDialogs,
  recordWindowOpen,
  type OfferLd,
  expectChannelMails,
} from "../sponsorship-pages";

/** The social media sponsorship page: platform reach, packages with badges and savings, approach and FAQ. */
const ROUTE = routeOf("social-media");
const PATH = ROUTE.path;
const SOCIAL = pageCopy("social-media");

pageChecks(ROUTE, { staticHead: (request) => checkStaticHead(request, "social-media") });

test("header, platform reach, every package with badges and savings, content approach and FAQ", async ({
  page,
  consoleErrors,
}) => {
  await gotoHydrated(page, PATH);
  // The page's own title, not the channel's (its hero section has one).
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    given(SOCIAL.section("hero").title, "the social media hero's title"),
  );
  await expect(page.getByRole("heading", { name: SOCIAL.section("hero").label })).toBeVisible();
  expect(await metricPairs(heroFigures(page, SOCIAL))).toEqual(pairs(figuresOf("social-media", "platforms")));
  await expectPackageCards(page, "social-media");

  await expect(page.getByRole("heading", { name: SOCIAL.section("approach").title })).toBeVisible();
  // Exactly the page's approach cards, in file order: the query's page and group filter, as built.
  const approach = pointsOf("social-media", "approach");
  const approachSection = page.locator("section", {
    has: page.getByRole("heading", { name: SOCIAL.section("approach").title }),
  });
  await expect(approachSection.getByRole("heading", { level: 3 })).toHaveText(approach.map((p) => p.title));
  const faqs = faqsOf("social-media");
  const faq = page.getByRole("list", { name: ui.faqLabel });
  await expect(faq.getByRole("listitem")).toHaveCount(faqs.length);
  for (const [i, { question, answer }] of faqs.entries()) {
    await expect(faq.getByRole("listitem").nth(i)).toContainText(question);
    await expect(faq.getByRole("listitem").nth(i)).toContainText(answer);
  }
  await expect(page.getByRole("heading", { name: SOCIAL.section("closing").title })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test("each package and the closing button open their own inquiry; breadcrumb, the back link and the closing link", async ({
  page,
  consoleErrors,
}) => {
  await expectChannelMails(page, "social-media", SOCIAL);
  const title = given(SOCIAL.section("hero").title, "the social media hero's title");
  const crumbs = page.getByRole("navigation", { name: ui.breadcrumbLabel });
  await expect(crumbs.locator("ol > li")).toHaveText([ui.nav.home, ui.nav.sponsorship, SOCIAL.crumb]);
  await expect(crumbs.locator('[aria-current="page"]')).toHaveText(SOCIAL.crumb);
  await page.getByRole("link", { name: backLabel(SOCIAL) }).click();
  await expect(page).toHaveURL(pathOf("sponsorship"));
  await goBackTo(page, title);
  await page
    .getByRole("link", { name: given(SOCIAL.section("closing").secondary, "the closing's secondary button") })
    .click();
  await expect(page).toHaveURL(pathOf("sponsorship"));
  await goBackTo(page, title);
  await crumbs.getByRole("link", { name: ui.nav.home }).click();
  await expect(page).toHaveURL(pathOf("home"));
  expect(consoleErrors).toEqual([]);
});

test("its JSON-LD offers what data/channels.json lists, its questions and its breadcrumb", async ({ request }) => {
  // A channel page offers what its entry in data/channels.json lists (the spec's two for social media).
  const [service, faq, crumbs] = await staticJsonLd(request, PATH);
  const listed = channelsData.find((c) => c.slug === "social-media")?.offers ?? [];
  expect(offerRows(service?.offers as OfferLd[])).toEqual(asOffers(listed));
  const questions = faq?.mainEntity as { name: string; acceptedAnswer: { text: string } }[];
  expect(questions.map((q) => [q.name, q.acceptedAnswer.text])).toEqual(
    faqsOf("social-media").map((f) => [f.question, f.answer]),
  );
  expect((crumbs?.itemListElement as { name: string }[]).map((c) => c.name)).toEqual([
    ui.nav.home,
    ui.nav.sponsorship,
    SOCIAL.crumb,
  ]);
});

test("when the clipboard permission is denied and no mail window opens, the address is shown", async ({
  page,
  context,
  baseURL,
  consoleErrors,
}) => {
  // Playwright can only grant; deny through the DevTools protocol for this browser context.
  const cdp = await context.newCDPSession(page);
  const { targetInfo } = await cdp.send("Target.getTargetInfo");
  for (const name of ["clipboard-write", "clipboard-read"]) {
    await cdp.send("Browser.setPermission", {
      permission: { name },
      setting: "denied",
      origin: new URL(baseURL ?? "").origin,
      browserContextId: targetInfo.browserContextId,
    });
  }
  await recordWindowOpen(page, "throw");
  const dialogs = recordDialogs(page);
  await gotoHydrated(page, PATH);
  await page.getByRole("link", { name: SOCIAL.section("closing").action }).click();
  await expect.poll(() => dialogs).toEqual([PLEASE_EMAIL]);
  expect(consoleErrors).toEqual([]);
});
