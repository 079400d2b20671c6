import { graphql, type PageProps } from "gatsby";
import { ChannelGrid } from "../components/sponsorship/channel-card";
import { CopySection } from "../components/sponsorship/copy-section";
import { PointsSection } from "../components/sponsorship/point-grid";
import { FaqSection } from "../components/sponsorship/faq-list";
import { SponsorshipFrame } from "../components/sponsorship/sponsorship-frame";
import { useSiteMetadata } from "../hooks/use-site-metadata";
import { useUi } from "../hooks/use-ui";
import { toPageCopy } from "../lib/content/page-copy";
import { pathOf } from "../lib/routes";
import { toPoint, toStat } from "../lib/content/entries";
import { scheduleOf } from "../lib/slots";
import { toBookings, toChannel, toPackage } from "../lib/sponsorship/from-data";
import { availabilityOf } from "../lib/structured-data/sponsorship";
import { channelMail } from "../lib/sponsorship/inquiries";

export default function SponsorshipTemplate({ data }: PageProps<Queries.SponsorshipPageQuery>) {
  const site = useSiteMetadata();
  const ui = useUi();
  const page = toPageCopy(data.page, "sponsorship");
  const hero = page.section("hero");
  const faqs = data.faqs.nodes;
  const packages = data.packages.nodes.map(toPackage);
  if (!data.custom) throw new Error('data/inquiries.json has no "custom-package" entry');
  const channels = data.channels.nodes.map(toChannel);
  const bookings = toBookings(data);
  const availability = Object.fromEntries(
    channels.map((c) => [
      c.slug,
      availabilityOf(scheduleOf(c.slots, bookings.booked[c.slug] ?? [], bookings.buildDay)),
    ]),
  );

  return (
    <SponsorshipFrame
      path={pathOf("sponsorship")}
      page={page}
      service={{ name: hero.title, description: page.description ?? site.description, packages, availability }}
      metrics={data.stats.nodes.map(toStat)}
      faqs={faqs}
      closingMail={channelMail(data.custom, packages, site, ui.price)}
    >
      <CopySection copy={page.section("channels")}>
        <ChannelGrid channels={channels} bookings={bookings} />
      </CopySection>

      <PointsSection copy={page.section("why")} tone="subtle" points={data.why.nodes.map(toPoint)} />

      <FaqSection copy={page.section("faq")} faqs={faqs} />
    </SponsorshipFrame>
  );
}

export const query = graphql`
  query SponsorshipPage($page: String!) {
    ...OwnPage
    ...Bookings
    stats: allStatsJson(filter: { placements: { in: ["sponsorship"] } }, sort: { order: { sponsorship: ASC } }) {
      nodes {
        ...StatEntry
      }
    }
    channels: allChannelsJson(sort: { fields: { position: ASC } }) {
      nodes {
        ...SponsorshipChannel
      }
    }
    why: allPointsJson(
      filter: { page: { eq: "sponsorship" }, group: { eq: "why-partner" } }
      sort: { fields: { position: ASC } }
    ) {
      nodes {
        ...PointEntry
      }
    }
    faqs: allFaqsJson(filter: { page: { eq: "sponsorship" } }, sort: { fields: { position: ASC } }) {
      nodes {
        ...SponsorshipFaq
      }
    }
    packages: allPackagesJson(sort: { fields: { position: ASC } }) {
      nodes {
        ...SponsorshipPackage
      }
    }
    custom: inquiriesJson(slug: { eq: "custom-package" }) {
      ...SponsorshipInquiry
    }
  }
`;
