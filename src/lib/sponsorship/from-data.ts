import { optionalIcon, type Loose } from "../content/entries";
import type { Cadence } from "../format";
import { asIconName } from "../icon-names";
import { pathOf, type ChannelPage } from "../routes";
import type { Channel, Figure, Inquiry, Package } from "./types";

/**
 * Maps the nodes of the page queries (their generated fragment types; the raw data files or fixtures, in
 * tests) to the domain types. The build has already validated the content, so a failure here means the
 * content model and the code disagree.
 */
export function toCadence(value: string): Cadence {
  if (value !== "month" && value !== "one-time") throw new Error(`Unknown cadence "${value}"`);
  return value;
}

export function toPackage(node: Loose<Queries.SponsorshipPackageFragment>): Package {
  return {
    slug: node.slug,
    channel: node.channel,
    name: node.name,
    description: node.description,
    price: node.price,
    cadence: toCadence(node.cadence),
    ...(node.strikePrice != null && { strikePrice: node.strikePrice }),
    ...(node.badge && { badge: node.badge }),
    ...(node.setupFee && { setupFee: { name: node.setupFee.name, price: node.setupFee.price } }),
    addOns: (node.addOns ?? []).map((a) => ({ name: a.name, price: a.price })),
    items: node.items,
    inquiry: { subject: node.inquiry.subject, intro: node.inquiry.intro, blanks: node.inquiry.blanks },
  };
}

export function toInquiry(node: Loose<Queries.SponsorshipInquiryFragment>): Inquiry {
  return {
    slug: node.slug,
    ...(node.channel && { channel: node.channel }),
    subject: node.subject,
    intro: node.intro,
    blanks: node.blanks,
  };
}

export function toFigure(node: Loose<Queries.SponsorshipFigureFragment>): Figure {
  const icon = optionalIcon(node.icon);
  return {
    slug: node.slug,
    ...(icon && { icon }),
    value: node.value,
    label: node.label,
    ...(node.share != null && { share: node.share }),
  };
}

export const toChannel = (node: Loose<Queries.SponsorshipChannelFragment>): Channel => ({
  slug: node.slug,
  title: node.title,
  description: node.description,
  icon: asIconName(node.icon),
  route: pathOf(node.slug as ChannelPage),
  metrics: node.metrics.map((m) => ({ value: m.value, label: m.label })),
  ...(node.offers && { offers: node.offers }),
});
