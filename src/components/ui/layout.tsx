import { css } from "@emotion/react";
import type { ElementType, HTMLAttributes, ReactNode } from "react";
import { colors, fontSizes, media, radii } from "../../styles/tokens";

// The layout primitives: Stack, Cluster, Grid and CentredGrid. Gaps are CSS lengths, normally a token
// (`gap={space[4]}`). Each takes `as` for the element and passes className through, so `css` at the call site adds
// to it.

interface PrimitiveProps extends HTMLAttributes<HTMLElement> {
  /** The element drawn: a div unless the content is a list (`ul`, `ol`) or a landmark. */
  as?: ElementType;
  /** The space between children (a CSS length, or `row column`). */
  gap?: string;
  children?: ReactNode;
}

/** Lists drawn by a primitive lose their bullets and indent. */
const reset = (Tag: ElementType) => (Tag === "ul" || Tag === "ol" ? "margin:0;padding:0;list-style:none;" : "");

/** Children in a column, `gap` apart. */
export function Stack({ as: Tag = "div", gap = "0", ...rest }: PrimitiveProps) {
  return (
    <Tag
      css={css`
        display: flex;
        flex-direction: column;
        gap: ${gap};
        ${reset(Tag)}
      `}
      {...rest}
    />
  );
}

interface ClusterProps extends PrimitiveProps {
  /** Cross-axis alignment: centred unless told (`flex-start`, `baseline`, `stretch`). */
  align?: string;
  /** Main-axis distribution: from the start unless told (`center`, `space-between`). */
  justify?: string;
}

/** Children in a row that wraps, `gap` apart. */
export function Cluster({
  as: Tag = "div",
  gap = "0",
  align = "center",
  justify = "flex-start",
  ...rest
}: ClusterProps) {
  return (
    <Tag
      css={css`
        display: flex;
        flex-wrap: wrap;
        align-items: ${align};
        justify-content: ${justify};
        gap: ${gap};
        ${reset(Tag)}
      `}
      {...rest}
    />
  );
}

/** A number of equal columns, or a template (`"minmax(0, 3fr) minmax(0, 2fr)"`). */
export type Columns = number | string;

interface GridProps extends PrimitiveProps {
  /** Columns on phones (one unless told), and from each breakpoint up. */
  columns?: Columns;
  sm?: Columns;
  md?: Columns;
  lg?: Columns;
  /** A wider gap from the md and lg breakpoints up. */
  mdGap?: string;
  lgGap?: string;
}

const track = (columns: Columns) => (typeof columns === "number" ? `repeat(${columns}, minmax(0, 1fr))` : columns);

/** The rule for one breakpoint: its columns and gap, when given. */
const from = (query: string, columns?: Columns, gap?: string) =>
  columns === undefined && gap === undefined
    ? ""
    : `${query}{${columns === undefined ? "" : `grid-template-columns:${track(columns)};`}${gap === undefined ? "" : `gap:${gap};`}}`;

/** A grid whose column count grows with the screen: one column on phones, then `sm`, `md`, `lg`. */
export function Grid({ as: Tag = "div", columns = 1, sm, md, lg, gap = "0", mdGap, lgGap, ...rest }: GridProps) {
  return (
    <Tag
      css={css`
        display: grid;
        grid-template-columns: ${track(columns)};
        gap: ${gap};
        ${reset(Tag)}
        ${from(media.sm, sm)}
        ${from(media.md, md, mdGap)}
        ${from(media.lg, lg, lgGap)}
      `}
      {...rest}
    />
  );
}

/** Grid's props, with column counts only (no templates) and gaps of one length (not `row column`). */
interface CentredGridProps extends Omit<GridProps, "columns" | "sm" | "md" | "lg"> {
  columns?: number;
  sm?: number;
  md?: number;
  lg?: number;
}

/** A breakpoint's column count and gap, as the custom properties CentredGrid's cells are sized by. */
const at = (query: string, columns?: number, gap?: string) =>
  columns === undefined && gap === undefined
    ? ""
    : `${query}{${columns === undefined ? "" : `--columns:${columns};`}${gap === undefined ? "" : `--gap:${gap};`}}`;

/**
 * Equal cells, as in Grid, but a last row that is not full is centred instead of left hanging at the left edge (the
 * fifth of five cards in rows of three, a 13th logo): rows of cells that each take a column's width. The cells of a
 * row share its height, as in Grid.
 */
export function CentredGrid({
  as: Tag = "div",
  columns = 1,
  sm,
  md,
  lg,
  gap = "0",
  mdGap,
  lgGap,
  ...rest
}: CentredGridProps) {
  return (
    <Tag
      css={css`
        --columns: ${columns};
        --gap: ${gap};
        display: flex;
        flex-wrap: wrap;
        justify-content: center;
        gap: var(--gap);
        ${reset(Tag)}
        ${at(media.sm, sm)}
        ${at(media.md, md, mdGap)}
        ${at(media.lg, lg, lgGap)}
        & > * {
          flex: 0 0 calc((100% - (var(--columns) - 1) * var(--gap)) / var(--columns));
          min-width: 0;
        }
      `}
      {...rest}
    />
  );
}

/** Children in a row, centred across it, `gap` apart (unlike Cluster, it never wraps). */
export const row = (gap: string) => css`
  display: flex;
  align-items: center;
  gap: ${gap};
`;

/** Content centred in an inline box (icon tiles, square buttons); the caller sets the size. */
export const centred = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
`;

/**
 * Centred text in lines of even length: no heading or lead ends on a lone word, nor a short last line under a long one.
 * The style is inherited, so one container covers its heading, lead and buttons.
 */
export const centredText = css`
  text-align: center;
  text-wrap: balance;
`;

/** A small upper-case label above or across a group (a table's column headers, a group's legend). */
export const smallCaps = css`
  font-size: ${fontSizes.caption};
  font-weight: 700;
  letter-spacing: 0.06em;
  text-transform: uppercase;
  color: ${colors.muted};
`;

/** An icon's rounded square (cards, points, channels); the caller sets its size and colours. */
export const tile = css`
  ${centred};
  border-radius: ${radii.medium};
`;
