import { css } from "@emotion/react";
import type { Point } from "../../lib/content/entries";
import { colors, fontSizes, media, space } from "../../styles/tokens";
import { Card } from "../ui/card";
import { Icon } from "../ui/icon";
import { tile } from "../ui/layout";
import { CopySection, type CopySectionProps } from "./copy-section";

interface PointGridProps {
  points: readonly Point[];
  /** Accessible name of the list. */
  label: string;
  columns?: 1 | 2 | 3 | 4;
}

/** Benefits, reasons, standards: one card per point with its icon, title and description. */
export function PointGrid({ points, label, columns = 3 }: PointGridProps) {
  return (
    <ul
      aria-label={label}
      css={css`
        display: grid;
        grid-template-columns: minmax(0, 1fr);
        gap: ${space[4]};
        margin: 0;
        padding: 0;
        list-style: none;
        ${media.md} {
          grid-template-columns: repeat(${Math.min(columns, 2)}, minmax(0, 1fr));
          gap: ${columns === 1 ? 16 : 24}px;
        }
        ${media.lg} {
          grid-template-columns: repeat(${columns}, minmax(0, 1fr));
        }
      `}
    >
      {points.map((p) => (
        <Card
          as="li"
          key={p.slug}
          css={
            columns === 1 &&
            css`
              display: grid;
              grid-template-columns: 44px minmax(0, 1fr);
              align-items: start;
              gap: ${space[1]} ${space[4]};
              padding: ${space[5]};
              & > span {
                grid-row: span 2;
              }
            `
          }
        >
          {p.icon && (
            <span
              css={[
                tile,
                css`
                  width: 44px;
                  height: 44px;
                  color: ${colors.primary};
                  background: ${colors.tintPrimary};
                `,
              ]}
            >
              <Icon name={p.icon} size={22} />
            </span>
          )}
          <h3
            css={css`
              font-size: ${fontSizes.leadLarge};
              line-height: 1.3;
            `}
          >
            {p.title}
          </h3>
          {p.description && (
            <p
              css={css`
                color: ${colors.muted};
              `}
            >
              {p.description}
            </p>
          )}
        </Card>
      ))}
    </ul>
  );
}

interface PointsSectionProps extends Omit<CopySectionProps, "children"> {
  points: readonly Point[];
  columns?: 1 | 2 | 3 | 4;
}

/** A section that is one grid of points (benefits, reasons, standards), named by its label or its title. */
export function PointsSection({ points, columns, ...section }: PointsSectionProps) {
  const { copy } = section;
  return (
    <CopySection {...section}>
      <PointGrid points={points} label={copy.label ?? copy.req("title")} columns={columns} />
    </CopySection>
  );
}
