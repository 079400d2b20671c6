import { graphql, type PageProps } from "gatsby";
import { Layout } from "../components/layout/layout";
import { Seo } from "../components/layout/seo";
import { BackLink } from "../components/sponsorship/back-link";
import { Breadcrumb } from "../components/sponsorship/breadcrumb";
import { ClosingCta } from "../components/sponsorship/closing-cta";
import { FaqList } from "../components/sponsorship/faq-list";
import { MailButton } from "../components/sponsorship/mail-button";
import { PackageGrid } from "../components/sponsorship/package-card";
import { HeroMetrics, PageHero } from "../components/sponsorship/page-hero";
import { PointGrid } from "../components/sponsorship/point-grid";
import { LinkButton } from "../components/ui/button";
import { Section, SectionHeading } from "../components/ui/section";
import { useSiteMetadata } from "../hooks/use-site-metadata";
import { formatPrice } from "../lib/format";
import { toChannel, toFaq, toFigure, toInquiry, toPackage, toPoint } from "../lib/sponsorship/from-data";
import { inGroup } from "../lib/sponsorship/group";
import { channelMail } from "../lib/sponsorship/inquiries";
import { cheapest } from "../lib/sponsorship/pricing";
import { sponsorshipTrail } from "../lib/sponsorship/trail";
import { channelOffers, sponsorshipPageJsonLd } from "../lib/structured-data/sponsorship";

const PATH = "/sponsorship/social-media/";
const TRAIL = sponsorshipTrail("Social Media", PATH);
const TITLE = "AI Social Media Sponsorship - LinkedIn, Reddit, Twitter";

export default function SponsorshipSocialMediaTemplate({
  path,
  data,
}: PageProps<Queries.SponsorshipSocialMediaPageQuery>) {
  const site = useSiteMetadata();
  if (!data.channel || !data.contact) throw new Error("data/ has no social-media channel or campaign inquiry");
  const channel = toChannel(data.channel);
  const packages = data.packages.nodes.map(toPackage);
  const platforms = inGroup(data.figures.nodes, "platforms").map(toFigure);
  const approach = inGroup(data.points.nodes, "approach").map(toPoint);
  const faqs = data.faqs.nodes.map(toFaq);
  const low = cheapest(packages);

  return (
    <Layout path={path}>
      <Seo
        path={PATH}
        title={`${TITLE} | DiamantAI`}
        description={`Sponsored posts on LinkedIn (18K followers), Reddit (500K+ members) and Twitter for AI products. Packages from ${low ? formatPrice(low.price, low.cadence) : ""}.`}
        jsonLd={sponsorshipPageJsonLd(
          {
            service: {
              name: channel.title,
              description: channel.description,
              serviceType: "Social media sponsorship",
              path: PATH,
              packages: channelOffers(channel, packages),
            },
            faqs,
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
        eyebrow="Sponsorship · Social media"
        title={TITLE}
        lead={channel.description}
      >
        <HeroMetrics id="platforms-title" title="Platform Reach" metrics={platforms} />
      </PageHero>

      <Section id="packages" labelledBy="packages-title">
        <SectionHeading
          id="packages-title"
          title="Sponsorship Packages"
          lead="From a single LinkedIn post to a campaign across every platform."
        />
        <PackageGrid packages={packages} site={site} />
      </Section>

      <Section tone="subtle" labelledBy="approach-title">
        <SectionHeading
          id="approach-title"
          title="Our Content Approach"
          lead="Every post is written for its platform and its audience, never as a generic ad."
        />
        <PointGrid points={approach} label="Content approach" />
      </Section>

      <Section labelledBy="faq-title">
        <SectionHeading id="faq-title" title="Frequently Asked Questions" />
        <FaqList faqs={faqs} />
      </Section>

      <ClosingCta
        id="closing-title"
        title="Ready to Amplify Your Social Presence?"
        lead="Tell us what you are launching and where your audience is; we will plan the posts."
      >
        <MailButton mail={channelMail(toInquiry(data.contact), packages, site)}>Start Social Media Campaign</MailButton>
        <LinkButton to="/sponsorship/" variant="onDark">
          View All Sponsorship Options
        </LinkButton>
      </ClosingCta>
    </Layout>
  );
}

export const query = graphql`
  query SponsorshipSocialMediaPage($channel: String!) {
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
    faqs: allFaqsJson(filter: { page: { eq: $channel } }) {
      nodes {
        ...SponsorshipFaq
      }
    }
  }
`;
