import type { ShownGroups } from "../content/collections";
import { toPoint, type Loose, type Point } from "../content/entries";
import { toPageCopy } from "../content/page-copy";
import { pathOf, type ChannelPage } from "../routes";
import { scheduleOf } from "../slots";
import { availabilityOf, channelOffers } from "../structured-data/sponsorship";
import { toBookings, toChannel, toFigure, toPackage } from "./from-data";
import type { Figure } from "./types";

/** The groups of figures and of points a channel's page shows (data validation refuses others). */
type FigureGroup<P extends ChannelPage> = ShownGroups["figures"][P][number];
type PointGroup<P extends ChannelPage> = ShownGroups["points"][P][number];

interface ChannelPageOptions<P extends ChannelPage> {
  slug: P;
  /** The group of data/figures.json shown in the page's header band. */
  metrics: FigureGroup<P>;
}

const nonEmpty = <T>(items: T[]): items is [T, ...T[]] => items.length > 0;

/** The ChannelPage fragment in domain types, so each template keeps only its sections and closing e-mail. */
export function toChannelPage<P extends ChannelPage>(
  data: Loose<Queries.ChannelPageFragment>,
  { slug, metrics }: ChannelPageOptions<P>,
) {
  const page = toPageCopy(data.page, slug);
  // In the order of data/packages.json; a channel page has one at least.
  const packages = data.packages.nodes.map(toPackage);
  if (!data.channel || !nonEmpty(packages)) throw new Error(`data/ has no ${slug} channel or package`);
  const channel = toChannel(data.channel);
  const { buildDay, booked: allBooked } = toBookings(data);
  const booked = allBooked[slug] ?? [];
  const availability = { [slug]: availabilityOf(scheduleOf(channel.slots, booked, buildDay)) };
  const figures = (group: FigureGroup<P>): Figure[] =>
    data.figures.nodes.filter((n) => n.group === group).map(toFigure);
  return {
    page,
    packages,
    frame: {
      path: pathOf(slug),
      page,
      service: {
        name: channel.title,
        description: channel.description,
        packages: channelOffers(channel, packages),
        availability,
      },
      metrics: figures(metrics),
      slots: { rule: channel.slots, booked, buildDay },
    },
    figures,
    points: (group: PointGroup<P>): Point[] => data.points.nodes.filter((n) => n.group === group).map(toPoint),
  };
}
