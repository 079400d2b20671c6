import AxeBuilder from "@axe-core/playwright";
import type { Locator, Page } from "@playwright/test";
import channelsData from "../data/channels.json";
import packagesData from "../data/packages.json";
import type { MailParts } from "../src/lib/mailto";
import {
  buildMailto,
  channel,
  channels,
  contactOf,
  faqsOf,
  figuresOf,
  fillLocal,
  formatUsd,
  founderFirstName,
  fromPriceOf,
  groupDigits,
  inquiry,
  inquiryMailOf,
  letter,
  listName,
  oneTimeTotal,
  packageMailOf,
  packagesOf,
  pageCopy,
  partners,
  pointsOf,
  priceOf,
  quotesOf,
  rates,
  savings,
  site,
  statsOf,
  ui,
  url,
  valueComparison,
} from "./content";
import { ROUTE_PATHS, escapeRegExp, expect, gotoHydrated, test } from "./fixtures";

/**
 * The five sponsorship pages in a real browser: figures, prices, every e-mail button, navigation, head tags
 * through client-side navigation, and the clipboard fallback. What each page must show is read from data/
 * (e2e/content.ts), so a content edit moves the expectation with it; the rules that turn an entry into text
 * (price formats, e-mail templates) are pinned by the unit tests on fixture content. Headings, button labels,
 * list names and alerts are read the same way, from data/pages.json and data/ui.json with their text tokens
 * filled in as the build fills them, so a copy edit needs no test edit either.
 */

const EMAIL = site.email;
const DEFAULT_TITLE = site.title;

/** The words of each sponsorship page (data/pages.json). */
const OVERVIEW = pageCopy("sponsorship");
const GITHUB = pageCopy("github");
const LOGO = pageCopy("logo-only");
const NEWSLETTER = pageCopy("newsletter");
const SOCIAL = pageCopy("social-media");

/** The words of the back link above a page's title. */
function backLabel(copy: ReturnType<typeof pageCopy>): string {
  if (!copy.back) throw new Error(`data/pages.json "${copy.slug}" has no back link`);
  return copy.back.label;
}

/** A package card's button as a screen reader names it: "Get Started with Combo". */
const packageAction = (name: string) => `${ui.package.action} ${fillLocal(ui.package.actionDetail, { name })}`;

/** The alerts shown when no mail window opens. */
const COPIED = fillLocal(ui.mail.copied, { email: site.email });
const PLEASE_EMAIL = fillLocal(ui.mail.pleaseEmail, { email: site.email });

/** The description list of a page's key figures: the group named by the hero section's label. */
const heroFigures = (page: Page, copy: ReturnType<typeof pageCopy>) =>
  page.getByRole("group", { name: copy.section("hero").req("label"), exact: true }).locator(":scope > dl");

type OpenMode = "record" | "throw" | "null";

/** Replaces window.open before any page script runs, recording what it is given. */
async function recordWindowOpen(page: Page, mode: OpenMode = "record") {
  await page.addInitScript((openMode: OpenMode) => {
    const calls: { url: string; target: string | undefined }[] = [];
    Object.defineProperty(window, "__opened", { value: calls });
    window.open = (url?: string | URL, target?: string) => {
      calls.push({ url: String(url), target });
      if (openMode === "throw") throw new Error("Pop-up blocked");
      if (openMode === "null") return null;
      return {} as Window;
    };
  }, mode);
}

const openedCalls = (page: Page) =>
  page.evaluate(() => (window as unknown as { __opened: { url: string; target?: string }[] }).__opened);

interface Mail {
  to: string;
  subject: string;
  body: string;
  keys: string[];
}

function decodeMailto(url: string): Mail {
  expect(url.startsWith("mailto:")).toBe(true);
  const [address, query = ""] = url.slice("mailto:".length).split("?");
  const pairs = query.split("&").map((pair) => pair.split("="));
  const value = (key: string) => decodeURIComponent(pairs.find(([k]) => k === key)?.[1] ?? "");
  return {
    to: decodeURIComponent(address ?? ""),
    keys: pairs.map(([k]) => k ?? ""),
    subject: value("subject"),
    body: value("body"),
  };
}

const SIGN_OFF = ["", letter.closing, "", letter.signOff].join("\r\n");

/**
 * The mail opened is the one its entry of data/ makes (built by the site's own inquiries.ts), with the shape
 * every inquiry has: a greeting to the founder's first name, one "Label: " line per blank, the sign-off,
 * CRLF line breaks; and where its template names a price, the price as the cards show it.
 */
