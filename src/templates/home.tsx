import { graphql, type PageProps } from "gatsby";
import { useMemo } from "react";
import { Advisory } from "../components/home/advisory";
import { Contact } from "../components/home/contact";
import { ContactFormProvider } from "../components/home/contact-form-context";
import { FeaturedTutorials } from "../components/home/featured-tutorials";
import { Founder } from "../components/home/founder";
import { Guide } from "../components/home/guide";
import { Hero } from "../components/home/hero";
import { statValue, toHomeContent } from "../components/home/home-content";
import { Newsletter } from "../components/home/newsletter";
import { Partners } from "../components/home/partners";
import { Services } from "../components/home/services";
import { StatsStrip } from "../components/home/stats-strip";
import { Layout } from "../components/layout/layout";
import { Seo } from "../components/layout/seo";
import { useSiteMetadata } from "../hooks/use-site-metadata";
import { useTutorials } from "../hooks/use-tutorials";
import { homeJsonLd } from "../lib/structured-data/home";

export default function HomeTemplate({ path, data }: PageProps<Queries.HomePageQuery>) {
  const site = useSiteMetadata();
  const tutorials = useTutorials();
  const content = useMemo(() => toHomeContent(data), [data]);
  const jsonLd = useMemo(() => homeJsonLd(site), [site]);
  const tutorialCount = statValue(content.stats, "tutorials");
  const monthlyReach = statValue(content.stats, "github-views");

  return (
    <Layout path={path}>
      <Seo path="/" jsonLd={jsonLd} />
      <ContactFormProvider>
        <Hero tutorials={tutorialCount} monthlyReach={monthlyReach} codeHostUrl={site.links.codeHost} />
        <StatsStrip stats={content.stats} />
        <FeaturedTutorials tutorials={tutorials} />
        <Guide guide={content.guide} />
        <Partners benefits={content.partnerBenefits} monthlyReach={monthlyReach} />
        <Newsletter subscribers={statValue(content.stats, "newsletter-home")} url={site.links.newsletter} />
        <Services services={content.services} />
        <Advisory offers={content.advisory} />
        <Founder
          name={site.founder}
          tutorials={tutorialCount}
          monthlyReach={monthlyReach}
          stars={statValue(content.stats, "github-stars")}
        />
        <Contact />
      </ContactFormProvider>
    </Layout>
  );
}

export const query = graphql`
  query HomePage {
    allStatsJson(filter: { placements: { in: ["home"] } }, sort: { order: { home: ASC } }) {
      nodes {
        slug
        icon
        value
        label
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
    allPointsJson(filter: { page: { eq: "home" }, group: { eq: "partner-benefits" } }) {
      nodes {
        slug
        icon
        title
        description
      }
    }
    allServicesJson {
      nodes {
        slug
        icon
        title
        description
        highlight
      }
    }
    allAdvisoryJson {
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
