import type { JsonObject } from "../../lib/content/validate";
import type { PageSlug } from "../../lib/routes";
import type { Content } from "./content";

/**
 * What each page's query returns (its `data` prop), computed from the content the way the query filters and sorts
 * it (src/templates/*.tsx, src/pages/404.tsx and their fragments), so the preview renders the pages' own templates
 * and mapping. Entries keep all their fields; the templates read the ones their queries name.
 */
export type PageData = Record<string, unknown>;

const nodes = (list: readonly JsonObject[]) => ({ nodes: list });
const on = (page: string) => (e: JsonObject) => e.page === page;
const inGroup = (group: string) => (e: JsonObject) => e.group === group;

/** Stats placed on a page, by their order there (file order without one), as `sort: { order: { <page>: ASC } }`. */
function statsOn(content: Content, page: "home" | "sponsorship"): JsonObject[] {
  const position = (s: JsonObject) => {
    const order = s.order;
    const value = order && typeof order === "object" && !Array.isArray(order) ? order[page] : undefined;
    return typeof value === "number" ? value : Number.POSITIVE_INFINITY;
  };
  return content.collections.stats
    .filter((s) => Array.isArray(s.placements) && s.placements.includes(page))
    .map((s, i) => ({ s, i }))
    .sort((a, b) => position(a.s) - position(b.s) || a.i - b.i)
    .map(({ s }) => s);
}

const pageEntry = (content: Content, slug: string) => content.collections.pages.find((p) => p.slug === slug) ?? null;

/**
 * The Bookings fragment: the booked slots, and "now" as the build's time, so the preview shows the slots a build
 * made today would show.
 */
const bookings = (content: Content): PageData => ({
  site: { buildTime: new Date().toISOString() },
  bookings: nodes(content.collections.bookings),
});

/** The ChannelPage fragment, and ChannelContact's inquiry (src/components/sponsorship/fragments.ts). */
function channelPage(content: Content, channel: string): PageData {
  const { collections: c } = content;
  return {
    ...bookings(content),
    page: pageEntry(content, channel),
    channel: c.channels.find((x) => x.slug === channel) ?? null,
    packages: nodes(c.packages.filter((p) => p.channel === channel)),
    figures: nodes(c.figures.filter(on(channel))),
    points: nodes(c.points.filter(on(channel))),
    contact: c.inquiries.find((i) => i.channel === channel) ?? null,
  };
}

export function pageData(content: Content, page: PageSlug): PageData {
  const { collections: c } = content;
  switch (page) {
    case "home":
      return {
        page: pageEntry(content, "home"),
        allStatsJson: nodes(statsOn(content, "home")),
        productsJson: c.products.find((p) => p.slug === "prompt-engineering-guide") ?? null,
        allPointsJson: nodes(c.points.filter(on("home")).filter(inGroup("partner-benefits"))),
        allServicesJson: nodes(c.services),
        allAdvisoryJson: nodes(c.advisory),
      };
    case "sponsorship":
      return {
        ...bookings(content),
        page: pageEntry(content, "sponsorship"),
        stats: nodes(statsOn(content, "sponsorship")),
        channels: nodes(c.channels),
        why: nodes(c.points.filter(on("sponsorship")).filter(inGroup("why-partner"))),
        faqs: nodes(c.faqs.filter(on("sponsorship"))),
        packages: nodes(c.packages),
        custom: c.inquiries.find((i) => i.slug === "custom-package") ?? null,
      };
    case "github":
      return { ...channelPage(content, page), quotes: nodes(c.quotes.filter(on(page))), rates: nodes(c.rates) };
    case "social-media":
      return { ...channelPage(content, page), faqs: nodes(c.faqs.filter(on(page))) };
    case "logo-only":
    case "newsletter":
      return channelPage(content, page);
    case "not-found":
      return { page: pageEntry(content, "not-found"), pages: nodes(c.pages) };
  }
}
