import { graphql, type PageProps } from "gatsby";
import { useMemo } from "react";
import { Advisory } from "../components/home/advisory";
import { Contact } from "../components/home/contact";
import { ContactFormProvider } from "../components/home/contact-form-context";
import { FeaturedTutorials } from "../components/home/featured-tutorials";
import { Founder } from "../components/home/founder";
import { Guide } from "../components/home/guide";
import { Hero } from "../components/home/hero";
import { Newsletter } from "../components/home/newsletter";
import { Partners } from "../components/home/partners";
import { Services } from "../components/home/services";
import { StatsStrip } from "../components/home/stats-strip";
import { Layout } from "../components/layout/layout";
import { Seo } from "../components/layout/seo";
import { useSiteMetadata } from "../hooks/use-site-metadata";
import { StarCountsProvider } from "../hooks/use-star-counts";
import { useTutorials } from "../hooks/use-tutorials";
import { toPageCopy } from "../lib/content/page-copy";
import { toHomeContent } from "../lib/home/from-data";
import { pathOf } from "../lib/routes";
import { homeJsonLd } from "../lib/structured-data/home";

const HOME = pathOf("home");

export default function HomeTemplate({ data }: PageProps<Queries.HomePageQuery>) {
  const site = useSiteMetadata();
  const tutorials = useTutorials();
  const content = useMemo(() => toHomeContent(data), [data]);
  const page = useMemo(() => toPageCopy(data.page, "home"), [data.page]);
  const founder = page.section("founder");
  const jsonLd = useMemo(() => homeJsonLd(site, founder, tutorials), [site, founder, tutorials]);

  return (
    // The route's own path: Gatsby's server render gives every page `path` "/*", the browser the page's path.
    <Layout path={HOME}>
      <Seo path={HOME} jsonLd={jsonLd} />
      {/* Only this page shows star counts, so only it carries their code; the session is the page load's. */}
      <StarCountsProvider>
        <ContactFormProvider>
          <Hero copy={page.section("hero")} codeHostUrl={site.links.codeHost} />
          <StatsStrip stats={content.stats} title={page.section("stats").title} />
          <FeaturedTutorials tutorials={tutorials} copy={page.section("tutorials")} />
          <Guide guide={content.guide} copy={page.section("guide")} />
          <Partners benefits={content.partnerBenefits} copy={page.section("partners")} />
          <Newsletter copy={page.section("newsletter")} url={site.links.newsletter} />
          <Services services={content.services} copy={page.section("services")} />
          <Advisory offers={content.advisory} copy={page.section("advisory")} />
          <Founder name={site.founder} copy={founder} />
          <Contact copy={page.section("contact")} />
        </ContactFormProvider>
      </StarCountsProvider>
    </Layout>
  );
}

export const query = graphql`
  query HomePage($page: String!) {
    ...OwnPage
    allStatsJson(filter: { placements: { in: ["home"] } }, sort: { order: { home: ASC } }) {
      nodes {
        ...StatEntry
      }
    }
    productsJson(slug: { eq: "prompt-engineering-guide" }) {
      name
      description
      pages
      techniques
      features
      price
      strikePrice
      offerLabel
      guaranteeDays
      link
    }
    allPointsJson(
      filter: { page: { eq: "home" }, group: { eq: "partner-benefits" } }
      sort: { fields: { position: ASC } }
    ) {
      nodes {
        ...PointEntry
      }
    }
    allServicesJson(sort: { fields: { position: ASC } }) {
      nodes {
        slug
        icon
        title
        description
        highlight
      }
    }
    allAdvisoryJson(sort: { fields: { position: ASC } }) {
      nodes {
        slug
        icon
        highlight
        title
        description
      }
    }
  }
`;
