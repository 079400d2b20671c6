import type { Cadence } from "../format";
import { asIconName, type IconName } from "../icon-names";
import { pathOf, type ChannelPage } from "../routes";
import type { Channel, Faq, Figure, Inquiry, Package, Point, Quote, Rate, Stat } from "./types";

/**
 * Maps the nodes of the page queries (or the raw data files, in tests) to the domain types. The build has
 * already validated the content, so a failure here means the content model and the code disagree.
 */
type Maybe<T> = T | null | undefined;

const optionalIcon = (name: Maybe<string>): IconName | undefined => (name ? asIconName(name) : undefined);

export function toCadence(value: string): Cadence {
  if (value !== "month" && value !== "one-time") throw new Error(`Unknown cadence "${value}"`);
  return value;
}

interface FeeNode {
  readonly name: string;
  readonly price: number;
}

export interface PackageNode {
  readonly slug: string;
  readonly channel: string;
  readonly name: string;
  readonly description: string;
  readonly price: number;
  readonly cadence: string;
  readonly strikePrice?: Maybe<number>;
  readonly badge?: Maybe<string>;
  readonly setupFee?: Maybe<FeeNode>;
  readonly addOns?: Maybe<readonly FeeNode[]>;
  readonly items: readonly string[];
  readonly inquiry: { readonly subject: string; readonly intro: string; readonly blanks: readonly string[] };
}

export function toPackage(node: PackageNode): Package {
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

export interface InquiryNode {
  readonly slug: string;
  readonly channel?: Maybe<string>;
  readonly subject: string;
  readonly intro: string;
  readonly blanks: readonly string[];
}

export function toInquiry(node: InquiryNode): Inquiry {
  return {
    slug: node.slug,
    ...(node.channel && { channel: node.channel }),
    subject: node.subject,
    intro: node.intro,
    blanks: node.blanks,
  };
}

export interface FigureNode {
  readonly slug: string;
  readonly icon?: Maybe<string>;
  readonly value: string;
  readonly label: string;
  readonly share?: Maybe<number>;
}

export function toFigure(node: FigureNode): Figure {
  const icon = optionalIcon(node.icon);
  return {
    slug: node.slug,
    ...(icon && { icon }),
    value: node.value,
    label: node.label,
    ...(node.share != null && { share: node.share }),
  };
}

export interface PointNode {
  readonly slug: string;
  readonly icon?: Maybe<string>;
  readonly title: string;
  readonly description?: Maybe<string>;
}

export function toPoint(node: PointNode): Point {
  const icon = optionalIcon(node.icon);
  return {
    slug: node.slug,
    ...(icon && { icon }),
    title: node.title,
    ...(node.description && { description: node.description }),
  };
}

export const toFaq = (node: Faq): Faq => ({ slug: node.slug, question: node.question, answer: node.answer });

export const toRate = (node: Rate): Rate => ({
  slug: node.slug,
  label: node.label,
  unit: node.unit,
  rate: node.rate,
  quantity: node.quantity,
  plus: node.plus,
});

export const toQuote = (node: Quote): Quote => ({
  slug: node.slug,
  quote: node.quote,
  author: node.author,
  organization: node.organization,
});

export interface ChannelNode {
  readonly slug: string;
  readonly title: string;
  readonly description: string;
  readonly icon: string;
  readonly metrics: readonly { readonly value: string; readonly label: string }[];
  readonly offers?: Maybe<readonly string[]>;
}

export const toChannel = (node: ChannelNode): Channel => ({
  slug: node.slug,
  title: node.title,
  description: node.description,
  icon: asIconName(node.icon),
  route: pathOf(node.slug as ChannelPage),
  metrics: node.metrics.map((m) => ({ value: m.value, label: m.label })),
  ...(node.offers && { offers: node.offers }),
});

export interface StatNode {
  readonly slug: string;
  readonly icon: string;
  readonly value: string;
  readonly label: string;
}

export const toStat = (node: StatNode): Stat => ({
  slug: node.slug,
  icon: asIconName(node.icon),
  value: node.value,
  label: node.label,
});
