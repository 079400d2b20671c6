import { graphql, type PageProps } from "gatsby";
import { BarList } from "../components/sponsorship/bar-list";
import { CompanyList } from "../components/sponsorship/company-list";
import { CopySection } from "../components/sponsorship/copy-section";
import { PointsSection } from "../components/sponsorship/point-grid";
import { PackagesSection } from "../components/sponsorship/package-card";
import { SponsorshipFrame } from "../components/sponsorship/sponsorship-frame";
import { Grid } from "../components/ui/layout";
import { useSiteMetadata } from "../hooks/use-site-metadata";
import { useUi } from "../hooks/use-ui";
import { toChannelPage } from "../lib/sponsorship/channel-page";
import { channelMail } from "../lib/sponsorship/inquiries";
import { space } from "../styles/tokens";

export default function SponsorshipNewsletterTemplate({ data }: PageProps<Queries.SponsorshipNewsletterPageQuery>) {
  const site = useSiteMetadata();
  const ui = useUi();
  const { page, packages, frame, figures, points } = toChannelPage(data, {
    slug: "newsletter",
    metrics: "performance",
  });
  if (!data.contact) throw new Error("data/inquiries.json has no newsletter inquiry");
  const companies = page.section("companies");

  return (
    <SponsorshipFrame {...frame} closingMail={channelMail(data.contact, packages, site, ui.price)} closingTone="subtle">
      <CopySection copy={page.section("audience")}>
        <Grid lg={2} gap={space[6]} lgGap={space[8]}>
          <BarList id="readers-title" title={page.section("readers").title} figures={figures("readers")} />
          <BarList id="locations-title" title={page.section("locations").title} figures={figures("locations")} />
        </Grid>
      </CopySection>

      <CopySection copy={companies} tone="subtle">
        <CompanyList companies={points("companies")} label={companies.label ?? companies.title} />
      </CopySection>

      <PointsSection copy={page.section("standards")} points={points("standards")} />

      <PackagesSection copy={page.section("packages")} tone="subtle" packages={packages} site={site} />
    </SponsorshipFrame>
  );
}

export const query = graphql`
  query SponsorshipNewsletterPage($channel: String!, $page: String!) {
    ...ChannelPage
    ...ChannelContact
  }
`;
