import { css } from "@emotion/react";
import type { Quote } from "../../lib/sponsorship/types";
import { colors, fontSizes, media, radii, shadows, space } from "../../styles/tokens";
import { Icon } from "../ui/icon";

/** A client's words: a blockquote with its attribution in the figure's caption. */
export function ClientQuote({ quote }: { quote: Quote }) {
  return (
    <figure
      css={css`
        position: relative;
        max-width: 880px;
        margin: 0 auto;
        padding: ${space[10]} ${space[7]} ${space[8]};
        border-radius: ${radii.card};
        background: ${colors.surface};
        border: 1px solid ${colors.border};
        box-shadow: ${shadows.card};
        ${media.md} {
          padding: ${space[14]} ${space[16]} ${space[12]};
        }
      `}
    >
      <Icon
        name="Quote"
        size={40}
        css={css`
          color: ${colors.violet};
          margin-bottom: ${space[4]};
        `}
      />
      <blockquote
        css={css`
          margin: 0;
          font-size: ${fontSizes.title5};
          font-weight: 600;
          line-height: 1.5;
          color: ${colors.text};
          ${media.md} {
            font-size: ${fontSizes.title3};
          }
        `}
      >
        <p>{quote.quote}</p>
      </blockquote>
      <figcaption
        css={css`
          margin-top: ${space[6]};
          font-size: ${fontSizes.body};
          color: ${colors.muted};
          cite {
            font-style: normal;
            font-weight: 700;
            color: ${colors.text};
          }
        `}
      >
        <cite>{quote.author}</cite>, {quote.organization}
      </figcaption>
    </figure>
  );
}
