import { optionalIcon, type Loose } from "../content/entries";
import { asIconName } from "../icon-names";
import { pathOf, type ChannelPage } from "../routes";
import { bookedByChannel, dayOf } from "../slots";
import type { Bookings, Channel, Figure, Inquiry, Package } from "./types";

/**
 * Maps the nodes of the page queries (their generated fragment types; the raw data files or fixtures, in
 * tests) to the domain types: names of icons and cadences checked, nulls as absent values. The build has
 * already validated the content, so a failure here means the content model and the code disagree.
 */
export function toPackage(node: Loose<Queries.SponsorshipPackageFragment>): Package {
  const { cadence } = node;
  if (cadence !== "month" && cadence !== "one-time") throw new Error(`Unknown cadence "${cadence}"`);
  return {
    ...node,
    cadence,
    strikePrice: node.strikePrice ?? undefined,
    badge: node.badge ?? undefined,
    setupFee: node.setupFee ?? undefined,
    addOns: node.addOns ?? [],
  };
}

export const toInquiry = (node: Loose<Queries.SponsorshipInquiryFragment>): Inquiry => ({
  ...node,
  channel: node.channel ?? undefined,
});

export const toFigure = (node: Loose<Queries.SponsorshipFigureFragment>): Figure => ({
  ...node,
  icon: optionalIcon(node.icon),
  share: node.share ?? undefined,
});

export function toChannel(node: Loose<Queries.SponsorshipChannelFragment>): Channel {
  const { unit } = node.slots;
  if (unit !== "week" && unit !== "month") throw new Error(`Unknown slot unit "${unit}"`);
  return {
    ...node,
    icon: asIconName(node.icon),
    route: pathOf(node.slug as ChannelPage),
    offers: node.offers ?? undefined,
    slots: { ...node.slots, unit },
  };
}

/** The booked slots by channel, and the build's day (UTC) that the static HTML's slots are computed against. */
export function toBookings(data: Loose<Queries.BookingsFragment>): Bookings {
  const booked = bookedByChannel(data.bookings.nodes);
  const time = data.site?.buildTime;
  if (!time) throw new Error("The site has no build time");
  return { buildDay: dayOf(Date.parse(time)), booked };
}
