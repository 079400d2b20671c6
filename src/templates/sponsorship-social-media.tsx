import { graphql, type PageProps } from "gatsby";
import { PointsSection } from "../components/sponsorship/point-grid";
import { FaqSection } from "../components/sponsorship/faq-list";
import { PackagesSection } from "../components/sponsorship/package-card";
import { SponsorshipFrame } from "../components/sponsorship/sponsorship-frame";
import { useSiteMetadata } from "../hooks/use-site-metadata";
import { useUi } from "../hooks/use-ui";
import { toChannelPage } from "../lib/sponsorship/channel-page";
import { channelMail } from "../lib/sponsorship/inquiries";

export default function SponsorshipSocialMediaTemplate({ data }: PageProps<Queries.SponsorshipSocialMediaPageQuery>) {
  const site = useSiteMetadata();
  const ui = useUi();
  const { page, packages, frame, points } = toChannelPage(data, { slug: "social-media", metrics: "platforms" });
  if (!data.contact) throw new Error("data/inquiries.json has no social-media inquiry");
  const faqs = data.faqs.nodes;

  return (
    <SponsorshipFrame {...frame} faqs={faqs} closingMail={channelMail(data.contact, packages, site, ui.price)}>
      <PackagesSection copy={page.section("packages")} packages={packages} site={site} />

      <PointsSection copy={page.section("approach")} tone="subtle" points={points("approach")} />

      <FaqSection copy={page.section("faq")} faqs={faqs} />
    </SponsorshipFrame>
  );
}

export const query = graphql`
  query SponsorshipSocialMediaPage($channel: String!, $page: String!) {
    ...ChannelPage
    ...ChannelContact
    faqs: allFaqsJson(filter: { page: { eq: $channel } }, sort: { fields: { position: ASC } }) {
      nodes {
        ...SponsorshipFaq
      }
    }
  }
`;
