import advisoryJson from "../data/advisory.json";
import channelsJson from "../data/channels.json";
import faqsJson from "../data/faqs.json";
import figuresJson from "../data/figures.json";
import inquiriesJson from "../data/inquiries.json";
import packagesJson from "../data/packages.json";
import pagesJson from "../data/pages.json";
import partnersJson from "../data/partners.json";
import pointsJson from "../data/points.json";
import productsJson from "../data/products.json";
import quotesJson from "../data/quotes.json";
import ratesJson from "../data/rates.json";
import servicesJson from "../data/services.json";
import siteJson from "../data/site.json";
import statsJson from "../data/stats.json";
import tutorialsJson from "../data/tutorials.json";
import starsFixture from "./stars-fixture.json";
import uiJson from "../data/ui.json";
import { fillLocal } from "../src/lib/content/fill-local";
import { toPageCopy, type PageCopy, type PageCopyNode, type SectionWith } from "../src/lib/content/page-copy";
import { fillText, textVocabulary } from "../src/lib/content/text";
import { spellOutFigure } from "../src/lib/figures";
import { formatPrice, formatUsd, groupDigits } from "../src/lib/format";
import { formatStars } from "../src/lib/format-stars";
import { buildMailto, type MailParts } from "../src/lib/mailto";
import type { PageSlug } from "../src/lib/routes";
import { toPoint, toStat, type Point, type Stat } from "../src/lib/content/entries";
import { toChannel, toFigure, toInquiry, toPackage } from "../src/lib/sponsorship/from-data";
import { channelMail, packageMail, recipientName } from "../src/lib/sponsorship/inquiries";
import { cheapest, oneTimeTotal, valueComparison } from "../src/lib/sponsorship/pricing";
import type { Channel, Faq, Figure, Inquiry, Package, Quote, Rate } from "../src/lib/sponsorship/types";

/**
 * What the built pages must show, read from data/ the way the page queries read it and formatted with the
 * site's own helpers (src/lib/format.ts, inquiries.ts, pricing.ts). The browser tests expect these values
 * instead of writing them out, so an edit of the content moves the expectation with it; the formatting and
 * e-mail rules themselves are pinned by the unit tests, on fixture content.
 */

/** The values of the text tokens ({site}, {stat:…}, {figure:…}, {price:…}, {from:…}), as the build computes them. */
export const vocabulary = textVocabulary({
  site: siteJson,
  stats: statsJson,
  figures: figuresJson,
  packages: packagesJson,
  ui: uiJson,
});

/** A value of data/ with every text token filled in, as the build's resolvers fill it (src/lib/content/text.ts). */
export function filled<T>(value: T): T {
  return JSON.parse(JSON.stringify(value), (_key, v: unknown) =>
    typeof v === "string" ? fillText(v, vocabulary) : v,
  ) as T;
}

/** data/site.json as the pages show it: its description's tokens filled. */
export const site = filled(siteJson);

/** The site's address without a trailing slash, and a path on it: url("/sponsorship/"). */
export const siteBase = site.siteUrl.replace(/\/+$/, "");
export const url = (path: string) => `${siteBase}${path}`;

/** The interface's shared words (data/ui.json) as the pages show them: ui.contact.send, ui.nav.partners. */
export const ui = filled(uiJson);

/** The inquiry e-mails' greeting ("Hi {name},"), closing line and sign-off (data/site.json, "letter"). */
export const letter = filled(site.letter);

/**
 * A page's words (its entry of data/pages.json, tokens filled) as its template reads them:
 * pageCopy("newsletter").section("closing").title, pageCopy("github").label.
 */
export function pageCopy<P extends PageSlug>(slug: P): PageCopy<P> {
  return toPageCopy(filled(pagesJson.find((p) => p.slug === slug) as PageCopyNode | undefined), slug);
}

/** A field a page's section may leave out, which the test needs (the test fails, naming it, when it is absent). */
export function given(value: string | undefined, what: string): string {
  if (value === undefined) throw new Error(`data/pages.json: the test needs ${what}`);
  return value;
}

/** The name a section's list carries (its label, else its title), as the templates name it. */
export const listName = (section: SectionWith<"title">): string => section.label ?? section.title;

/** The founder's first name, as the e-mails greet him. */
export const founderFirstName = recipientName(site.founder);

// Collections whose copy may hold text tokens ("{stat:github-views} monthly views"), filled as the build fills them.
const figuresData = filled(figuresJson);
const pointsData = filled(pointsJson);
const faqsData = filled(faqsJson);

