import { css } from "@emotion/react";
import { graphql, type PageProps } from "gatsby";
import { BarList } from "../components/sponsorship/bar-list";
import { ClientQuote } from "../components/sponsorship/client-quote";
import { CopySection, PointsSection } from "../components/sponsorship/copy-section";
import { PricingBreakdown } from "../components/sponsorship/pricing-breakdown";
import { SponsorshipFrame } from "../components/sponsorship/sponsorship-frame";
import { ValueComparison } from "../components/sponsorship/value-comparison";
import { LogoGrid } from "../components/ui/logo-grid";
import { useSiteMetadata } from "../hooks/use-site-metadata";
import { pathOf } from "../lib/routes";
import { toChannelPage } from "../lib/sponsorship/channel-page";
import { toQuote, toRate } from "../lib/sponsorship/from-data";
import { packageMail } from "../lib/sponsorship/inquiries";

export default function SponsorshipGithubTemplate({ path, data }: PageProps<Queries.SponsorshipGithubPageQuery>) {
  const site = useSiteMetadata();
  const { page, packages, frame, figures, points } = toChannelPage(data, "github");
  const [pkg] = packages;
  if (!pkg) throw new Error("data/packages.json has no GitHub package");
  const pricing = page.section("pricing");

  return (
    <SponsorshipFrame
      locationPath={path}
      {...frame}
      canonicalPath={pathOf("sponsorship")}
      metrics={figures("reach")}
      closingMail={packageMail(pkg, site)}
    >
      <CopySection copy={page.section("audience")}>
        <div
          css={css`
            max-width: 760px;
            margin: 0 auto;
          `}
        >
          <BarList id="geography-title" title={page.section("geography").req("title")} figures={figures("geography")} />
        </div>
      </CopySection>

      <PointsSection copy={page.section("benefits")} tone="subtle" points={points("benefits")} />

      <CopySection copy={page.section("partners")}>
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
      </CopySection>

      <CopySection copy={pricing} id="pricing" tone="subtle">
        <PricingBreakdown pkg={pkg} site={site} cta={pricing.req("action")} />
      </CopySection>

      <CopySection copy={page.section("value")}>
        <ValueComparison rates={data.rates.nodes.map(toRate)} price={pkg.price} cadence={pkg.cadence} />
      </CopySection>
    </SponsorshipFrame>
  );
}

export const query = graphql`
  query SponsorshipGithubPage($channel: String!, $page: String!) {
    ...ChannelPage
    quotes: allQuotesJson(filter: { page: { eq: $channel } }) {
      nodes {
        ...SponsorshipQuote
      }
    }
    rates: allRatesJson {
      nodes {
        ...SponsorshipRate
      }
    }
  }
`;
