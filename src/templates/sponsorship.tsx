import { css } from "@emotion/react";
import { graphql, type PageProps } from "gatsby";
import { Layout } from "../components/layout/layout";
import { Seo } from "../components/layout/seo";
import { BackLink } from "../components/sponsorship/back-link";
import { ChannelCard } from "../components/sponsorship/channel-card";
import { ClosingCta } from "../components/sponsorship/closing-cta";
import { FaqList } from "../components/sponsorship/faq-list";
import { MailButton } from "../components/sponsorship/mail-button";
import { HeroMetrics, PageHero } from "../components/sponsorship/page-hero";
import { PointGrid } from "../components/sponsorship/point-grid";
import { Section, SectionHeading } from "../components/ui/section";
import { useSiteMetadata } from "../hooks/use-site-metadata";
import { toChannel, toFaq, toInquiry, toPackage, toPoint, toStat } from "../lib/sponsorship/from-data";
import { channelMail } from "../lib/sponsorship/inquiries";
import { sponsorshipPageJsonLd } from "../lib/structured-data/sponsorship";
import { media } from "../styles/media";

const TITLE = "Sponsorship Opportunities | DiamantAI";
const DESCRIPTION =
  "Sponsor DiamantAI's GenAI education: GitHub tutorials, logo placement, newsletter and social media packages reaching 500K+ developers a month.";

export default function SponsorshipTemplate({ path, data }: PageProps<Queries.SponsorshipPageQuery>) {
  const site = useSiteMetadata();
  const stats = data.stats.nodes.map(toStat);
  const channels = data.channels.nodes.map(toChannel);
  const why = data.why.nodes.map(toPoint);
  const faqs = data.faqs.nodes.map(toFaq);
  const packages = data.packages.nodes.map(toPackage);
  if (!data.custom) throw new Error('data/inquiries.json has no "custom-package" entry');
  const custom = toInquiry(data.custom);

  return (
    <Layout path={path}>
      <Seo
        path="/sponsorship/"
        title={TITLE}
        description={DESCRIPTION}
        jsonLd={sponsorshipPageJsonLd(
          {
            service: {
              name: `${site.name} Sponsorship`,
              description: DESCRIPTION,
              serviceType: "Developer audience sponsorship",
              path: "/sponsorship/",
              packages,
            },
            faqs,
          },
          site,
        )}
      />
      <PageHero
        nav={<BackLink to="/">Back to Home</BackLink>}
        eyebrow="Sponsorship"
        title="Sponsorship Opportunities"
        lead="Put your AI product in front of the engineers, developers and researchers who learn GenAI from DiamantAI's open-source tutorials, newsletter and communities."
      >
        <HeroMetrics id="reach-title" title="Total Reach" metrics={stats} />
      </PageHero>

      <Section labelledBy="channels-title">
        <SectionHeading
          id="channels-title"
          title="Choose Your Channel"
          lead="Four ways to reach the audience, each with its own packages and figures."
        />
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
          {channels.map((channel) => (
            <ChannelCard key={channel.slug} channel={channel} />
          ))}
        </div>
      </Section>

      <Section tone="subtle" labelledBy="why-title">
        <SectionHeading id="why-title" title={`Why Partner with ${site.name}`} />
        <PointGrid points={why} label="Why partner" />
      </Section>

      <Section labelledBy="faq-title">
        <SectionHeading id="faq-title" title="Frequently Asked Questions" />
        <FaqList faqs={faqs} />
      </Section>

      <ClosingCta
        id="custom-title"
        title="Need a Custom Package?"
        lead="Combine tutorials, logo placement, the newsletter and social media into one campaign built around your launch."
      >
        <MailButton mail={channelMail(custom, packages, site)}>Contact for Custom Package</MailButton>
      </ClosingCta>
    </Layout>
  );
}

export const query = graphql`
  query SponsorshipPage {
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
