import { css } from "@emotion/react";
import { graphql, type PageProps } from "gatsby";
import { BarList } from "../components/sponsorship/bar-list";
import { PackageCard } from "../components/sponsorship/package-card";
import { PointGrid } from "../components/sponsorship/point-grid";
import { SponsorshipFrame } from "../components/sponsorship/sponsorship-frame";
import { LogoGrid } from "../components/ui/logo-grid";
import { Section, SectionHeading } from "../components/ui/section";
import { useSiteMetadata } from "../hooks/use-site-metadata";
import { toPageCopy } from "../lib/content/page-copy";
import { pathOf } from "../lib/routes";
import { channelOffers } from "../lib/structured-data/sponsorship";
import { toChannel, toFigure, toPackage, toPoint } from "../lib/sponsorship/from-data";
import { inGroup } from "../lib/sponsorship/group";
import { packageMail } from "../lib/sponsorship/inquiries";
import { media } from "../styles/media";

export default function SponsorshipLogoOnlyTemplate({ path, data }: PageProps<Queries.SponsorshipLogoOnlyPageQuery>) {
  const site = useSiteMetadata();
  const page = toPageCopy(data.page, "logo-only");
  const [node] = data.packages.nodes;
  if (!data.channel || !node) throw new Error("data/ has no logo-only channel or package");
  const pkg = toPackage(node);
  const pricing = page.section("pricing");
  const benefits = page.section("benefits");
  const demographics = page.section("demographics");
  const partners = page.section("partners");
  const reasons = page.section("reasons");

  return (
    <SponsorshipFrame
      locationPath={path}
      path={pathOf("logo-only")}
      page={page}
      service={{
        name: data.channel.title,
        description: data.channel.description,
        packages: channelOffers(toChannel(data.channel), data.packages.nodes.map(toPackage)),
      }}
      metrics={inGroup(data.figures.nodes, "reach").map(toFigure)}
      closingMail={packageMail(pkg, site)}
      closingTone="subtle"
    >
      <Section labelledBy="pricing-title">
        <SectionHeading id="pricing-title" title={pricing.req("title")} lead={pricing.lead} />
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
          <PackageCard pkg={pkg} site={site} cta={pricing.req("action")} featured />
          <div>
            <h3
              css={css`
                margin-bottom: 16px;
                font-size: 22px;
              `}
            >
              {benefits.req("title")}
            </h3>
            <PointGrid
              points={inGroup(data.points.nodes, "benefits").map(toPoint)}
              label={benefits.label ?? benefits.req("title")}
              columns={1}
            />
          </div>
        </div>
      </Section>

      <Section tone="subtle" labelledBy="demographics-title">
        <SectionHeading id="demographics-title" title={demographics.req("title")} lead={demographics.lead} />
        <div
          css={css`
            max-width: 760px;
            margin: 0 auto;
          `}
        >
          <BarList
            id="regions-title"
            title={page.section("geography").req("title")}
            figures={inGroup(data.figures.nodes, "geography").map(toFigure)}
          />
        </div>
      </Section>

      <Section labelledBy="partners-title">
        <SectionHeading id="partners-title" title={partners.req("title")} lead={partners.lead} />
        <LogoGrid />
      </Section>

      <Section tone="subtle" labelledBy="reasons-title">
        <SectionHeading id="reasons-title" title={reasons.req("title")} lead={reasons.lead} />
        <PointGrid
          points={inGroup(data.points.nodes, "reasons").map(toPoint)}
          label={reasons.label ?? reasons.req("title")}
          columns={4}
        />
      </Section>
    </SponsorshipFrame>
  );
}

export const query = graphql`
  query SponsorshipLogoOnlyPage($channel: String!, $page: String!) {
    ...ChannelPage
  }
`;
