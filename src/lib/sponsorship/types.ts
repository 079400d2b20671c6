import type { Cadence } from "../format";
import type { IconName } from "../icon-names";
import type { InquiryTemplate } from "../mailto";
import type { SlotRule } from "../slots";

/**
 * Domain shapes of the sponsorship content: what components see, free of GraphQL nesting and nulls (the
 * shapes the home page shares, Stat and Point, are in ../content/entries.ts).
 */
export interface Fee {
  name: string;
  price: number;
}

export interface Package {
  slug: string;
  channel: string;
  name: string;
  description: string;
  price: number;
  cadence: Cadence;
  strikePrice?: number;
  badge?: string;
  setupFee?: Fee;
  addOns: readonly Fee[];
  items: readonly string[];
  inquiry: InquiryTemplate;
}

export interface Inquiry extends InquiryTemplate {
  slug: string;
  channel?: string;
}

export interface Figure {
  slug: string;
  icon?: IconName;
  value: string;
  label: string;
  /** Percentage (0-100) drawn as the length of a bar. */
  share?: number;
}

export interface Channel {
  slug: string;
  title: string;
  description: string;
  icon: IconName;
  route: string;
  metrics: readonly { value: string; label: string }[];
  /** Slugs of the packages the channel page's JSON-LD Service offers; all of the channel's when absent. */
  offers?: readonly string[];
  /** How it is booked: by the week or the month, how many sponsors a slot takes, how many slots the page shows. */
  slots: SlotRule;
}

/** The booked slots of every channel and the build's day, against which the pages compute their slots. */
export interface Bookings {
  /** The build's day, YYYY-MM-DD (UTC). */
  buildDay: string;
  /** The first days of the booked slots, by channel (a slot appears once per sponsor). */
  booked: Readonly<Record<string, readonly string[]>>;
}

/* The generated fragment types serve as they are where they hold no null a component would have to handle. */
export type Faq = Queries.SponsorshipFaqFragment;

export type Rate = Queries.SponsorshipRateFragment;

export type Quote = Queries.SponsorshipQuoteFragment;
