import { css } from "@emotion/react";
import type { Figure } from "../../lib/sponsorship/types";
import { colors, fontSizes, media, radii, space } from "../../styles/tokens";
import { Icon } from "../ui/icon";
import { Grid, Stack, tile } from "../ui/layout";

interface HeroMetricsProps {
  id: string;
  title: string;
  metrics: readonly Figure[];
}

/** The key figures in a page's header band: a description list, so each value is read with its label. */
export function HeroMetrics({ id, title, metrics }: HeroMetricsProps) {
  // Three figures go from one column to a row; any other number from two columns to four.
  const three = metrics.length === 3;
  return (
    <div
      css={css`
        margin-top: ${space[8]};
        ${media.md} {
          margin-top: ${space[10]};
        }
      `}
    >
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
        {/* The group carries the name: a <dl> itself may not have one. */}
        <div role="group" aria-label={title}>
          <Grid
            as="dl"
            columns={three ? 1 : 2}
            sm={three ? 3 : 2}
            lg={three ? 3 : 4}
            gap={space[4]}
            lgGap={space[6]}
            css={css`
              margin: 0;
            `}
          >
            {metrics.map((m) => (
              <div
                key={m.slug}
                css={css`
                  display: flex;
                  flex-direction: column-reverse;
                  justify-content: flex-end;
                  gap: ${space[1.5]};
                  padding: ${space[5]};
                  border-radius: ${radii.card};
                  background: rgba(255, 255, 255, 0.06);
                  border: 1px solid rgba(255, 255, 255, 0.14);
                  ${media.md} {
                    padding: ${space[6]};
                  }
                `}
              >
                <dt
                  css={css`
                    font-size: ${fontSizes.small};
                    font-weight: 600;
                    line-height: 1.4;
                    color: ${colors.onDark};
                    ${media.md} {
                      font-size: ${fontSizes.compact};
                    }
                  `}
                >
                  {m.label}
                </dt>
                <Stack
                  as="dd"
                  gap={space[3]}
                  css={css`
                    margin: 0;
                    font-size: ${fontSizes.title2};
                    font-weight: 800;
                    letter-spacing: -0.02em;
                    line-height: 1.1;
                    font-variant-numeric: tabular-nums;
                    color: ${colors.white};
                    ${media.md} {
                      font-size: ${fontSizes.title1};
                    }
                  `}
                >
                  {m.icon && (
                    <span
                      css={css`
                        ${tile};
                        width: 40px;
                        height: 40px;
                        color: ${colors.onDarkMuted};
                        background: rgba(165, 180, 252, 0.12);
                      `}
                    >
                      <Icon name={m.icon} size={20} />
                    </span>
                  )}
                  {m.value}
                </Stack>
              </div>
            ))}
          </Grid>
        </div>
      </Stack>
    </div>
  );
}
