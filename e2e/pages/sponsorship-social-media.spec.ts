import channelsData from "../../data/channels.json";
import { pathOf } from "../../src/lib/routes";
import { faqsOf, figuresOf, packagesOf, pageCopy, pointsOf, ui } from "../content";
import { expect, gotoHydrated, routeOf, test } from "../fixtures";
import {
  checkA11y,
  checkFrameAndHead,
  checkNoSidewaysScroll,
  checkRequestsAndPolicy,
  checkShareTags,
  checkWithoutJavaScript,
} from "../page-checks";
import {
  PLEASE_EMAIL,
  asOffers,
  backLabel,
  checkStaticHead,
  clickAndReadMail,
  expectContactMail,
  expectPackageCards,
  expectPackageMail,
  heroFigures,
  jsonLd,
  metricPairs,
  offerRows,
  packageAction,
  pairs,
  recordDialogs,
  recordWindowOpen,
  type OfferLd,
} from "../sponsorship-pages";

/** The social media sponsorship page: platform reach, packages with badges and savings, approach and FAQ. */
const ROUTE = routeOf("social-media");
const PATH = ROUTE.path;
const SOCIAL = pageCopy("social-media");

test("answers 200 with header, main, footer and its own head tags", async ({ page, consoleErrors }) => {
  await checkFrameAndHead(page, ROUTE, consoleErrors);
});

test("the static HTML carries its title, canonical and JSON-LD", async ({ request }) => {
  await checkStaticHead(request, "social-media");
});

test("the static HTML has the share image, a canonical URL and one h1", async ({ request }) => {
  await checkShareTags(request, PATH);
});

test("no CSP violation, no third-party request, safe new-tab links", async ({ page, consoleErrors }) => {
  await checkRequestsAndPolicy(page, PATH, consoleErrors);
});

test("has no WCAG 2.2 AA violations", async ({ page }) => {
  await checkA11y(page, PATH);
});

test("does not scroll sideways at any width", async ({ browser }) => {
  await checkNoSidewaysScroll(browser, PATH);
});

test("is readable without JavaScript, and its links work", async ({ browser }) => {
  await checkWithoutJavaScript(browser, PATH);
});

test("header, platform reach, every package with badges and savings, content approach and FAQ", async ({
  page,
  consoleErrors,
}) => {
  await gotoHydrated(page, PATH);
  // The page's own title, not the channel's (its hero section has one).
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(SOCIAL.section("hero").req("title"));
  await expect(page.getByRole("heading", { name: SOCIAL.section("hero").req("label") })).toBeVisible();
  expect(await metricPairs(heroFigures(page, SOCIAL))).toEqual(pairs(figuresOf("social-media", "platforms")));
  await expectPackageCards(page, "social-media");

  await expect(page.getByRole("heading", { name: SOCIAL.section("approach").req("title") })).toBeVisible();
  // Exactly the page's approach cards, in file order: the query's page and group filter, as built.
  const approach = pointsOf("social-media", "approach");
  const approachSection = page.locator("section", {
    has: page.getByRole("heading", { name: SOCIAL.section("approach").req("title") }),
  });
  await expect(approachSection.getByRole("heading", { level: 3 })).toHaveText(approach.map((p) => p.title));
  const faqs = faqsOf("social-media");
  const faq = page.getByRole("list", { name: ui.faqLabel });
  await expect(faq.getByRole("listitem")).toHaveCount(faqs.length);
  for (const [i, { question, answer }] of faqs.entries()) {
    await expect(faq.getByRole("listitem").nth(i)).toContainText(question);
    await expect(faq.getByRole("listitem").nth(i)).toContainText(answer);
  }
  await expect(page.getByRole("heading", { name: SOCIAL.section("closing").req("title") })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test("each package and the closing button open their own inquiry", async ({ page, consoleErrors }) => {
  await recordWindowOpen(page);
  await gotoHydrated(page, PATH);
  for (const p of packagesOf("social-media")) {
    const button = page.getByRole("link", { name: packageAction(p.name), exact: true });
    expectPackageMail(await clickAndReadMail(page, button), p.slug);
  }
  const closing = page.getByRole("link", { name: SOCIAL.section("closing").req("action"), exact: true });
  expectContactMail(await clickAndReadMail(page, closing), "social-media");
  expect(consoleErrors).toEqual([]);
});

test("breadcrumb, the back link and the closing link", async ({ page }) => {
  await gotoHydrated(page, PATH);
  const crumbs = page.getByRole("navigation", { name: ui.breadcrumbLabel });
  await expect(crumbs.locator("ol > li")).toHaveText([ui.nav.home, ui.nav.sponsorship, SOCIAL.crumb]);
  await expect(crumbs.locator('[aria-current="page"]')).toHaveText(SOCIAL.crumb);
  await page.getByRole("link", { name: backLabel(SOCIAL) }).click();
  await expect(page).toHaveURL(pathOf("sponsorship"));
  await page.goBack();
  await page.getByRole("link", { name: SOCIAL.section("closing").req("secondary") }).click();
  await expect(page).toHaveURL(pathOf("sponsorship"));
  await page.goBack();
  await crumbs.getByRole("link", { name: ui.nav.home }).click();
  await expect(page).toHaveURL(pathOf("home"));
});

test("its JSON-LD offers what data/channels.json lists, its questions and its breadcrumb", async ({ page }) => {
  // A channel page offers what its entry in data/channels.json lists (the spec's two for social media).
  await gotoHydrated(page, PATH);
  const [service, faq, crumbs] = await jsonLd(page);
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
  await page.getByRole("link", { name: SOCIAL.section("closing").req("action") }).click();
  await expect.poll(() => dialogs).toEqual([PLEASE_EMAIL]);
  expect(consoleErrors).toEqual([]);
});
