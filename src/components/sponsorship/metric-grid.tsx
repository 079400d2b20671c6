import { css } from "@emotion/react";
import type { IconName } from "../../lib/icon-names";
import { colors, fontSizes, media, radii, shadows, space } from "../../styles/tokens";
import { Icon } from "../ui/icon";
import { Grid, Stack, tile } from "../ui/layout";

export interface Metric {
  slug: string;
  icon?: IconName;
  value: string;
  label: string;
}

interface MetricGridProps {
  metrics: readonly Metric[];
  /** Accessible name of the list. */
  label: string;
  tone?: "light" | "dark";
}

/** Key figures in large tabular numerals; a description list, so each value is read with its label. */
export function MetricGrid({ metrics, label, tone = "light" }: MetricGridProps) {
  // Three figures go from one column to a row; any other number from two columns to four.
  const three = metrics.length === 3;
  return (
    // The group carries the name: a <dl> itself may not have one.
    <div role="group" aria-label={label}>
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
              ${
                tone === "dark"
                  ? `background: rgba(255, 255, 255, 0.06); border: 1px solid rgba(255, 255, 255, 0.14);`
                  : `background: ${colors.surface}; border: 1px solid ${colors.border}; box-shadow: ${shadows.card};`
              }
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
                color: ${tone === "dark" ? colors.onDark : colors.muted};
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
                color: ${tone === "dark" ? colors.white : colors.text};
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
                    color: ${tone === "dark" ? colors.onDarkMuted : colors.primary};
                    background: ${tone === "dark" ? "rgba(165, 180, 252, 0.12)" : colors.tintPrimary};
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
  );
}
