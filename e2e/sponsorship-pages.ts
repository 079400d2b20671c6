import type { APIRequestContext, Locator, Page } from "@playwright/test";
import packagesData from "../data/packages.json";
import type { MailParts } from "../src/lib/mailto";
import type { PageCopy } from "../src/lib/content/page-copy";
import { pathOf, type ContentPage } from "../src/lib/routes";
import {
  buildMailto,
  channels,
  contactOf,
  fillLocal,
  formatUsd,
  founderFirstName,
  fromPriceOf,
  inquiryMailOf,
  letter,
  packageMailOf,
  packagesOf,
  pageCopy,
  priceOf,
  savings,
  site,
  ui,
  url,
} from "./content";
import { expect, gotoHydrated, jsonLdIn, type JsonLd } from "./fixtures";

/**
 * What the five sponsorship pages' specs (e2e/pages/sponsorship*.spec.ts) share: reading the e-mail a button
 * opens, the figures, bars and package cards as a visitor sees them, and each page's head tags. What each page
 * must show is read from data/ (e2e/content.ts), so a content edit moves the expectation with it; the rules that
 * turn an entry into text (price formats, e-mail templates) are pinned by the unit tests on fixture content.
 * Headings, button labels, list names and alerts are read the same way, from data/pages.json and data/ui.json
 * with their text tokens filled in as the build fills them, so a copy edit needs no test edit either.
 */

const EMAIL = site.email;

/** The words of the back link above a page's title. */
export function backLabel(copy: ReturnType<typeof pageCopy>): string {
  if (!copy.back) throw new Error(`data/pages.json "${copy.slug}" has no back link`);
  return copy.back.label;
}

/** A package card's button as a screen reader names it: "Get Started with Combo". */
export const packageAction = (name: string) => `${ui.package.action} ${fillLocal(ui.package.actionDetail, { name })}`;

/** The alerts shown when no mail window opens. */
export const COPIED = fillLocal(ui.mail.copied, { email: site.email });
export const PLEASE_EMAIL = fillLocal(ui.mail.pleaseEmail, { email: site.email });

/** Any sponsorship page's words: the hero and closing sections they all have. */
type SponsorshipCopy = PageCopy<Exclude<ContentPage, "home">>;

/** The description list of a page's key figures: the group named by the hero section's label. */
export const heroFigures = (page: Page, copy: SponsorshipCopy) =>
  page.getByRole("group", { name: copy.section("hero").label, exact: true }).locator(":scope > dl");

type OpenMode = "record" | "throw" | "null";

