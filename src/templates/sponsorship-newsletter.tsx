import { css } from "@emotion/react";
import { graphql, type PageProps } from "gatsby";
import { Layout } from "../components/layout/layout";
import { Seo } from "../components/layout/seo";
import { BackLink } from "../components/sponsorship/back-link";
import { BarList } from "../components/sponsorship/bar-list";
import { Breadcrumb } from "../components/sponsorship/breadcrumb";
import { ClosingCta } from "../components/sponsorship/closing-cta";
import { CompanyList } from "../components/sponsorship/company-list";
import { MailButton } from "../components/sponsorship/mail-button";
import { PackageGrid } from "../components/sponsorship/package-card";
import { HeroMetrics, PageHero } from "../components/sponsorship/page-hero";
import { PointGrid } from "../components/sponsorship/point-grid";
import { LinkButton } from "../components/ui/button";
import { Section, SectionHeading } from "../components/ui/section";
import { useSiteMetadata } from "../hooks/use-site-metadata";
import { toChannel, toFigure, toInquiry, toPackage, toPoint } from "../lib/sponsorship/from-data";
import { inGroup } from "../lib/sponsorship/group";
import { channelMail } from "../lib/sponsorship/inquiries";
import { sponsorshipTrail } from "../lib/sponsorship/trail";
import { channelOffers, sponsorshipPageJsonLd } from "../lib/structured-data/sponsorship";
import { media } from "../styles/media";

const PATH = "/sponsorship/newsletter/";
const TRAIL = sponsorshipTrail("Newsletter", PATH);

export default function SponsorshipNewsletterTemplate({
  path,
  data,
}: PageProps<Queries.SponsorshipNewsletterPageQuery>) {
  const site = useSiteMetadata();
  if (!data.channel || !data.contact) throw new Error("data/ has no newsletter channel or contact inquiry");
  const channel = toChannel(data.channel);
  const packages = data.packages.nodes.map(toPackage);
  const performance = inGroup(data.figures.nodes, "performance").map(toFigure);
  const readers = inGroup(data.figures.nodes, "readers").map(toFigure);
  const locations = inGroup(data.figures.nodes, "locations").map(toFigure);
  const companies = inGroup(data.points.nodes, "companies").map(toPoint);
  const standards = inGroup(data.points.nodes, "standards").map(toPoint);

  return (
    <Layout path={path}>
      <Seo
        path={PATH}
        title="Newsletter Sponsorship | DiamantAI"
        description="Sponsor the DiamantAI newsletter: a 66% open rate with AI engineers, developers and researchers. Blog post, Combo and Mega Combo packages."
        jsonLd={sponsorshipPageJsonLd(
          {
            service: {
              name: channel.title,
              description: channel.description,
              serviceType: "Newsletter sponsorship",
              path: PATH,
              packages: channelOffers(channel, packages),
            },
            trail: TRAIL,
          },
          site,
        )}
      />
      <PageHero
        nav={
          <>
            <Breadcrumb trail={TRAIL} />
            <BackLink to="/sponsorship/">Back to Sponsorship Options</BackLink>
          </>
        }
        eyebrow="Sponsorship · Newsletter"
        title={channel.title}
        lead={channel.description}
      >
        <HeroMetrics id="performance-title" title="Performance" metrics={performance} />
      </PageHero>

      <Section labelledBy="audience-title">
        <SectionHeading
          id="audience-title"
          title="Who Reads the Newsletter"
          lead="Practitioners who build with AI every day, on every continent."
        />
        <div
          css={css`
            display: grid;
            grid-template-columns: minmax(0, 1fr);
            gap: 24px;
            ${media.lg} {
              grid-template-columns: repeat(2, minmax(0, 1fr));
              gap: 32px;
            }
          `}
        >
          <BarList id="readers-title" title="Reader profiles" figures={readers} />
          <BarList id="locations-title" title="Top locations" figures={locations} />
        </div>
      </Section>

      <Section tone="subtle" labelledBy="companies-title">
        <SectionHeading
          id="companies-title"
          title="Read at Leading Companies"
          lead="Subscribers include engineers and researchers at these companies."
        />
        <CompanyList companies={companies} label="Companies in the audience" />
      </Section>

      <Section labelledBy="standards-title">
        <SectionHeading
          id="standards-title"
          title="Content Standards"
          lead="Sponsorships keep the newsletter's editorial bar, so readers keep trusting what they read."
        />
        <PointGrid points={standards} label="Content standards" />
      </Section>

      <Section id="packages" tone="subtle" labelledBy="packages-title">
        <SectionHeading id="packages-title" title="Sponsorship Packages" />
        <PackageGrid packages={packages} site={site} />
      </Section>

      <ClosingCta
        id="closing-title"
        tone="subtle"
        title="Ready to Reach the Top 0.1% AI Community?"
        lead="Tell us about your product and we will recommend the package that fits your launch."
      >
        <MailButton mail={channelMail(toInquiry(data.contact), packages, site)}>
          Contact About Newsletter Sponsorship
        </MailButton>
        <LinkButton to="/sponsorship/" variant="onDark">
          View Other Sponsorship Options
        </LinkButton>
      </ClosingCta>
    </Layout>
  );
}

export const query = graphql`
  query SponsorshipNewsletterPage($channel: String!) {
    channel: channelsJson(slug: { eq: $channel }) {
      ...SponsorshipChannel
    }
    packages: allPackagesJson(filter: { channel: { eq: $channel } }) {
      nodes {
        ...SponsorshipPackage
      }
    }
    contact: inquiriesJson(channel: { eq: $channel }) {
      ...SponsorshipInquiry
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
