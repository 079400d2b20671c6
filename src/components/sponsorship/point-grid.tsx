import { css } from "@emotion/react";
import type { Point } from "../../lib/content/entries";
import { colors, fontSizes, space } from "../../styles/tokens";
import { Card, cardTextStyles } from "../ui/card";
import { Icon } from "../ui/icon";
import { CentredGrid, tile } from "../ui/layout";
import { CopySection, type CopySectionProps } from "./copy-section";

interface PointGridProps {
  points: readonly Point[];
  /** Accessible name of the list. */
  label: string;
  columns?: 1 | 2 | 3 | 4;
  /** The points' heading level: 3 under a section's h2, 4 under a heading of its own (an h3). */
  level?: 3 | 4;
}

/** Benefits, reasons, standards: one card per point with its icon, title and description. */
export function PointGrid({ points, label, columns = 3, level = 3 }: PointGridProps) {
  const Heading = level === 3 ? "h3" : "h4";
  return (
    <CentredGrid
      as="ul"
      aria-label={label}
      md={Math.min(columns, 2)}
      lg={columns}
      gap={space[4]}
      mdGap={columns === 1 ? space[4] : space[6]}
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
              css={css`
                ${tile};
                width: 44px;
                height: 44px;
                color: ${colors.primary};
                background: ${colors.tintPrimary};
              `}
            >
              <Icon name={p.icon} size={22} />
            </span>
          )}
          <Heading
            css={css`
              font-size: ${fontSizes.leadLarge};
              line-height: 1.3;
            `}
          >
            {p.title}
          </Heading>
          {p.description && <p css={cardTextStyles}>{p.description}</p>}
        </Card>
      ))}
    </CentredGrid>
  );
}

type PointsSectionProps = Omit<CopySectionProps, "children"> & Omit<PointGridProps, "label">;

/** A section that is one grid of points (benefits, reasons, standards), named by its label or its title. */
export function PointsSection({ points, columns, ...section }: PointsSectionProps) {
  return (
    <CopySection {...section}>
      <PointGrid points={points} label={section.copy.label ?? section.copy.title} columns={columns} />
    </CopySection>
  );
}
