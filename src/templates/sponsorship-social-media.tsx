import { graphql, type PageProps } from "gatsby";
import { CopySection, PointsSection } from "../components/sponsorship/copy-section";
import { FaqList } from "../components/sponsorship/faq-list";
import { PackageGrid } from "../components/sponsorship/package-card";
import { SponsorshipFrame } from "../components/sponsorship/sponsorship-frame";
import { useSiteMetadata } from "../hooks/use-site-metadata";
import { toChannelPage } from "../lib/sponsorship/channel-page";
import { toFaq, toInquiry } from "../lib/sponsorship/from-data";
import { channelMail } from "../lib/sponsorship/inquiries";

export default function SponsorshipSocialMediaTemplate({
  path,
  data,
}: PageProps<Queries.SponsorshipSocialMediaPageQuery>) {
  const site = useSiteMetadata();
  const { page, packages, frame, figures, points } = toChannelPage(data, "social-media");
  if (!data.contact) throw new Error("data/inquiries.json has no social-media inquiry");
  const faqs = data.faqs.nodes.map(toFaq);

  return (
    <SponsorshipFrame
      locationPath={path}
      {...frame}
      metrics={figures("platforms")}
      faqs={faqs}
      closingMail={channelMail(toInquiry(data.contact), packages, site)}
    >
      <CopySection copy={page.section("packages")} id="packages">
        <PackageGrid packages={packages} site={site} />
      </CopySection>

      <PointsSection copy={page.section("approach")} tone="subtle" points={points("approach")} />

      <CopySection copy={page.section("faq")}>
        <FaqList faqs={faqs} />
      </CopySection>
    </SponsorshipFrame>
  );
}

export const query = graphql`
  query SponsorshipSocialMediaPage($channel: String!, $page: String!) {
    ...ChannelPage
    ...ChannelContact
    faqs: allFaqsJson(filter: { page: { eq: $channel } }) {
      nodes {
        ...SponsorshipFaq
      }
    }
  }
`;
