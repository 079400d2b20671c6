import { css } from "@emotion/react";
import { Link } from "gatsby";
import type { ReactNode } from "react";
import { useSiteMetadata } from "../../hooks/use-site-metadata";
import { useUi } from "../../hooks/use-ui";
import type { PageCopy } from "../../lib/content/page-copy";
import type { ContentPage as SponsorshipPage } from "../../lib/routes";
import type { MailParts } from "../../lib/mailto";
import { pathOf, type ContentPage } from "../../lib/routes";
import { sponsorshipTrail } from "../../lib/sponsorship/trail";
import type { SlotRule } from "../../lib/slots";
import type { Faq, Figure, Package } from "../../lib/sponsorship/types";
import { sponsorshipPageJsonLd, type Availability } from "../../lib/structured-data/sponsorship";
import { colors, fontSizes, media, space } from "../../styles/tokens";
import { Layout } from "../layout/layout";
import { Seo } from "../layout/seo";
import { Badge } from "../ui/badge";
import { Icon } from "../ui/icon";
import { Cluster, Stack } from "../ui/layout";
import { containerStyles } from "../ui/section";
import { Breadcrumb } from "./breadcrumb";
import { ClosingCta } from "./closing-cta";
import { HeroMetrics } from "./hero-metrics";
import { SlotBooking } from "./slot-picker";

interface SponsorshipFrameProps {
  path: string;
  /** Canonical path when it differs from the page's own path. */
  canonicalPath?: string;
  /** Any sponsorship page: the frame reads the hero and closing sections every one of them has. */
  page: PageCopy<Exclude<SponsorshipPage, "home">>;
  /** The service the page sells: its name and description head the page unless the hero section has its own. */
  service: {
    name: string;
    description: string;
    packages: readonly Package[];
    availability?: Readonly<Record<string, Availability>>;
  };
  metrics: readonly Figure[];
  /** Questions shown on the page, published as an FAQPage too. */
  faqs?: readonly Faq[];
  closingMail: MailParts;
  children: ReactNode;
  /** Background around the closing panel: the tone of the last section, so the two read as one. */
  closingTone?: "light" | "subtle";
  /** A channel page's slots: shown after the header band; the slot chosen goes into every e-mail below it. */
  slots?: { rule: SlotRule; booked: readonly string[]; buildDay: string };
}

/**
 * The frame every sponsorship page shares: head tags and JSON-LD, the dark header band (holding the page's one
 * h1) with its breadcrumb or back link, eyebrow, title, lead and key figures, then the page's sections and the
 * closing call to action. Every word comes from the page's entry in data/pages.json.
 */
export function SponsorshipFrame({
  path,
  canonicalPath,
  page,
  service,
  metrics,
  faqs,
  closingMail,
  children,
  closingTone,
  slots,
}: SponsorshipFrameProps) {
  const site = useSiteMetadata();
  const ui = useUi();
  const hero = page.section("hero");
  const trail = page.breadcrumb ? sponsorshipTrail(ui.nav, page.crumb, path) : undefined;
  const serviceType = page.serviceType ?? service.name;
  const rest = (
    <>
      {children}
      <ClosingCta copy={page.section("closing")} mail={closingMail} tone={closingTone} />
    </>
  );

  return (
    <Layout path={path}>
      <Seo
        path={path}
        canonicalPath={canonicalPath}
        title={page.title}
        description={page.description ?? site.description}
        jsonLd={sponsorshipPageJsonLd({ service: { ...service, serviceType, path }, faqs, trail }, site)}
      />
      <section
        aria-labelledby="page-title"
        css={css`
          position: relative;
          overflow: hidden;
          background:
            radial-gradient(60% 80% at 85% 0%, rgba(124, 58, 237, 0.35) 0%, rgba(124, 58, 237, 0) 70%),
            radial-gradient(50% 70% at 0% 100%, rgba(79, 70, 229, 0.3) 0%, rgba(79, 70, 229, 0) 70%), ${colors.ink};
          color: ${colors.onDark};
          padding: ${space[8]} 0 ${space[14]};
          ${media.md} {
            padding: ${space[10]} 0 88px;
          }
        `}
      >
        <div css={containerStyles}>
          <Cluster
            justify="space-between"
            gap={`${space[2]} ${space[6]}`}
            css={css`
              margin-bottom: ${space[8]};
              ${media.md} {
                margin-bottom: ${space[12]};
              }
            `}
          >
            {trail && <Breadcrumb trail={trail} label={ui.breadcrumbLabel} />}
            {page.back && (
              <Link
                to={pathOf(page.back.page as ContentPage)}
                css={css`
                  display: inline-flex;
                  align-items: center;
                  gap: ${space[2]};
                  min-height: 44px;
                  font-size: ${fontSizes.compact};
                  font-weight: 600;
                  color: ${colors.onDark};
                  text-decoration: none;
                  svg {
                    transition: transform 150ms ease;
                  }
                  &:hover {
                    color: ${colors.white};
                    svg {
                      transform: translateX(-3px);
                    }
                  }
                `}
              >
                <Icon name="ArrowLeft" size={18} />
                {page.back.label}
              </Link>
            )}
          </Cluster>
          <Stack
            gap={space[5]}
            css={css`
              max-width: 820px;
            `}
          >
            <Badge tone="onDark">{hero.eyebrow}</Badge>
            <h1
              id="page-title"
              css={css`
                font-size: ${fontSizes.title1Small};
                color: ${colors.white};
                ${media.md} {
                  font-size: ${fontSizes.display2};
                }
              `}
            >
              {hero.title ?? service.name}
            </h1>
            <p
              css={css`
                font-size: ${fontSizes.lead};
                ${media.md} {
                  font-size: ${fontSizes.title5};
                }
              `}
            >
              {hero.lead ?? service.description}
            </p>
          </Stack>
          <HeroMetrics id={`${page.slug}-metrics-title`} title={hero.label} metrics={metrics} />
        </div>
      </section>
      {slots ? <SlotBooking {...slots}>{rest}</SlotBooking> : rest}
    </Layout>
  );
}
