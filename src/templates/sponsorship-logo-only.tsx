import { css } from "@emotion/react";
import { graphql, type PageProps } from "gatsby";
import { Layout } from "../components/layout/layout";
import { Seo } from "../components/layout/seo";
import { BackLink } from "../components/sponsorship/back-link";
import { BarList } from "../components/sponsorship/bar-list";
import { ClosingCta } from "../components/sponsorship/closing-cta";
import { MailButton } from "../components/sponsorship/mail-button";
import { PackageCard } from "../components/sponsorship/package-card";
import { HeroMetrics, PageHero } from "../components/sponsorship/page-hero";
import { PointGrid } from "../components/sponsorship/point-grid";
import { LinkButton } from "../components/ui/button";
import { LogoGrid } from "../components/ui/logo-grid";
import { Section, SectionHeading } from "../components/ui/section";
import { useSiteMetadata } from "../hooks/use-site-metadata";
import { formatPrice } from "../lib/format";
import { toChannel, toFigure, toPackage, toPoint } from "../lib/sponsorship/from-data";
import { inGroup } from "../lib/sponsorship/group";
import { packageMail } from "../lib/sponsorship/inquiries";
import { channelOffers, sponsorshipPageJsonLd } from "../lib/structured-data/sponsorship";
import { media } from "../styles/media";

const PATH = "/sponsorship/logo-only/";

export default function SponsorshipLogoOnlyTemplate({ path, data }: PageProps<Queries.SponsorshipLogoOnlyPageQuery>) {
  const site = useSiteMetadata();
  const [node] = data.packages.nodes;
  if (!data.channel || !node) throw new Error("data/ has no logo-only channel or package");
  const pkg = toPackage(node);
  const channel = toChannel(data.channel);
  const reach = inGroup(data.figures.nodes, "reach").map(toFigure);
  const geography = inGroup(data.figures.nodes, "geography").map(toFigure);
  const benefits = inGroup(data.points.nodes, "benefits").map(toPoint);
  const reasons = inGroup(data.points.nodes, "reasons").map(toPoint);
  const price = formatPrice(pkg.price, pkg.cadence);

  return (
    <Layout path={path}>
      <Seo
        path={PATH}
        title="Logo-Only Sponsorship | DiamantAI"
        description={`Premium logo placement in DiamantAI's GenAI tutorial repositories: 500K+ monthly views from developers in 60+ countries, ${price}.`}
        jsonLd={sponsorshipPageJsonLd(
          {
            service: {
              name: channel.title,
              description: channel.description,
              serviceType: "Logo sponsorship",
              path: PATH,
              packages: channelOffers(channel, data.packages.nodes.map(toPackage)),
            },
          },
          site,
        )}
      />
      <PageHero
        nav={<BackLink to="/sponsorship/">Back to Sponsorship Options</BackLink>}
        eyebrow="Sponsorship · Logo placement"
        title={channel.title}
        lead={channel.description}
      >
        <HeroMetrics id="reach-title" title="Reach" metrics={reach} />
      </PageHero>

      <Section labelledBy="pricing-title">
        <SectionHeading
          id="pricing-title"
          title="One Flat Monthly Price"
          lead={`Your logo in every featured repository for ${price}, with nothing for your team to produce.`}
        />
        <div
          css={css`
            display: grid;
            grid-template-columns: minmax(0, 1fr);
            gap: 40px 32px;
            align-items: start;
            padding-top: 14px;
            ${media.lg} {
              grid-template-columns: minmax(0, 5fr) minmax(0, 7fr);
            }
          `}
        >
          <PackageCard pkg={pkg} site={site} cta="Get Logo Placement" featured />
          <div>
            <h3
              css={css`
                margin-bottom: 16px;
                font-size: 22px;
              `}
            >
              Benefits
            </h3>
            <PointGrid points={benefits} label="Benefits" columns={1} />
          </div>
        </div>
      </Section>

      <Section tone="subtle" labelledBy="demographics-title">
        <SectionHeading
          id="demographics-title"
          title="Audience Demographics"
          lead="Where the developers who see your logo come from."
        />
        <div
          css={css`
            max-width: 760px;
            margin: 0 auto;
          `}
        >
          <BarList id="regions-title" title="Audience by region" figures={geography} />
        </div>
      </Section>

      <Section labelledBy="partners-title">
        <SectionHeading
          id="partners-title"
          title="In Good Company"
          lead="Your logo appears beside the AI companies that sponsor the tutorials."
        />
        <LogoGrid label="Partner companies" />
      </Section>

      <Section tone="subtle" labelledBy="reasons-title">
        <SectionHeading id="reasons-title" title="Why Choose Logo-Only" />
        <PointGrid points={reasons} label="Reasons to choose logo-only" columns={4} />
      </Section>

      <ClosingCta
        id="closing-title"
        tone="subtle"
        title="Ready to Put Your Logo in Front of Developers?"
        lead="Send us your logo and link; most placements go live within days."
      >
        <MailButton mail={packageMail(pkg, site)}>Contact About Logo Sponsorship</MailButton>
        <LinkButton to="/sponsorship/" variant="onDark">
          View Other Sponsorship Options
        </LinkButton>
      </ClosingCta>
    </Layout>
  );
}

export const query = graphql`
  query SponsorshipLogoOnlyPage($channel: String!) {
    channel: channelsJson(slug: { eq: $channel }) {
      ...SponsorshipChannel
    }
    packages: allPackagesJson(filter: { channel: { eq: $channel } }) {
      nodes {
        ...SponsorshipPackage
      }
    }
    figures: allFiguresJson(filter: { page: { eq: $channel } }) {
      nodes {
        ...SponsorshipFigure
      }
    }
    points: allPointsJson(filter: { page: { eq: $channel } }) {
      nodes {
        ...SponsorshipPoint
      }
    }
  }
`;
