import { css } from "@emotion/react";
import type { Figure } from "../../lib/sponsorship/types";
import { Card } from "../ui/card";
import { Stack } from "../ui/layout";
import { CopySection, type CopySectionProps } from "./copy-section";
import { colors, fontSizes, gradient, radii, space } from "../../styles/tokens";

interface BarListProps {
  id: string;
  title: string;
  figures: readonly Figure[];
}

/** Shares drawn as bars (a full track is 100%), each with its number as text beside its label. */
export function BarList({ id, title, figures }: BarListProps) {
  return (
    <Card
      as="article"
      aria-labelledby={id}
      flat
      css={css`
        gap: ${space[5]};
      `}
    >
      <div>
        <h3
          id={id}
          css={css`
            font-size: ${fontSizes.title5};
          `}
        >
          {title}
        </h3>
      </div>
      <Stack as="ul" gap={space[4]}>
        {figures.map((f) => (
          <li key={f.slug} data-share={f.share}>
            <div
              css={css`
                display: flex;
                justify-content: space-between;
                gap: ${space[3]};
                margin-bottom: ${space[1.5]};
                font-size: ${fontSizes.compact};
              `}
            >
              <span
                css={css`
                  font-weight: 600;
                `}
              >
                {f.label}
              </span>
              <span
                css={css`
                  font-weight: 800;
                  font-variant-numeric: tabular-nums;
                `}
              >
                {f.value}
              </span>
            </div>
            <div
              aria-hidden="true"
              css={css`
                height: 10px;
                border-radius: ${radii.pill};
                background: ${colors.subtle};
                box-shadow: inset 0 0 0 1px ${colors.border};
                overflow: hidden;
              `}
            >
              <div
                data-bar=""
                style={{ width: `${Math.min(100, Math.max(0, f.share ?? 0))}%` }}
                css={css`
                  height: 100%;
                  min-width: 4px;
                  border-radius: inherit;
                  background: ${gradient};
                `}
              />
            </div>
          </li>
        ))}
      </Stack>
    </Card>
  );
}

interface BarListSectionProps extends Omit<CopySectionProps, "children"> {
  /** The bar list's own heading (its id names it) and shares. */
  list: { id: string; title: string; figures: readonly Figure[] };
}

/** A section that is one list of shares, kept to a readable width. */
export function BarListSection({ list, ...section }: BarListSectionProps) {
  return (
    <CopySection {...section}>
      <div
        css={css`
          max-width: 760px;
          margin: 0 auto;
        `}
      >
        <BarList {...list} />
      </div>
    </CopySection>
  );
}
