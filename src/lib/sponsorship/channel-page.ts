import { toPoint, type Point } from "../content/entries";
import { toPageCopy, type PageCopy } from "../content/page-copy";
import { pathOf, type ChannelPage } from "../routes";
import { channelOffers } from "../structured-data/sponsorship";
import { toChannel, toFigure, toPackage } from "./from-data";
import { inGroup } from "./group";
import type { Figure, Package } from "./types";

/** What the sponsorship frame takes from a channel page's own content. */
export interface ChannelFrameContent {
  path: string;
  page: PageCopy;
  service: { name: string; description: string; packages: readonly Package[] };
}

export interface ChannelPageContent {
  page: PageCopy;
  /** The channel's packages, in the order of data/packages.json. */
  packages: Package[];
  frame: ChannelFrameContent;
  figures(group: string): Figure[];
  points(group: string): Point[];
}

/**
 * The part every channel page's query shares (the ChannelPage fragment) in domain types, so each template
 * keeps only what is its own: which groups go where, and the closing e-mail.
 */
export function toChannelPage(data: Queries.ChannelPageFragment, slug: ChannelPage): ChannelPageContent {
  const page = toPageCopy(data.page, slug);
  if (!data.channel) throw new Error(`data/channels.json has no entry "${slug}"`);
  const channel = toChannel(data.channel);
  const packages = data.packages.nodes.map(toPackage);
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
      },
    },
    figures: (group) => inGroup(data.figures.nodes, group).map(toFigure),
    points: (group) => inGroup(data.points.nodes, group).map(toPoint),
  };
}
