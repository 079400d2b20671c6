import type { ReactNode } from "react";
import { useSiteMetadata } from "../../hooks/use-site-metadata";
import { useUi } from "../../hooks/use-ui";
import type { PageCopy } from "../../lib/content/page-copy";
import type { MailParts } from "../../lib/mailto";
import { pathOf, type ContentPage } from "../../lib/routes";
import { sponsorshipTrail } from "../../lib/sponsorship/trail";
import type { Faq, Package } from "../../lib/sponsorship/types";
import { sponsorshipPageJsonLd } from "../../lib/structured-data/sponsorship";
import { Layout } from "../layout/layout";
import { Seo } from "../layout/seo";
import { LinkButton } from "../ui/button";
import { BackLink } from "./back-link";
import { Breadcrumb } from "./breadcrumb";
import { ClosingCta } from "./closing-cta";
import { MailButton } from "./mail-button";
import type { Metric } from "./metric-grid";
import { HeroMetrics, PageHero } from "./page-hero";

interface SponsorshipFrameProps {
  /** The location's path (for the layout) and the page's own route. */
  locationPath: string;
  path: string;
  /** Canonical path when it differs from the page's own path. */
  canonicalPath?: string;
  page: PageCopy;
  /** The service the page sells: its name and description head the page unless the hero section has its own. */
  service: { name: string; description: string; packages: readonly Package[] };
  metrics: readonly Metric[];
  /** Questions shown on the page, published as an FAQPage too. */
  faqs?: readonly Faq[];
  closingMail: MailParts;
  children: ReactNode;
  /** Background around the closing panel: the tone of the last section, so the two read as one. */
  closingTone?: "light" | "subtle";
}

/**
 * The frame every sponsorship page shares: head tags and JSON-LD, the dark header band with its breadcrumb or
 * back link, eyebrow, title, lead and key figures, then the page's sections and the closing call to action.
 * Every word comes from the page's entry in data/pages.json.
 */
export function SponsorshipFrame({
  locationPath,
  path,
  canonicalPath,
  page,
  service,
  metrics,
  faqs,
  closingMail,
  children,
  closingTone,
}: SponsorshipFrameProps) {
  const site = useSiteMetadata();
  const ui = useUi();
  const hero = page.section("hero");
  const closing = page.section("closing");
  const trail = page.breadcrumb ? sponsorshipTrail(ui.nav, page.crumb, path) : undefined;
  const description = page.description ?? site.description;
  const metricsId = `${page.slug}-metrics-title`;

  return (
    <Layout path={locationPath}>
      <Seo
        path={path}
        canonicalPath={canonicalPath}
        title={page.title}
        description={description}
        jsonLd={sponsorshipPageJsonLd(
          {
            service: {
              name: service.name,
              description: service.description,
              serviceType: page.serviceType ?? service.name,
              path,
              packages: service.packages,
            },
            faqs,
            trail,
          },
          site,
        )}
      />
      <PageHero
        nav={
          <>
            {trail && <Breadcrumb trail={trail} label={ui.breadcrumbLabel} />}
            {page.back && <BackLink to={pathOf(page.back.page as ContentPage)}>{page.back.label}</BackLink>}
          </>
        }
        eyebrow={hero.req("eyebrow")}
        title={hero.title ?? service.name}
        lead={hero.lead ?? service.description}
      >
        <HeroMetrics id={metricsId} title={hero.req("label")} metrics={metrics} />
      </PageHero>
      {children}
      <ClosingCta id="closing-title" tone={closingTone} title={closing.req("title")} lead={closing.req("lead")}>
        <MailButton mail={closingMail}>{closing.req("action")}</MailButton>
        {closing.secondary && (
          <LinkButton to={pathOf("sponsorship")} variant="onDark">
            {closing.secondary}
          </LinkButton>
        )}
      </ClosingCta>
    </Layout>
  );
}
