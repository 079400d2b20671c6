import { css } from "@emotion/react";
import type { ReactNode } from "react";
import { colors, fontSizes, media, space } from "../../styles/tokens";
import { Badge } from "../ui/badge";
import { Cluster, Stack } from "../ui/layout";
import { containerStyles } from "../ui/section";
import { MetricGrid, type Metric } from "./metric-grid";

interface PageHeroProps {
  /** Breadcrumb and back link, above the title. */
  nav: ReactNode;
  eyebrow: string;
  title: string;
  lead: ReactNode;
  /** Below the lead: key figures, a price, the first call to action. */
  children?: ReactNode;
}

/** The dark header band of a sponsorship page, holding its one h1. */
export function PageHero({ nav, eyebrow, title, lead, children }: PageHeroProps) {
  return (
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
          {nav}
        </Cluster>
        <Stack
          gap={space[5]}
          css={css`
            max-width: 820px;
          `}
        >
          <Badge tone="onDark">{eyebrow}</Badge>
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
            {title}
          </h1>
          <p
            css={css`
              font-size: ${fontSizes.lead};
              ${media.md} {
                font-size: ${fontSizes.title5};
              }
            `}
          >
            {lead}
          </p>
        </Stack>
        {children && (
          <div
            css={css`
              margin-top: ${space[8]};
              ${media.md} {
                margin-top: ${space[10]};
              }
            `}
          >
            {children}
          </div>
        )}
      </div>
    </section>
  );
}

interface HeroMetricsProps {
  id: string;
  title: string;
  metrics: readonly Metric[];
}

/** The key figures of a page inside its header band, under a small heading. */
export function HeroMetrics({ id, title, metrics }: HeroMetricsProps) {
  return (
    <Stack gap={space[4]}>
      <h2
        id={id}
        css={css`
          font-size: ${fontSizes.small};
          font-weight: 700;
          letter-spacing: 0.08em;
          text-transform: uppercase;
          color: ${colors.onDarkMuted};
        `}
      >
        {title}
      </h2>
      <MetricGrid metrics={metrics} label={title} tone="dark" />
    </Stack>
  );
}
