import { css } from "@emotion/react";
import { graphql, type PageProps } from "gatsby";
import { BarList } from "../components/sponsorship/bar-list";
import { CompanyList } from "../components/sponsorship/company-list";
import { PackageGrid } from "../components/sponsorship/package-card";
import { PointGrid } from "../components/sponsorship/point-grid";
import { SponsorshipFrame } from "../components/sponsorship/sponsorship-frame";
import { Section, SectionHeading } from "../components/ui/section";
import { useSiteMetadata } from "../hooks/use-site-metadata";
import { toPageCopy } from "../lib/content/page-copy";
import { pathOf } from "../lib/routes";
import { channelOffers } from "../lib/structured-data/sponsorship";
import { toChannel, toFigure, toInquiry, toPackage, toPoint } from "../lib/sponsorship/from-data";
import { inGroup } from "../lib/sponsorship/group";
import { channelMail } from "../lib/sponsorship/inquiries";
import { media } from "../styles/media";

export default function SponsorshipNewsletterTemplate({
  path,
  data,
}: PageProps<Queries.SponsorshipNewsletterPageQuery>) {
  const site = useSiteMetadata();
  const page = toPageCopy(data.page, "newsletter");
  if (!data.channel || !data.contact) throw new Error("data/ has no newsletter channel or contact inquiry");
  const packages = data.packages.nodes.map(toPackage);
  const audience = page.section("audience");
  const companies = page.section("companies");
  const standards = page.section("standards");
  const packagesCopy = page.section("packages");

  return (
    <SponsorshipFrame
      locationPath={path}
      path={pathOf("newsletter")}
      page={page}
      service={{
        name: data.channel.title,
        description: data.channel.description,
        packages: channelOffers(toChannel(data.channel), packages),
      }}
      metrics={inGroup(data.figures.nodes, "performance").map(toFigure)}
      closingMail={channelMail(toInquiry(data.contact), packages, site)}
      closingTone="subtle"
    >
      <Section labelledBy="audience-title">
        <SectionHeading id="audience-title" title={audience.req("title")} lead={audience.lead} />
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
          <BarList
            id="readers-title"
            title={page.section("readers").req("title")}
            figures={inGroup(data.figures.nodes, "readers").map(toFigure)}
          />
          <BarList
            id="locations-title"
            title={page.section("locations").req("title")}
            figures={inGroup(data.figures.nodes, "locations").map(toFigure)}
          />
        </div>
      </Section>

      <Section tone="subtle" labelledBy="companies-title">
        <SectionHeading id="companies-title" title={companies.req("title")} lead={companies.lead} />
        <CompanyList
          companies={inGroup(data.points.nodes, "companies").map(toPoint)}
          label={companies.label ?? companies.req("title")}
        />
      </Section>

      <Section labelledBy="standards-title">
        <SectionHeading id="standards-title" title={standards.req("title")} lead={standards.lead} />
        <PointGrid
          points={inGroup(data.points.nodes, "standards").map(toPoint)}
          label={standards.label ?? standards.req("title")}
        />
      </Section>

      <Section id="packages" tone="subtle" labelledBy="packages-title">
        <SectionHeading id="packages-title" title={packagesCopy.req("title")} lead={packagesCopy.lead} />
        <PackageGrid packages={packages} site={site} />
      </Section>
    </SponsorshipFrame>
  );
}

export const query = graphql`
  query SponsorshipNewsletterPage($channel: String!, $page: String!) {
    ...ChannelPage
    contact: inquiriesJson(channel: { eq: $channel }) {
      ...SponsorshipInquiry
    }
  }
`;
