import { css } from "@emotion/react";
import { graphql, type PageProps } from "gatsby";
import { ChannelCard } from "../components/sponsorship/channel-card";
import { CopySection, PointsSection } from "../components/sponsorship/copy-section";
import { FaqList } from "../components/sponsorship/faq-list";
import { SponsorshipFrame } from "../components/sponsorship/sponsorship-frame";
import { useSiteMetadata } from "../hooks/use-site-metadata";
import { toPageCopy } from "../lib/content/page-copy";
import { pathOf } from "../lib/routes";
import { toPoint, toStat } from "../lib/content/entries";
import { toChannel, toFaq, toInquiry, toPackage } from "../lib/sponsorship/from-data";
import { channelMail } from "../lib/sponsorship/inquiries";
import { media } from "../styles/media";

export default function SponsorshipTemplate({ path, data }: PageProps<Queries.SponsorshipPageQuery>) {
  const site = useSiteMetadata();
  const page = toPageCopy(data.page, "sponsorship");
  const hero = page.section("hero");
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
      <CopySection copy={page.section("channels")}>
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
      </CopySection>

      <PointsSection copy={page.section("why")} tone="subtle" points={data.why.nodes.map(toPoint)} />

      <CopySection copy={page.section("faq")}>
        <FaqList faqs={faqs} />
      </CopySection>
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
        ...StatEntry
      }
    }
    channels: allChannelsJson {
      nodes {
        ...SponsorshipChannel
      }
    }
    why: allPointsJson(filter: { page: { eq: "sponsorship" }, group: { eq: "why-partner" } }) {
      nodes {
        ...PointEntry
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