/** Replaces window.open before any page script runs, recording what it is given. */
export async function recordWindowOpen(page: Page, mode: OpenMode = "record") {
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

export const openedCalls = (page: Page) =>
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
export function expectMail(mail: Mail, expected: MailParts, template: { subject: string; blanks: readonly string[] }) {
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
export function expectPackageMail(mail: Mail, slug: string, pkgs = packagesOf(channelOfPackage(slug))) {
  const p = pkgs.find((candidate) => candidate.slug === slug);
  if (!p) throw new Error(`no package ${slug}`);
  expectMail(mail, packageMailOf(p), p.inquiry);
  if (p.inquiry.subject.includes("{price}")) expect(mail.subject).toContain(priceOf(p));
}

/** A closing button opens its channel's inquiry, priced from the channel's cheapest package. */
export function expectContactMail(mail: Mail, channelSlug: string) {
  const contact = contactOf(channelSlug);
  expectMail(mail, inquiryMailOf(contact), contact);
  if (contact.subject.includes("{from}")) expect(mail.subject).toContain(fromPriceOf(channelSlug));
}

function channelOfPackage(slug: string): string {
  for (const c of channels) if (packagesOf(c.slug).some((p) => p.slug === slug)) return c.slug;
  throw new Error(`no channel lists package ${slug}`);
}

/** The text of a package card's price line: "$2,800/month", "$8,500one-time", "Now $1,500one-time". */
export const priceLine = (p: { price: number; cadence: string; strikePrice?: number }) =>
  `${p.strikePrice !== undefined ? `${ui.price.now} ` : ""}${formatUsd(p.price)}${p.cadence === "month" ? ui.price.perMonth : ui.price.oneTime}`;

/** [label, value] of figures, as a description list shows them. */
export const pairs = (figures: { label: string; value: string }[]) => figures.map((f) => [f.label, f.value]);

/** [label, value, share] of figures, as a bar list draws them. */
export const barsOf = (figures: { label: string; value: string; share?: number }[]) =>
  figures.map((f) => [f.label, f.value, f.share ?? 0]);

/** Clicks a button and returns the one mailto it opened (in a new window). */
export async function clickAndReadMail(page: Page, button: Locator): Promise<Mail> {
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
export async function metricPairs(list: Locator): Promise<string[][]> {
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
export async function bars(card: Locator): Promise<[string, string, number][]> {
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

export async function jsonLd(page: Page): Promise<JsonLd[]> {
  return page
    .locator('head script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((s) => JSON.parse(s.textContent ?? "null") as JsonLd));
}

export async function head(page: Page) {
  return {
    title: await page.title(),
    description: await page.locator('meta[name="description"]').getAttribute("content"),
    canonical: await page.locator('link[rel="canonical"]').getAttribute("href"),
    types: (await jsonLd(page)).map((block) => block["@type"]),
  };
}

export const githubPackage = () => packagesOf("github")[0] ?? channelError("github");
export const logoPackage = () => packagesOf("logo-only")[0] ?? channelError("logo-only");
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

/** Each sponsorship page's head: the GitHub page's canonical URL is the overview's, as the spec has it. */
export const HEADS = {
  sponsorship: headOf(pageCopy("sponsorship"), pathOf("sponsorship"), ["Service", "FAQPage"]),
  github: headOf(pageCopy("github"), pathOf("sponsorship"), ["Service"]),
  "logo-only": headOf(pageCopy("logo-only"), pathOf("logo-only"), ["Service"]),
  newsletter: headOf(pageCopy("newsletter"), pathOf("newsletter"), ["Service", "BreadcrumbList"]),
  "social-media": headOf(pageCopy("social-media"), pathOf("social-media"), ["Service", "FAQPage", "BreadcrumbList"]),
} as const;
export type SponsorshipPage = keyof typeof HEADS;

/** A channel's route as it is served, with Gatsby's trailing slash. */
export const trailingSlash = (route: string) => route.replace(/\/?$/, "/");

export async function expectHead(page: Page, expected: (typeof HEADS)[SponsorshipPage]) {
  // The copy's tokens ({site}, {price:…}, …) come filled in, as the build fills them.
  expect(`${expected.title}\n${expected.description}`).not.toMatch(/\{[A-Za-z]+(:[a-z0-9-]+)*\}/);
  await expect(page).toHaveTitle(expected.title);
  await expect.poll(() => head(page)).toEqual({ ...expected, types: [...expected.types] });
}

/** Every package card of a channel, in file order: name, price line, badge, struck price, saving and items. */
export async function expectPackageCards(page: Page, channelSlug: string) {
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

/** The static HTML of a page (before any script runs) carries its title, canonical URL, description, share title and JSON-LD. */
export async function checkStaticHead(request: APIRequestContext, slug: SponsorshipPage) {
  const expected = HEADS[slug];
  const html = await (await request.get(pathOf(slug))).text();
  expect(html).toContain(`<title data-react-helmet="true">${expected.title.replace(/&/g, "&amp;")}</title>`);
  expect(html).toContain(`rel="canonical" href="${expected.canonical}"`);
  expect(html).toContain('name="description"');
  expect(html).toContain('property="og:title"');
  expect(jsonLdIn(html).map((b) => b["@type"])).toEqual([...expected.types]);
}

/** An offer of a page's JSON-LD Service: [name, price, currency]. */
export type OfferLd = { name: string; price: number; priceCurrency: string };
export const offerRows = (offers: OfferLd[]) => offers.map((o) => [o.name, o.price, o.priceCurrency]);

/** The offers the packages of data/packages.json with these slugs make, in that order. */
export const asOffers = (slugs: readonly string[]) =>
  slugs.map((slug) => {
    const p = packagesData.find((entry) => entry.slug === slug);
    return [p?.name, p?.price, "USD"];
  });

/** Accepts every alert the page shows (the mail fallback's), recording its message. */
export function recordDialogs(page: Page): string[] {
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.accept();
  });
  return dialogs;
}

/** Every package button of a channel page, then its closing button, opens its own inquiry e-mail. */
export async function expectChannelMails(page: Page, channelSlug: string, copy: SponsorshipCopy) {
  await recordWindowOpen(page);
  await gotoHydrated(page, pathOf(channelSlug as Parameters<typeof pathOf>[0]));
  for (const p of packagesOf(channelSlug)) {
    const button = page.getByRole("link", { name: packageAction(p.name), exact: true });
    expectPackageMail(await clickAndReadMail(page, button), p.slug);
  }
  const closing = page.getByRole("link", { name: copy.section("closing").action, exact: true });
  expectContactMail(await clickAndReadMail(page, closing), channelSlug);
}
