import { graphql, type PageProps } from "gatsby";
import { FaqList } from "../components/sponsorship/faq-list";
import { PackageGrid } from "../components/sponsorship/package-card";
import { PointGrid } from "../components/sponsorship/point-grid";
import { SponsorshipFrame } from "../components/sponsorship/sponsorship-frame";
import { Section, SectionHeading } from "../components/ui/section";
import { useSiteMetadata } from "../hooks/use-site-metadata";
import { toPageCopy } from "../lib/content/page-copy";
import { pathOf } from "../lib/routes";
import { channelOffers } from "../lib/structured-data/sponsorship";
import { toChannel, toFaq, toFigure, toInquiry, toPackage, toPoint } from "../lib/sponsorship/from-data";
import { inGroup } from "../lib/sponsorship/group";
import { channelMail } from "../lib/sponsorship/inquiries";

export default function SponsorshipSocialMediaTemplate({
  path,
  data,
}: PageProps<Queries.SponsorshipSocialMediaPageQuery>) {
  const site = useSiteMetadata();
  const page = toPageCopy(data.page, "social-media");
  if (!data.channel || !data.contact) throw new Error("data/ has no social-media channel or campaign inquiry");
  const packages = data.packages.nodes.map(toPackage);
  const faqs = data.faqs.nodes.map(toFaq);
  const packagesCopy = page.section("packages");
  const approach = page.section("approach");
  const faq = page.section("faq");

  return (
    <SponsorshipFrame
      locationPath={path}
      path={pathOf("social-media")}
      page={page}
      service={{
        name: data.channel.title,
        description: data.channel.description,
        packages: channelOffers(toChannel(data.channel), packages),
      }}
      metrics={inGroup(data.figures.nodes, "platforms").map(toFigure)}
      faqs={faqs}
      closingMail={channelMail(toInquiry(data.contact), packages, site)}
    >
      <Section id="packages" labelledBy="packages-title">
        <SectionHeading id="packages-title" title={packagesCopy.req("title")} lead={packagesCopy.lead} />
        <PackageGrid packages={packages} site={site} />
      </Section>

      <Section tone="subtle" labelledBy="approach-title">
        <SectionHeading id="approach-title" title={approach.req("title")} lead={approach.lead} />
        <PointGrid
          points={inGroup(data.points.nodes, "approach").map(toPoint)}
          label={approach.label ?? approach.req("title")}
        />
      </Section>

      <Section labelledBy="faq-title">
        <SectionHeading id="faq-title" title={faq.req("title")} lead={faq.lead} />
        <FaqList faqs={faqs} />
      </Section>
    </SponsorshipFrame>
  );
}

export const query = graphql`
  query SponsorshipSocialMediaPage($channel: String!, $page: String!) {
    ...ChannelPage
    contact: inquiriesJson(channel: { eq: $channel }) {
      ...SponsorshipInquiry
    }
    faqs: allFaqsJson(filter: { page: { eq: $channel } }) {
      nodes {
        ...SponsorshipFaq
      }
    }
  }
`;
