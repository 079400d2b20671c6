import {
  toChannel,
  toFigure,
  toPackage,
  type ChannelNode,
  type FigureNode,
  type PackageNode,
} from "../../lib/sponsorship/from-data";
import { inGroup } from "../../lib/sponsorship/group";
import { channelOffers } from "../../lib/structured-data/sponsorship";
import { SponsorshipFrame, type SponsorshipFrameProps } from "./sponsorship-frame";

/** The result of the ChannelPage fragment (src/components/sponsorship/fragments.ts) that every channel page queries. */
export interface ChannelPageData {
  channel: ChannelNode | null;
  packages: { nodes: readonly PackageNode[] };
  figures: { nodes: readonly (FigureNode & { readonly group: string })[] };
}

interface ChannelFrameProps extends Omit<SponsorshipFrameProps, "service" | "metrics"> {
  data: ChannelPageData;
  /** The group of the page's figures shown in the header band. */
  metricsGroup: string;
}

/**
 * The frame of a channel page: its Service is the channel (title, description and the packages its entry
 * offers), its header band shows the page's figures of one group.
 */
export function ChannelFrame({ data, metricsGroup, ...frame }: ChannelFrameProps) {
  if (!data.channel) throw new Error(`data/channels.json has no channel for page "${frame.page.slug}"`);
  const channel = toChannel(data.channel);
  return (
    <SponsorshipFrame
      {...frame}
      service={{
        name: channel.title,
        description: channel.description,
        packages: channelOffers(channel, data.packages.nodes.map(toPackage)),
      }}
      metrics={inGroup(data.figures.nodes, metricsGroup).map(toFigure)}
    />
  );
}
