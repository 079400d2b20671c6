import { css } from "@emotion/react";
import { graphql, type PageProps } from "gatsby";
import { BarList } from "../components/sponsorship/bar-list";
import { ClientQuote } from "../components/sponsorship/client-quote";
import { PointGrid } from "../components/sponsorship/point-grid";
import { PricingBreakdown } from "../components/sponsorship/pricing-breakdown";
import { SponsorshipFrame } from "../components/sponsorship/sponsorship-frame";
import { ValueComparison } from "../components/sponsorship/value-comparison";
import { LogoGrid } from "../components/ui/logo-grid";
import { Section, SectionHeading } from "../components/ui/section";
import { useSiteMetadata } from "../hooks/use-site-metadata";
import { toPageCopy } from "../lib/content/page-copy";
import { pathOf } from "../lib/routes";
import { channelOffers } from "../lib/structured-data/sponsorship";
import { toChannel, toFigure, toPackage, toPoint, toQuote, toRate } from "../lib/sponsorship/from-data";
import { inGroup } from "../lib/sponsorship/group";
import { packageMail } from "../lib/sponsorship/inquiries";

export default function SponsorshipGithubTemplate({ path, data }: PageProps<Queries.SponsorshipGithubPageQuery>) {
  const site = useSiteMetadata();
  const page = toPageCopy(data.page, "github");
  const [node] = data.packages.nodes;
  if (!data.channel || !node) throw new Error("data/ has no GitHub channel or package");
  const pkg = toPackage(node);
  const benefits = page.section("benefits");
  const partners = page.section("partners");
  const pricing = page.section("pricing");
  const value = page.section("value");

  return (
    <SponsorshipFrame
      locationPath={path}
      path={pathOf("github")}
      canonicalPath={pathOf("sponsorship")}
      page={page}
      service={{
        name: data.channel.title,
        description: data.channel.description,
        packages: channelOffers(toChannel(data.channel), data.packages.nodes.map(toPackage)),
      }}
      metrics={inGroup(data.figures.nodes, "reach").map(toFigure)}
      closingMail={packageMail(pkg, site)}
    >
      <Section labelledBy="audience-title">
        <SectionHeading
          id="audience-title"
          title={page.section("audience").req("title")}
          lead={page.section("audience").lead}
        />
        <div
          css={css`
            max-width: 760px;
            margin: 0 auto;
          `}
        >
          <BarList
            id="geography-title"
            title={page.section("geography").req("title")}
            figures={inGroup(data.figures.nodes, "geography").map(toFigure)}
          />
        </div>
      </Section>

      <Section tone="subtle" labelledBy="benefits-title">
        <SectionHeading id="benefits-title" title={benefits.req("title")} lead={benefits.lead} />
        <PointGrid
          points={inGroup(data.points.nodes, "benefits").map(toPoint)}
          label={benefits.label ?? benefits.req("title")}
        />
      </Section>

      <Section labelledBy="partners-title">
        <SectionHeading id="partners-title" title={partners.req("title")} lead={partners.lead} />
        <div
          css={css`
            display: flex;
            flex-direction: column;
            gap: 48px;
          `}
        >
          {data.quotes.nodes.map(toQuote).map((quote) => (
            <ClientQuote key={quote.slug} quote={quote} />
          ))}
          <LogoGrid />
        </div>
      </Section>

      <Section id="pricing" tone="subtle" labelledBy="pricing-title">
        <SectionHeading id="pricing-title" title={pricing.req("title")} lead={pricing.lead} />
        <PricingBreakdown pkg={pkg} site={site} cta={pricing.req("action")} />
      </Section>

      <Section labelledBy="value-title">
        <SectionHeading id="value-title" title={value.req("title")} lead={value.lead} />
        <ValueComparison rates={data.rates.nodes.map(toRate)} price={pkg.price} cadence={pkg.cadence} />
      </Section>
    </SponsorshipFrame>
  );
}

export const query = graphql`
  query SponsorshipGithubPage($channel: String!, $page: String!) {
    ...ChannelPage
    quotes: allQuotesJson(filter: { page: { eq: $channel } }) {
      nodes {
        slug
        quote
        author
        organization
      }
    }
    rates: allRatesJson {
      nodes {
        slug
        label
        unit
        rate
        quantity
        plus
      }
    }
  }
`;
