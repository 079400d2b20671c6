import { useUi } from "../../hooks/use-ui";
import { css } from "@emotion/react";
import type { HTMLAttributes } from "react";
import { fillLocal } from "../../lib/content/fill-local";
import { formatUsd, type Cadence } from "../../lib/format";
import { colors, fontSizes, gradient, media, space } from "../../styles/tokens";
import { Badge } from "../ui/badge";
import { Icon } from "../ui/icon";
import { Stack } from "../ui/layout";

/** The title of a package's card or panel. */
export const cardTitleStyles = css`
  font-size: ${fontSizes.title4};
`;

/** The card that sells: a brand-gradient border. */
export const gradientBorderStyles = css`
  border: 2px solid transparent;
  background:
    linear-gradient(${colors.surface}, ${colors.surface}) padding-box,
    ${gradient} border-box;
`;

interface PriceProps {
  price: number;
  cadence: Cadence;
  /** The regular price, shown struck through above the price with what the discount saves beside it. */
  strikePrice?: number;
}

/** A price in large tabular numerals ("$2,800 /month"), with its struck regular price above when discounted. */
export function Price({ price, cadence, strikePrice }: PriceProps) {
  const ui = useUi();
  return (
    <Stack
      gap={space[1.5]}
      css={css`
        font-variant-numeric: tabular-nums;
        color: ${colors.text};
      `}
    >
      {strikePrice !== undefined && (
        <p
          css={css`
            display: flex;
            flex-wrap: wrap;
            align-items: center;
            gap: ${space[2.5]};
          `}
        >
          <s
            css={css`
              font-size: ${fontSizes.title5};
              font-weight: 600;
              color: ${colors.muted};
              text-decoration-thickness: 2px;
            `}
          >
            <span className="visually-hidden">{ui.price.regular} </span>
            {formatUsd(strikePrice)}
          </s>
          <Badge
            tone="success"
            css={css`
              align-self: center;
            `}
          >
            {fillLocal(ui.package.save, { amount: formatUsd(strikePrice - price) })}
          </Badge>
        </p>
      )}
      <p
        css={css`
          display: flex;
          flex-wrap: wrap;
          align-items: baseline;
          gap: ${space[1]} ${space[2.5]};
        `}
      >
        <span
          css={css`
            font-size: ${fontSizes.title1};
            font-weight: 800;
            letter-spacing: -0.02em;
            line-height: 1.1;
            ${media.md} {
              font-size: ${fontSizes.display3};
            }
          `}
        >
          {strikePrice !== undefined && <span className="visually-hidden">{ui.price.now} </span>}
          {formatUsd(price)}
        </span>
        <span
          css={css`
            font-size: ${fontSizes.body};
            font-weight: 600;
            color: ${colors.muted};
          `}
        >
          {cadence === "month" ? ui.price.perMonth : ui.price.oneTime}
        </span>
      </p>
    </Stack>
  );
}

/** What a package includes, a check mark before each item; `css` at the call site adds to it. */
export function CheckList({ items, ...rest }: HTMLAttributes<HTMLUListElement> & { items: readonly string[] }) {
  return (
    <Stack as="ul" gap={space[3]} {...rest}>
      {items.map((item) => (
        <li
          key={item}
          css={css`
            display: flex;
            gap: ${space[2.5]};
          `}
        >
          <Icon
            name="Check"
            size={20}
            css={css`
              flex: none;
              margin-top: ${space[0.5]};
              color: ${colors.success};
            `}
          />
          {item}
        </li>
      ))}
    </Stack>
  );
}
