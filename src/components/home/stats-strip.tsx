import { css } from "@emotion/react";
import { colors, fontSizes, media, radii, shadows, space } from "../../styles/tokens";
import { Grid, Stack } from "../ui/layout";
import { containerStyles } from "../ui/section";
import type { Stat } from "../../lib/content/entries";
import { IconTile } from "./card-parts";
import { figureStyles } from "./home-styles";

/** Six figures, 2×3 on phones and 3×2 from tablets, raised over the hero's bottom edge. */
export function StatsStrip({ stats, title }: { stats: readonly Stat[]; title: string }) {
  return (
    <section aria-labelledby="stats-title" css={containerStyles}>
      <h2 id="stats-title" className="visually-hidden">
        {title}
      </h2>
      <Grid
        as="ul"
        columns={2}
        md={3}
        gap="normal"
        css={css`
          position: relative;
          margin: -${space[16]} 0 0;
          background: ${colors.surface};
          border: 1px solid ${colors.border};
          border-radius: ${radii.card};
          box-shadow: ${shadows.lift};
          overflow: hidden;
          ${media.md} {
            margin-top: -${space[20]};
          }
        `}
      >
        {stats.map((stat) => (
          <Stack
            as="li"
            key={stat.slug}
            gap="8px"
            css={css`
              align-items: flex-start;
              padding: ${space[5]} ${space[4]};
              /* Hairlines between cells: every cell draws its right and bottom edge, the frame clips the rest. */
              box-shadow:
                1px 0 0 ${colors.border},
                0 1px 0 ${colors.border};
              ${media.md} {
                flex-direction: row;
                align-items: center;
                gap: ${space[4]};
                padding: ${space[7]} ${space[8]};
              }
            `}
          >
            <IconTile name={stat.icon} />
            <Stack as="span" gap="normal">
              <span
                css={[
                  figureStyles,
                  css`
                    font-size: ${fontSizes.title2Small};
                    font-variant-numeric: tabular-nums;
                    color: ${colors.text};
                    ${media.md} {
                      font-size: ${fontSizes.title1Small};
                    }
                  `,
                ]}
              >
                {stat.value}
              </span>
              <span
                css={css`
                  font-size: ${fontSizes.small};
                  font-weight: 500;
                  line-height: 1.4;
                  color: ${colors.muted};
                  ${media.md} {
                    font-size: ${fontSizes.compact};
                  }
                `}
              >
                {stat.label}
              </span>
            </Stack>
          </Stack>
        ))}
      </Grid>
    </section>
  );
}
