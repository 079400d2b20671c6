import { css } from "@emotion/react";
import { graphql, type PageProps } from "gatsby";
import { CopySection } from "../components/sponsorship/copy-section";
import { BarListSection } from "../components/sponsorship/bar-list";
import { PackageCard } from "../components/sponsorship/package-card";
import { PointGrid, PointsSection } from "../components/sponsorship/point-grid";
import { SponsorshipFrame } from "../components/sponsorship/sponsorship-frame";
import { Grid } from "../components/ui/layout";
import { LogoGrid } from "../components/ui/logo-grid";
import { useSiteMetadata } from "../hooks/use-site-metadata";
import { useUi } from "../hooks/use-ui";
import { toChannelPage } from "../lib/sponsorship/channel-page";
import { packageMail } from "../lib/sponsorship/inquiries";
import { fontSizes, space } from "../styles/tokens";

export default function SponsorshipLogoOnlyTemplate({ data }: PageProps<Queries.SponsorshipLogoOnlyPageQuery>) {
  const site = useSiteMetadata();
  const ui = useUi();
  const { page, packages, frame, figures, points } = toChannelPage(data, { slug: "logo-only", metrics: "reach" });
  const [pkg] = packages;
  const pricing = page.section("pricing");
  const benefits = page.section("benefits");

  return (
    <SponsorshipFrame {...frame} closingMail={packageMail(pkg, site, ui.price)} closingTone="subtle">
      <CopySection copy={pricing}>
        <Grid
          lg="minmax(0, 5fr) minmax(0, 7fr)"
          gap={`${space[10]} ${space[8]}`}
          css={css`
            align-items: start;
            padding-top: ${space[3.5]};
          `}
        >
          <PackageCard pkg={pkg} site={site} cta={pricing.action} featured />
          <div>
            <h3
              css={css`
                margin-bottom: ${space[4]};
                font-size: ${fontSizes.title4};
              `}
            >
              {benefits.title}
            </h3>
            <PointGrid points={points("benefits")} label={benefits.label ?? benefits.title} columns={1} level={4} />
          </div>
        </Grid>
      </CopySection>

      <BarListSection
        copy={page.section("demographics")}
        tone="subtle"
        list={{ id: "regions-title", title: page.section("geography").title, figures: figures("geography") }}
      />

      <CopySection copy={page.section("partners")}>
        <LogoGrid />
      </CopySection>

      <PointsSection copy={page.section("reasons")} tone="subtle" points={points("reasons")} columns={4} />
    </SponsorshipFrame>
  );
}

export const query = graphql`
  query SponsorshipLogoOnlyPage($channel: String!, $page: String!) {
    ...ChannelPage
  }
`;