function expectMail(mail: Mail, expected: MailParts, template: { subject: string; blanks: readonly string[] }) {
  const { subject, body } = decodeMailto(buildMailto(expected));
  expect(mail.subject).toBe(subject);
  expect(mail.body).toBe(body);
  expect(mail.body.startsWith(`${fillLocal(letter.greeting, { name: founderFirstName })}\r\n\r\n`)).toBe(true);
  expect(mail.body.endsWith(SIGN_OFF)).toBe(true);
  for (const blank of template.blanks) expect(mail.body).toContain(`\r\n${blank}: \r\n`);
  expect(`${mail.subject}\n${mail.body}`).not.toMatch(/\{\w+\}/);
  if (template.subject.includes("{site}")) expect(mail.subject).toContain(site.name);
}

/** A package's button opens its own inquiry; a subject with {price} names the price its card shows. */
function expectPackageMail(mail: Mail, slug: string, pkgs = packagesOf(channelOfPackage(slug))) {
  const p = pkgs.find((candidate) => candidate.slug === slug);
  if (!p) throw new Error(`no package ${slug}`);
  expectMail(mail, packageMailOf(p), p.inquiry);
  if (p.inquiry.subject.includes("{price}")) expect(mail.subject).toContain(priceOf(p));
}

/** A closing button opens its channel's inquiry, priced from the channel's cheapest package. */
function expectContactMail(mail: Mail, channelSlug: string) {
  const contact = contactOf(channelSlug);
  expectMail(mail, inquiryMailOf(contact), contact);
  if (contact.subject.includes("{from}")) expect(mail.subject).toContain(fromPriceOf(channelSlug));
}

function channelOfPackage(slug: string): string {
  for (const c of channels) if (packagesOf(c.slug).some((p) => p.slug === slug)) return c.slug;
  throw new Error(`no channel lists package ${slug}`);
}

/** The text of a package card's price line: "$2,800/month", "$8,500one-time", "Now $1,500one-time". */
const priceLine = (p: { price: number; cadence: string; strikePrice?: number }) =>
  `${p.strikePrice !== undefined ? `${ui.price.now} ` : ""}${formatUsd(p.price)}${p.cadence === "month" ? "/month" : "one-time"}`;

/** [label, value] of figures, as a description list shows them. */
const pairs = (figures: { label: string; value: string }[]) => figures.map((f) => [f.label, f.value]);

/** [label, value, share] of figures, as a bar list draws them. */
const barsOf = (figures: { label: string; value: string; share?: number }[]) =>
  figures.map((f) => [f.label, f.value, f.share ?? 0]);

/** Clicks a button and returns the one mailto it opened (in a new window). */
async function clickAndReadMail(page: Page, button: Locator): Promise<Mail> {
  const before = (await openedCalls(page)).length;
  const href = await button.getAttribute("href");
  await button.click();
  await expect.poll(async () => (await openedCalls(page)).length).toBe(before + 1);
  const call = (await openedCalls(page))[before];
  expect(call?.target).toBe("_blank");
  // The same link works without scripts.
  expect(call?.url).toBe(href);
  const mail = decodeMailto(call?.url ?? "");
  expect(mail.to).toBe(EMAIL);
  expect(mail.keys).toEqual(["subject", "body"]);
  expect(call?.url).not.toContain("+");
  return mail;
}

/** [label, value] of each figure of a description list. */
async function metricPairs(list: Locator): Promise<string[][]> {
  return list
    .locator(":scope > div")
    .evaluateAll((rows) =>
      rows.map((row) => [
        row.querySelector("dt")?.textContent?.trim() ?? "",
        row.querySelector("dd")?.textContent?.trim() ?? "",
      ]),
    );
}

/** [label, value, bar width as a share of its track] of each bar of a bar list. */
async function bars(card: Locator): Promise<[string, string, number][]> {
  return card.locator("li").evaluateAll((items) =>
    items.map((li) => {
      const spans = li.querySelectorAll("span");
      const bar = li.querySelector<HTMLElement>("[data-bar]");
      const track = bar?.parentElement;
      const share = bar && track ? bar.getBoundingClientRect().width / track.getBoundingClientRect().width : -1;
      return [spans[0]?.textContent ?? "", spans[1]?.textContent ?? "", Math.round(share * 1000) / 10] as [
        string,
        string,
        number,
      ];
    }),
  );
}

interface JsonLd {
  "@type": string;
  [key: string]: unknown;
}

