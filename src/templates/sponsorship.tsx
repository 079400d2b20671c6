import { css } from "@emotion/react";
import { graphql, type PageProps } from "gatsby";
import { ChannelCard } from "../components/sponsorship/channel-card";
import { FaqList } from "../components/sponsorship/faq-list";
import { PointGrid } from "../components/sponsorship/point-grid";
import { SponsorshipFrame } from "../components/sponsorship/sponsorship-frame";
import { Section, SectionHeading } from "../components/ui/section";
import { useSiteMetadata } from "../hooks/use-site-metadata";
import { toPageCopy } from "../lib/content/page-copy";
import { pathOf } from "../lib/routes";
import { toChannel, toFaq, toInquiry, toPackage, toPoint, toStat } from "../lib/sponsorship/from-data";
import { channelMail } from "../lib/sponsorship/inquiries";
import { media } from "../styles/media";

export default function SponsorshipTemplate({ path, data }: PageProps<Queries.SponsorshipPageQuery>) {
  const site = useSiteMetadata();
  const page = toPageCopy(data.page, "sponsorship");
  const hero = page.section("hero");
  const channels = page.section("channels");
  const why = page.section("why");
  const faq = page.section("faq");
  const faqs = data.faqs.nodes.map(toFaq);
  const packages = data.packages.nodes.map(toPackage);
  if (!data.custom) throw new Error('data/inquiries.json has no "custom-package" entry');

  return (
    <SponsorshipFrame
      locationPath={path}
      path={pathOf("sponsorship")}
      page={page}
      service={{ name: hero.req("title"), description: page.description ?? site.description, packages }}
      metrics={data.stats.nodes.map(toStat)}
      faqs={faqs}
      closingMail={channelMail(toInquiry(data.custom), packages, site)}
    >
      <Section labelledBy="channels-title">
        <SectionHeading id="channels-title" title={channels.req("title")} lead={channels.lead} />
        <div
          css={css`
            display: grid;
            grid-template-columns: minmax(0, 1fr);
            gap: 24px;
            ${media.md} {
              grid-template-columns: repeat(2, minmax(0, 1fr));
            }
          `}
        >
          {data.channels.nodes.map(toChannel).map((channel) => (
            <ChannelCard key={channel.slug} channel={channel} />
          ))}
        </div>
      </Section>

      <Section tone="subtle" labelledBy="why-title">
        <SectionHeading id="why-title" title={why.req("title")} lead={why.lead} />
        <PointGrid points={data.why.nodes.map(toPoint)} label={why.label ?? why.req("title")} />
      </Section>

      <Section labelledBy="faq-title">
        <SectionHeading id="faq-title" title={faq.req("title")} lead={faq.lead} />
        <FaqList faqs={faqs} />
      </Section>
    </SponsorshipFrame>
  );
}

export const query = graphql`
  query SponsorshipPage($page: String!) {
    page: pagesJson(slug: { eq: $page }) {
      ...PageCopy
    }
    stats: allStatsJson(filter: { placements: { in: ["sponsorship"] } }, sort: { order: { sponsorship: ASC } }) {
      nodes {
        slug
        icon
        value
        label
      }
    }
    channels: allChannelsJson {
      nodes {
        ...SponsorshipChannel
      }
    }
    why: allPointsJson(filter: { page: { eq: "sponsorship" }, group: { eq: "why-partner" } }) {
      nodes {
        ...SponsorshipPoint
      }
    }
    faqs: allFaqsJson(filter: { page: { eq: "sponsorship" } }) {
      nodes {
        ...SponsorshipFaq
      }
    }
    packages: allPackagesJson {
      nodes {
        ...SponsorshipPackage
      }
    }
    custom: inquiriesJson(slug: { eq: "custom-package" }) {
      ...SponsorshipInquiry
    }
  }
`;
