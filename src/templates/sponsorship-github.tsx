import { css } from "@emotion/react";
import { graphql, type PageProps } from "gatsby";
import { Layout } from "../components/layout/layout";
import { Seo } from "../components/layout/seo";
import { BackLink } from "../components/sponsorship/back-link";
import { BarList } from "../components/sponsorship/bar-list";
import { ClientQuote } from "../components/sponsorship/client-quote";
import { ClosingCta } from "../components/sponsorship/closing-cta";
import { MailButton } from "../components/sponsorship/mail-button";
import { HeroMetrics, PageHero } from "../components/sponsorship/page-hero";
import { PointGrid } from "../components/sponsorship/point-grid";
import { PricingBreakdown } from "../components/sponsorship/pricing-breakdown";
import { ValueComparison } from "../components/sponsorship/value-comparison";
import { LinkButton } from "../components/ui/button";
import { LogoGrid } from "../components/ui/logo-grid";
import { Section, SectionHeading } from "../components/ui/section";
import { useSiteMetadata } from "../hooks/use-site-metadata";
import { formatPrice } from "../lib/format";
import { toChannel, toFigure, toPackage, toPoint, toQuote, toRate } from "../lib/sponsorship/from-data";
import { inGroup } from "../lib/sponsorship/group";
import { packageMail } from "../lib/sponsorship/inquiries";
import { channelOffers, sponsorshipPageJsonLd } from "../lib/structured-data/sponsorship";

const PATH = "/sponsorship/github/";
const CTA = "Sponsor a Tutorial";

export default function SponsorshipGithubTemplate({ path, data }: PageProps<Queries.SponsorshipGithubPageQuery>) {
  const site = useSiteMetadata();
  const [node] = data.packages.nodes;
  if (!data.channel || !node) throw new Error("data/ has no GitHub channel or package");
  const pkg = toPackage(node);
  const channel = toChannel(data.channel);
  const reach = inGroup(data.figures.nodes, "reach").map(toFigure);
  const geography = inGroup(data.figures.nodes, "geography").map(toFigure);
  const benefits = inGroup(data.points.nodes, "benefits").map(toPoint);
  const quotes = data.quotes.nodes.map(toQuote);
  const rates = data.rates.nodes.map(toRate);

  return (
    <Layout path={path}>
      <Seo
        path={PATH}
        canonicalPath="/sponsorship/"
        title="GitHub Tutorial Sponsorship | DiamantAI"
        description={`Feature your product in a dedicated tutorial in DiamantAI's GitHub repositories: 150K+ monthly logo views, 60+ countries, ${formatPrice(pkg.price, pkg.cadence)}.`}
        jsonLd={sponsorshipPageJsonLd(
          {
            service: {
              name: channel.title,
              description: channel.description,
              serviceType: "Sponsored tutorial",
              path: PATH,
              packages: channelOffers(channel, data.packages.nodes.map(toPackage)),
            },
          },
          site,
        )}
      />
      <PageHero
        nav={<BackLink to="/">Back to Home</BackLink>}
        eyebrow="Sponsorship · GitHub tutorials"
        title={channel.title}
        lead={channel.description}
      >
        <HeroMetrics id="reach-title" title="Reach" metrics={reach} />
      </PageHero>

      <Section labelledBy="audience-title">
        <SectionHeading
          id="audience-title"
          title="A Global Developer Audience"
          lead="Where the developers who read the tutorials come from."
        />
        <div
          css={css`
            max-width: 760px;
            margin: 0 auto;
          `}
        >
          <BarList id="geography-title" title="Audience by region" figures={geography} />
        </div>
      </Section>

      <Section tone="subtle" labelledBy="benefits-title">
        <SectionHeading id="benefits-title" title="What Your Sponsorship Includes" />
        <PointGrid points={benefits} label="Benefits" />
      </Section>

      <Section labelledBy="partners-title">
        <SectionHeading
          id="partners-title"
          title="Trusted by AI Companies"
          lead="Companies that have sponsored the tutorials."
        />
        <div
          css={css`
            display: flex;
            flex-direction: column;
            gap: 48px;
          `}
        >
          {quotes.map((quote) => (
            <ClientQuote key={quote.slug} quote={quote} />
          ))}
          <LogoGrid label="Partner companies" />
        </div>
      </Section>

      <Section id="pricing" tone="subtle" labelledBy="pricing-title">
        <SectionHeading
          id="pricing-title"
          title="Pricing"
          lead="One monthly price, a one-time tutorial development fee and an optional amplification add-on."
        />
        <PricingBreakdown pkg={pkg} site={site} cta={CTA} />
      </Section>

      <Section labelledBy="value-title">
        <SectionHeading
          id="value-title"
          title="The Value You Get"
          lead="The same reach bought at standard rates, against the price of the sponsorship."
        />
        <ValueComparison rates={rates} price={pkg.price} cadence={pkg.cadence} />
      </Section>

      <ClosingCta
        id="closing-title"
        title="Ready to Feature Your Technology?"
        lead="Tell us about your product and we will plan a tutorial your future users will actually finish."
      >
        <MailButton mail={packageMail(pkg, site)}>{CTA}</MailButton>
        <LinkButton to="/sponsorship/" variant="onDark">
          View Other Sponsorship Options
        </LinkButton>
      </ClosingCta>
    </Layout>
  );
}

export const query = graphql`
  query SponsorshipGithubPage($channel: String!) {
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