async function jsonLd(page: Page): Promise<JsonLd[]> {
  return page
    .locator('head script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((s) => JSON.parse(s.textContent ?? "null") as JsonLd));
}

async function head(page: Page) {
  return {
    title: await page.title(),
    description: await page.locator('meta[name="description"]').getAttribute("content"),
    canonical: await page.locator('link[rel="canonical"]').getAttribute("href"),
    types: (await jsonLd(page)).map((block) => block["@type"]),
  };
}

const githubPackage = () => packagesOf("github")[0] ?? channelError("github");
const logoPackage = () => packagesOf("logo-only")[0] ?? channelError("logo-only");
function channelError(slug: string): never {
  throw new Error(`data/packages.json has no ${slug} package`);
}

/** A page's head as its entry of data/pages.json gives it (tokens filled); the canonical paths are the spec's. */
const headOf = (copy: ReturnType<typeof pageCopy>, canonical: string, types: readonly string[]) => ({
  title: copy.title ?? site.title,
  description: copy.description ?? site.description,
  canonical: url(canonical),
  types,
});

const HEADS = {
  overview: headOf(OVERVIEW, "/sponsorship/", ["Service", "FAQPage"]),
  github: headOf(GITHUB, "/sponsorship/", ["Service"]),
  logo: headOf(LOGO, "/sponsorship/logo-only/", ["Service"]),
  newsletter: headOf(NEWSLETTER, "/sponsorship/newsletter/", ["Service", "BreadcrumbList"]),
  social: headOf(SOCIAL, "/sponsorship/social-media/", ["Service", "FAQPage", "BreadcrumbList"]),
} as const;

/** A channel's route as it is served, with Gatsby's trailing slash. */
const trailingSlash = (route: string) => route.replace(/\/?$/, "/");

async function expectHead(page: Page, expected: (typeof HEADS)[keyof typeof HEADS]) {
  // The copy's tokens ({site}, {price:…}, …) come filled in, as the build fills them.
  expect(`${expected.title}\n${expected.description}`).not.toMatch(/\{[A-Za-z]+(:[a-z0-9-]+)*\}/);
  await expect(page).toHaveTitle(expected.title);
  await expect.poll(() => head(page)).toEqual({ ...expected, types: [...expected.types] });
}

test.describe("overview /sponsorship/", () => {
  test("shows the total reach, every channel with its figures and the why-partner points", async ({
    page,
    consoleErrors,
  }) => {
    await gotoHydrated(page, "/sponsorship/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(OVERVIEW.section("hero").req("title"));
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
    const why = pointsOf("sponsorship", "why-partner");
    const whyList = page.getByRole("list", { name: listName(OVERVIEW.section("why")) });
    await expect(whyList.getByRole("listitem")).toHaveCount(why.length);
    for (const point of why) await expect(whyList).toContainText(point.title);
    await expect(page.getByRole("heading", { name: OVERVIEW.section("why").req("title") })).toBeVisible();
    await expect(page.getByRole("link", { name: backLabel(OVERVIEW) })).toHaveAttribute("href", "/");
    expect(consoleErrors).toEqual([]);
  });

  test("the custom package button opens the custom inquiry", async ({ page, consoleErrors }) => {
    await recordWindowOpen(page);
    await gotoHydrated(page, "/sponsorship/");
    const closing = page.getByRole("link", { name: OVERVIEW.section("closing").req("action") });
    const mail = await clickAndReadMail(page, closing);
    const custom = inquiry("custom-package");
    expectMail(mail, inquiryMailOf(custom), custom);
    expect(consoleErrors).toEqual([]);
  });

  test("each channel card leads to its page, and the back link home", async ({ page }) => {
    // Eight client-side navigations, each waiting for hydration and head tags: slow on a busy 2-core machine.
    test.slow();
    await gotoHydrated(page, "/sponsorship/");
    for (const c of channels) {
      await page.locator("main").getByRole("link", { name: c.title, exact: true }).click();
      await expect(page).toHaveURL(trailingSlash(c.route));
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await page.goBack();
      await expect(page).toHaveURL("/sponsorship/");
    }
    await page.getByRole("link", { name: backLabel(OVERVIEW) }).click();
    await expect(page).toHaveURL("/");
  });
});

test.describe("/sponsorship/github/", () => {
  test("reach, audience bars, benefits, quote, every partner logo, pricing and the value comparison", async ({
    page,
    consoleErrors,
  }) => {
    await gotoHydrated(page, "/sponsorship/github/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(channel("github").title);
    expect(await metricPairs(heroFigures(page, GITHUB))).toEqual(pairs(figuresOf("github", "reach")));
    expect(await bars(page.getByRole("article", { name: GITHUB.section("geography").req("title") }))).toEqual(
      barsOf(figuresOf("github", "geography")),
    );
    await expect(
      page.getByRole("list", { name: listName(GITHUB.section("benefits")) }).getByRole("listitem"),
    ).toHaveText(pointsOf("github", "benefits").map((p) => new RegExp(escapeRegExp(p.title))));

    const [quote] = quotesOf("github");
    if (quote) {
      const figure = page.locator("figure:has(blockquote)");
      await expect(figure.locator("blockquote")).toContainText(quote.quote);
      await expect(figure.locator("figcaption cite")).toHaveText(quote.author);
    }

    const logos = page.getByRole("list", { name: ui.partnersLabel }).getByRole("img");
    await expect(logos).toHaveCount(partners.length);
    expect(await logos.evaluateAll((imgs) => imgs.map((img) => img.getAttribute("alt")))).toEqual(
      partners.map((p) => p.name),
    );

    const github = githubPackage();
    const price = priceOf(github);
    const complete = `${price} + ${fillLocal(ui.pricing.setup, { amount: formatUsd(oneTimeTotal(github)) })}`;
    const breakdown = page.getByRole("definition").filter({ hasText: "$" });
    await expect(breakdown).toContainText([
      price,
      ...(github.setupFee ? [formatUsd(github.setupFee.price)] : []),
      ...github.addOns.map((a) => formatUsd(a.price)),
      complete,
    ]);
    const pricing = page.locator("#pricing");
    for (const fee of [...(github.setupFee ? [github.setupFee] : []), ...github.addOns]) {
      await expect(pricing).toContainText(fee.name);
    }
    await expect(pricing.getByTestId("complete-package")).toHaveText(complete);

    const value = valueComparison(rates, github.price);
    const plus = value.plus ? "+" : "";
    const rows = page.locator("tr[data-rate]");
    await expect(rows).toHaveCount(value.lines.length);
    for (const [i, line] of value.lines.entries()) {
      const row = rows.nth(i);
      await expect(row).toContainText(line.label);
      await expect(row).toContainText(
        fillLocal(ui.value.per, { rate: `${formatUsd(line.rate)}${line.plus ? "+" : ""}`, unit: line.unit }),
      );
      if (!line.plus) await expect(row).toContainText(`${groupDigits(line.quantity)} × `);
      await expect(row.locator("td").last()).toHaveText(`${formatUsd(line.value)}${line.plus ? "+" : ""}`);
    }
    await expect(page.getByTestId("value-total")).toHaveText(`${formatUsd(value.total)}${plus}`);
    await expect(page.getByTestId("value-discount")).toHaveText(`${value.discount}%`);
    await expect(page.getByTestId("value-saved")).toHaveText(
      fillLocal(ui.value.perMonth, { amount: `${formatUsd(value.saved)}${plus}` }),
    );
    expect(consoleErrors).toEqual([]);
  });

  test("both package buttons open the GitHub inquiry; the back link goes home", async ({ page, consoleErrors }) => {
    await recordWindowOpen(page);
    await gotoHydrated(page, "/sponsorship/github/");
    // The pricing card's button and the closing button (the same words, as the site ships).
    const names = [GITHUB.section("pricing").req("action"), GITHUB.section("closing").req("action")];
    for (const name of new Set(names)) {
      const buttons = page.getByRole("link", { name, exact: true });
      await expect(buttons).toHaveCount(names.filter((n) => n === name).length);
      for (const button of await buttons.all()) {
        expectPackageMail(await clickAndReadMail(page, button), githubPackage().slug);
      }
    }
    await page.getByRole("link", { name: GITHUB.section("closing").req("secondary") }).click();
    await expect(page).toHaveURL("/sponsorship/");
    await page.goBack();
    await page.getByRole("link", { name: backLabel(GITHUB) }).click();
    await expect(page).toHaveURL("/");
    expect(consoleErrors).toEqual([]);
  });
});

test.describe("/sponsorship/logo-only/", () => {
  test("price card, benefits, reach, demographics, logos and reasons", async ({ page, consoleErrors }) => {
    await gotoHydrated(page, "/sponsorship/logo-only/");
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
    await expect(
      page.getByRole("list", { name: listName(LOGO.section("benefits")) }).getByRole("listitem"),
    ).toHaveCount(pointsOf("logo-only", "benefits").length);
    expect(await metricPairs(heroFigures(page, LOGO))).toEqual(pairs(figuresOf("logo-only", "reach")));
    expect(await bars(page.getByRole("article", { name: LOGO.section("geography").req("title") }))).toEqual(
      barsOf(figuresOf("logo-only", "geography")),
    );
    await expect(page.getByRole("list", { name: ui.partnersLabel }).getByRole("img")).toHaveCount(partners.length);
    await expect(page.getByRole("list", { name: listName(LOGO.section("reasons")) }).getByRole("listitem")).toHaveText(
      pointsOf("logo-only", "reasons").map((p) => new RegExp(escapeRegExp(p.title))),
    );
    expect(consoleErrors).toEqual([]);
  });

  test("the card and the contact button open the logo-only inquiry; the back link goes to /sponsorship/", async ({
    page,
    consoleErrors,
  }) => {
    await recordWindowOpen(page);
    await gotoHydrated(page, "/sponsorship/logo-only/");
    for (const name of [LOGO.section("pricing").req("action"), LOGO.section("closing").req("action")]) {
      expectPackageMail(await clickAndReadMail(page, page.getByRole("link", { name })), logoPackage().slug);
    }
    await page.getByRole("link", { name: backLabel(LOGO) }).click();
    await expect(page).toHaveURL("/sponsorship/");
    expect(consoleErrors).toEqual([]);
  });
});

/** Every package card of a channel, in file order: name, price line, badge, struck price, saving and items. */
async function expectPackageCards(page: Page, channelSlug: string) {
  const pkgs = packagesOf(channelSlug);
  const cards = page.locator("article[data-package]");
  await expect(cards).toHaveCount(pkgs.length);
  expect(await cards.evaluateAll((els) => els.map((el) => el.getAttribute("data-package")))).toEqual(
    pkgs.map((p) => p.slug),
  );
  for (const p of pkgs) {
    const card = page.locator(`article[data-package="${p.slug}"]`);
    await expect(card.getByRole("heading", { level: 3 })).toHaveText(p.name);
    await expect(
      card
        .locator("p")
        .filter({ hasText: formatUsd(p.price) })
        .last(),
    ).toHaveText(priceLine(p));
    await expect(card.getByRole("listitem")).toHaveText([...p.items]);
    if (p.badge) {
      const badge = card.getByText(p.badge, { exact: true });
      await expect(badge).toBeVisible();
      // Badges sit on the card's top edge.
      const badgeBox = await badge.boundingBox();
      const cardBox = await card.boundingBox();
      expect(badgeBox && cardBox && Math.abs(badgeBox.y + badgeBox.height / 2 - cardBox.y)).toBeLessThan(2);
    }
    const saved = savings(p);
    if (p.strikePrice !== undefined && saved !== undefined) {
      const struck = card.locator("s");
      await expect(struck).toHaveText(`${ui.price.regular} ${formatUsd(p.strikePrice)}`);
      expect(await struck.evaluate((el) => getComputedStyle(el).textDecorationLine)).toBe("line-through");
      await expect(
        card.getByText(fillLocal(ui.package.save, { amount: formatUsd(saved) }), { exact: true }),
      ).toBeVisible();
    } else {
      await expect(card.locator("s")).toHaveCount(0);
    }
  }
}

test.describe("/sponsorship/newsletter/", () => {
  test("performance, bars for readers and locations, companies, standards and every package", async ({
    page,
    consoleErrors,
  }) => {
    await gotoHydrated(page, "/sponsorship/newsletter/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(channel("newsletter").title);
    expect(await metricPairs(heroFigures(page, NEWSLETTER))).toEqual(pairs(figuresOf("newsletter", "performance")));
    expect(await bars(page.getByRole("article", { name: NEWSLETTER.section("readers").req("title") }))).toEqual(
      barsOf(figuresOf("newsletter", "readers")),
    );
    expect(await bars(page.getByRole("article", { name: NEWSLETTER.section("locations").req("title") }))).toEqual(
      barsOf(figuresOf("newsletter", "locations")),
    );
    const companies = page.getByRole("list", { name: listName(NEWSLETTER.section("companies")) });
    await expect(companies.getByRole("listitem")).toHaveText(pointsOf("newsletter", "companies").map((p) => p.title));
    const standards = page.getByRole("list", { name: listName(NEWSLETTER.section("standards")) });
    for (const standard of pointsOf("newsletter", "standards")) await expect(standards).toContainText(standard.title);

    await expectPackageCards(page, "newsletter");
    await expect(page.getByRole("heading", { name: NEWSLETTER.section("closing").req("title") })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test("each package and the closing button open their own inquiry", async ({ page, consoleErrors }) => {
    await recordWindowOpen(page);
    await gotoHydrated(page, "/sponsorship/newsletter/");
    for (const p of packagesOf("newsletter")) {
      const button = page.getByRole("link", { name: packageAction(p.name), exact: true });
      expectPackageMail(await clickAndReadMail(page, button), p.slug);
    }
    const closing = page.getByRole("link", { name: NEWSLETTER.section("closing").req("action"), exact: true });
    expectContactMail(await clickAndReadMail(page, closing), "newsletter");
    expect(consoleErrors).toEqual([]);
  });

  test("breadcrumb Home / Sponsorship / Newsletter, back link and the closing link", async ({ page }) => {
    await gotoHydrated(page, "/sponsorship/newsletter/");
    const crumbs = page.getByRole("navigation", { name: ui.breadcrumbLabel });
    await expect(crumbs.locator("ol > li")).toHaveText([ui.nav.home, ui.nav.sponsorship, NEWSLETTER.crumb]);
    await expect(crumbs.locator('[aria-current="page"]')).toHaveText(NEWSLETTER.crumb);
    await expect(crumbs.getByRole("link")).toHaveText([ui.nav.home, ui.nav.sponsorship]);
    await crumbs.getByRole("link", { name: ui.nav.sponsorship }).click();
    await expect(page).toHaveURL("/sponsorship/");
    await page.goBack();
    await page.getByRole("link", { name: backLabel(NEWSLETTER) }).click();
    await expect(page).toHaveURL("/sponsorship/");
    await page.goBack();
    await page.getByRole("link", { name: NEWSLETTER.section("closing").req("secondary") }).click();
    await expect(page).toHaveURL("/sponsorship/");
    await page.goBack();
    await page.getByRole("navigation", { name: ui.breadcrumbLabel }).getByRole("link", { name: ui.nav.home }).click();
    await expect(page).toHaveURL("/");
  });
});

test.describe("/sponsorship/social-media/", () => {
  test("header, platform reach, every package with badges and savings, content approach and FAQ", async ({
    page,
    consoleErrors,
  }) => {
    await gotoHydrated(page, "/sponsorship/social-media/");
    // The page's own title, not the channel's (its hero section has one).
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(SOCIAL.section("hero").req("title"));
    await expect(page.getByRole("heading", { name: SOCIAL.section("hero").req("label") })).toBeVisible();
    expect(await metricPairs(heroFigures(page, SOCIAL))).toEqual(pairs(figuresOf("social-media", "platforms")));
    await expectPackageCards(page, "social-media");

    await expect(page.getByRole("heading", { name: SOCIAL.section("approach").req("title") })).toBeVisible();
    for (const point of pointsOf("social-media", "approach")) {
      await expect(page.getByRole("heading", { name: point.title, exact: true })).toBeVisible();
    }
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
    await gotoHydrated(page, "/sponsorship/social-media/");
    for (const p of packagesOf("social-media")) {
      const button = page.getByRole("link", { name: packageAction(p.name), exact: true });
      expectPackageMail(await clickAndReadMail(page, button), p.slug);
    }
    const closing = page.getByRole("link", { name: SOCIAL.section("closing").req("action"), exact: true });
    expectContactMail(await clickAndReadMail(page, closing), "social-media");
    expect(consoleErrors).toEqual([]);
  });

  test("breadcrumb, the back link and the closing link", async ({ page }) => {
    await gotoHydrated(page, "/sponsorship/social-media/");
    const crumbs = page.getByRole("navigation", { name: ui.breadcrumbLabel });
    await expect(crumbs.locator("ol > li")).toHaveText([ui.nav.home, ui.nav.sponsorship, SOCIAL.crumb]);
    await expect(crumbs.locator('[aria-current="page"]')).toHaveText(SOCIAL.crumb);
    await page.getByRole("link", { name: backLabel(SOCIAL) }).click();
    await expect(page).toHaveURL("/sponsorship/");
    await page.goBack();
    await page.getByRole("link", { name: SOCIAL.section("closing").req("secondary") }).click();
    await expect(page).toHaveURL("/sponsorship/");
    await page.goBack();
    await crumbs.getByRole("link", { name: ui.nav.home }).click();
    await expect(page).toHaveURL("/");
  });
});

test.describe("head tags", () => {
  test("the static HTML of each page carries its title, description, canonical and JSON-LD", async ({ request }) => {
    const pages = [
      ["/sponsorship/", HEADS.overview],
      ["/sponsorship/github/", HEADS.github],
      ["/sponsorship/logo-only/", HEADS.logo],
      ["/sponsorship/newsletter/", HEADS.newsletter],
      ["/sponsorship/social-media/", HEADS.social],
    ] as const;
    for (const [path, expected] of pages) {
      const html = await (await request.get(path)).text();
      expect(html).toContain(`<title data-react-helmet="true">${expected.title.replace(/&/g, "&amp;")}</title>`);
      expect(html).toContain(`rel="canonical" href="${expected.canonical}"`);
      const blocks = [...html.matchAll(/<script[^>]*type="application\/ld\+json"[^>]*>(.*?)<\/script>/g)].map(
        (m) => JSON.parse(m[1] ?? "null") as JsonLd,
      );
      expect(blocks.map((b) => b["@type"])).toEqual([...expected.types]);
    }
  });

  test("JSON-LD offers and questions come from the data", async ({ page }) => {
    type OfferLd = { name: string; price: number; priceCurrency: string };
    const asOffers = (slugs: readonly string[]) =>
      slugs.map((slug) => {
        const p = packagesData.find((entry) => entry.slug === slug);
        return [p?.name, p?.price, "USD"];
      });

    // The overview's Service offers every package of data/packages.json.
    await gotoHydrated(page, "/sponsorship/");
    const [overview] = await jsonLd(page);
    const all = (overview?.offers as OfferLd[]).map((o) => [o.name, o.price, o.priceCurrency]);
    expect(all).toHaveLength(packagesData.length);
    expect(all).toEqual(asOffers(packagesData.map((p) => p.slug)));

    // A channel page offers what its entry in data/channels.json lists (the spec's two for social media).
    await gotoHydrated(page, "/sponsorship/social-media/");
    const [service, faq, crumbs] = await jsonLd(page);
    const listed = channelsData.find((c) => c.slug === "social-media")?.offers ?? [];
    const offers = (service?.offers as OfferLd[]).map((o) => [o.name, o.price, o.priceCurrency]);
    expect(offers).toEqual(asOffers(listed));
    const questions = faq?.mainEntity as { name: string; acceptedAnswer: { text: string } }[];
    expect(questions.map((q) => [q.name, q.acceptedAnswer.text])).toEqual(
      faqsOf("social-media").map((f) => [f.question, f.answer]),
    );
    expect((crumbs?.itemListElement as { name: string }[]).map((c) => c.name)).toEqual([
      ui.nav.home,
      ui.nav.sponsorship,
      SOCIAL.crumb,
    ]);

    await gotoHydrated(page, "/sponsorship/github/");
    const [github] = await jsonLd(page);
    const [offer] = github?.offers as { price: number; addOn?: { price: number }[]; priceSpecification: object }[];
    expect(offer?.price).toBe(githubPackage().price);
    expect(offer?.addOn?.map((a) => a.price) ?? []).toEqual(githubPackage().addOns.map((a) => a.price));
  });

  test("follow client-side navigation between the pages and back, never stale", async ({ page, consoleErrors }) => {
    // Eight client-side navigations, each waiting for hydration and head tags: slow on a busy 2-core machine.
    test.slow();
    await gotoHydrated(page, "/sponsorship/");
    await expectHead(page, HEADS.overview);
    const overviewQuestions = ((await jsonLd(page))[1]?.mainEntity as { name: string }[]).map((q) => q.name);

    await page
      .locator("main")
      .getByRole("link", { name: channel("newsletter").title, exact: true })
      .click();
    await expect(page).toHaveURL("/sponsorship/newsletter/");
    await expectHead(page, HEADS.newsletter);

    await page.goBack();
    await expect(page).toHaveURL("/sponsorship/");
    await expectHead(page, HEADS.overview);

    await page
      .locator("main")
      .getByRole("link", { name: channel("social-media").title, exact: true })
      .click();
    await expectHead(page, HEADS.social);
    await page.getByRole("link", { name: backLabel(SOCIAL) }).click();
    await expectHead(page, HEADS.overview);
    // The overview's own questions, not the social page's left behind.
    expect(((await jsonLd(page))[1]?.mainEntity as { name: string }[]).map((q) => q.name)).toEqual(overviewQuestions);

    await page
      .locator("main")
      .getByRole("link", { name: channel("github").title, exact: true })
      .click();
    await expectHead(page, HEADS.github);
    // Leaving the GitHub page restores the defaults.
    await page.getByRole("link", { name: backLabel(GITHUB) }).click();
    await expect(page).toHaveURL("/");
    await expect(page).toHaveTitle(DEFAULT_TITLE);
    await expect
      .poll(() => head(page).then((h) => [h.canonical, h.types.filter((t) => t !== "Organization")]))
      .toEqual([url("/"), expect.not.arrayContaining(["Service", "FAQPage", "BreadcrumbList"])]);

    await page.goBack();
    await expect(page).toHaveURL("/sponsorship/github/");
    await expectHead(page, HEADS.github);
    const nav = page.getByRole("navigation", { name: ui.nav.label });
    await nav.getByRole("link", { name: ui.nav.sponsorship }).click();
    await expectHead(page, HEADS.overview);
    await page
      .locator("main")
      .getByRole("link", { name: channel("logo-only").title, exact: true })
      .click();
    await expectHead(page, HEADS.logo);
    await nav.getByRole("link", { name: ui.nav.home }).click();
    await expect(page).toHaveTitle(DEFAULT_TITLE);
    await expect.poll(() => page.locator('meta[name="description"]').getAttribute("content")).toBe(site.description);
    await expect.poll(() => head(page).then((h) => h.types)).not.toContain("Service");
    expect(consoleErrors).toEqual([]);
  });
});

test.describe("when the mail window cannot open", () => {
  test("window.open throws: the address is copied (permission granted) and the visitor told", async ({
    page,
    context,
    consoleErrors,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await recordWindowOpen(page, "throw");
    const dialogs: string[] = [];
    page.on("dialog", (dialog) => {
      dialogs.push(dialog.message());
      void dialog.accept();
    });
    await gotoHydrated(page, "/sponsorship/newsletter/");
    const [first] = packagesOf("newsletter");
    await page.getByRole("link", { name: packageAction(first?.name ?? "?"), exact: true }).click();
    await expect.poll(() => dialogs).toEqual([COPIED]);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(EMAIL);
    expect((await openedCalls(page)).length).toBe(1);
    // Nothing else broke: the page still navigates and the next button still works.
    await page.getByRole("link", { name: NEWSLETTER.section("closing").req("action") }).click();
    await expect.poll(() => dialogs.length).toBe(2);
    await page.getByRole("link", { name: backLabel(NEWSLETTER) }).click();
    await expect(page).toHaveURL("/sponsorship/");
    expect(consoleErrors).toEqual([]);
  });

  test("a blocked pop-up (null) also copies the address", async ({ page, context, consoleErrors }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await recordWindowOpen(page, "null");
    const dialogs: string[] = [];
    page.on("dialog", (dialog) => {
      dialogs.push(dialog.message());
      void dialog.accept();
    });
    await gotoHydrated(page, "/sponsorship/");
    await page.getByRole("link", { name: OVERVIEW.section("closing").req("action") }).click();
    await expect.poll(() => dialogs).toEqual([COPIED]);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(EMAIL);
    expect(consoleErrors).toEqual([]);
  });

  test("clipboard permission denied: the address is shown instead", async ({
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
    const dialogs: string[] = [];
    page.on("dialog", (dialog) => {
      dialogs.push(dialog.message());
      void dialog.accept();
    });
    await gotoHydrated(page, "/sponsorship/social-media/");
    await page.getByRole("link", { name: SOCIAL.section("closing").req("action") }).click();
    await expect.poll(() => dialogs).toEqual([PLEASE_EMAIL]);
    expect(consoleErrors).toEqual([]);
  });

  test("no clipboard at all: the address is shown", async ({ page, consoleErrors }) => {
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, "clipboard", { get: () => undefined, configurable: true });
    });
    await recordWindowOpen(page, "null");
    const dialogs: string[] = [];
    page.on("dialog", (dialog) => {
      dialogs.push(dialog.message());
      void dialog.accept();
    });
    await gotoHydrated(page, "/sponsorship/logo-only/");
    await page.getByRole("link", { name: LOGO.section("closing").req("action") }).click();
    await expect.poll(() => dialogs).toEqual([PLEASE_EMAIL]);
    expect(consoleErrors).toEqual([]);
  });
});

// The shared header and footer are scanned with the home page; this covers what the sponsorship pages add.
test("the sponsorship pages' content passes an axe accessibility scan (WCAG 2.1 A and AA)", async ({ page }) => {
  // Five axe scans in one test: 10 to 30 s each on a busy two-core machine.
  test.setTimeout(180_000);
  for (const path of ROUTE_PATHS.filter((route) => route.startsWith("/sponsorship/"))) {
    await gotoHydrated(page, path);
    const results = await new AxeBuilder({ page })
      .include("main")
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
      .analyze();
    expect(
      results.violations.map((v) => `${path}: ${v.id} ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
    ).toEqual([]);
  }
});