export const packages: Package[] = filled(packagesJson).map(toPackage);
export const inquiries: Inquiry[] = inquiriesJson.map(toInquiry);
export const channels: Channel[] = filled(channelsJson).map(toChannel);
export const rates: Rate[] = ratesJson;
export const quotes: Quote[] = quotesJson;
export const partners = partnersJson;
export const tutorials = tutorialsJson;
export const services = filled(servicesJson);
export const advisory = filled(advisoryJson);

function found<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`data/ has no ${what}`);
  return value;
}

export const pkg = (slug: string): Package =>
  found(
    packages.find((p) => p.slug === slug),
    `package ${slug}`,
  );
export const inquiry = (slug: string): Inquiry =>
  found(
    inquiries.find((i) => i.slug === slug),
    `inquiry ${slug}`,
  );
export const channel = (slug: string): Channel =>
  found(
    channels.find((c) => c.slug === slug),
    `channel ${slug}`,
  );

/** A channel's packages in file order, as its page lists them. */
export const packagesOf = (channelSlug: string): Package[] => packages.filter((p) => p.channel === channelSlug);
/** The inquiry of a channel's closing button. */
export const contactOf = (channelSlug: string): Inquiry =>
  found(
    inquiries.find((i) => i.channel === channelSlug),
    `inquiry for channel ${channelSlug}`,
  );

export const figuresOf = (page: string, group: string): Figure[] =>
  figuresData.filter((f) => f.page === page && f.group === group).map(toFigure);
export const pointsOf = (page: string, group: string): Point[] =>
  pointsData.filter((p) => p.page === page && p.group === group).map(toPoint);
export const faqsOf = (page: string): Faq[] => faqsData.filter((f) => f.page === page);
export const quotesOf = (page: string): Quote[] => quotesJson.filter((q) => q.page === page);

type Placement = "home" | "sponsorship";

/** The stats placed on a page, in that page's order (as the page queries sort them). */
export function statsOf(placement: Placement): Stat[] {
  const order = (s: (typeof statsJson)[number]) => (s.order as Partial<Record<Placement, number>>)[placement] ?? 0;
  return statsJson
    .filter((s) => s.placements.includes(placement))
    .sort((a, b) => order(a) - order(b))
    .map(toStat);
}

/** The value of one stat, e.g. stat("home", "newsletter-home") → "32K+". */
export const stat = (placement: Placement, slug: string): string =>
  found(
    statsOf(placement).find((s) => s.slug === slug),
    `${placement} stat ${slug}`,
  ).value;

/** The prompt-engineering guide of the home page. */
export const guide = found(
  productsJson.find((p) => p.slug === "prompt-engineering-guide"),
  "product prompt-engineering-guide",
);

/**
 * The count the test build (`npm run build:test`) gives a tutorial: its mock GitHub API answers from
 * e2e/stars-fixture.json ("owner/repo": count) and with a 404 for any other repository, which then keeps its
 * fallbackStars from data/.
 */
export const buildStarCount = (repo: string): number => {
  const t = found(
    tutorials.find((entry) => entry.repo === repo),
    `tutorial ${repo}`,
  );
  return (starsFixture as Record<string, number | undefined>)[`${t.owner}/${t.repo}`] ?? t.fallbackStars;
};

/** A tutorial's build-time star count as its card shows it ("31.4k"). */
export const buildStars = (repo: string): string => formatStars(buildStarCount(repo));

/** A package's price as its card shows it: "$2,700/month", "$8,500". */
export const priceOf = (p: Pick<Package, "price" | "cadence">): string => formatPrice(p.price, p.cadence, ui.price);

/** The lowest price of a channel, as "Packages from …" quotes it. */
export const fromPriceOf = (channelSlug: string): string =>
  priceOf(found(cheapest(packagesOf(channelSlug)), channelSlug));

/** The e-mail a package's button opens (subject and body with \n line breaks). */
export const packageMailOf = (p: Package): MailParts => packageMail(p, site, ui.price);

/** The e-mail a button that is not one package opens: a channel's closing button, or the custom package. */
export const inquiryMailOf = (i: Inquiry): MailParts =>
  channelMail(i, i.channel ? packagesOf(i.channel) : packages, site, ui.price);

/** What a discounted package saves against its struck price, or undefined when it has none. */
const savings = (pkg: { price: number; strikePrice?: number | undefined }) =>
  pkg.strikePrice === undefined ? undefined : pkg.strikePrice - pkg.price;

export {
  buildMailto,
  fillLocal,
  formatPrice,
  formatStars,
  formatUsd,
  groupDigits,
  oneTimeTotal,
  savings,
  spellOutFigure,
  valueComparison,
};
