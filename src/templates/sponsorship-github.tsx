import { graphql, type PageProps } from "gatsby";
import { ClientQuote } from "../components/sponsorship/client-quote";
import { CopySection } from "../components/sponsorship/copy-section";
import { PointsSection } from "../components/sponsorship/point-grid";
import { BarListSection } from "../components/sponsorship/bar-list";
import { PricingBreakdown } from "../components/sponsorship/pricing-breakdown";
import { SponsorshipFrame } from "../components/sponsorship/sponsorship-frame";
import { ValueComparison } from "../components/sponsorship/value-comparison";
import { Stack } from "../components/ui/layout";
import { LogoGrid } from "../components/ui/logo-grid";
import { useSiteMetadata } from "../hooks/use-site-metadata";
import { useUi } from "../hooks/use-ui";
import { pathOf } from "../lib/routes";
import { toChannelPage } from "../lib/sponsorship/channel-page";
import { packageMail } from "../lib/sponsorship/inquiries";
import { space } from "../styles/tokens";

export default function SponsorshipGithubTemplate({ data }: PageProps<Queries.SponsorshipGithubPageQuery>) {
  const site = useSiteMetadata();
  const ui = useUi();
  const { page, packages, frame, figures, points } = toChannelPage(data, { slug: "github", metrics: "reach" });
  const [pkg] = packages;
  const pricing = page.section("pricing");

  return (
    <SponsorshipFrame {...frame} canonicalPath={pathOf("sponsorship")} closingMail={packageMail(pkg, site, ui.price)}>
      <BarListSection
        copy={page.section("audience")}
        list={{ id: "geography-title", title: page.section("geography").title, figures: figures("geography") }}
      />

      <PointsSection copy={page.section("benefits")} tone="subtle" points={points("benefits")} />

      <CopySection copy={page.section("partners")}>
        <Stack gap={space[12]}>
          {data.quotes.nodes.map((quote) => (
            <ClientQuote key={quote.slug} quote={quote} />
          ))}
          <LogoGrid />
        </Stack>
      </CopySection>

      <CopySection copy={pricing} id="pricing" tone="subtle">
        <PricingBreakdown pkg={pkg} site={site} cta={pricing.action} />
      </CopySection>

      <CopySection copy={page.section("value")}>
        <ValueComparison rates={data.rates.nodes} pkg={pkg} />
      </CopySection>
    </SponsorshipFrame>
  );
}

export const query = graphql`
  query SponsorshipGithubPage($channel: String!, $page: String!) {
    ...ChannelPage
    quotes: allQuotesJson(filter: { page: { eq: $channel } }, sort: { fields: { position: ASC } }) {
      nodes {
        ...SponsorshipQuote
      }
    }
    rates: allRatesJson(sort: { fields: { position: ASC } }) {
      nodes {
        ...SponsorshipRate
      }
    }
  }
`;
