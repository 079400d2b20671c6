import { css, type Theme } from "@emotion/react";
import type { Quote } from "../../lib/sponsorship/types";
import { media } from "../../styles/tokens";
import { Icon } from "../ui/icon";

/** A client's words: a blockquote with its attribution in the figure's caption. */
export function ClientQuote({ quote }: { quote: Quote }) {
  return (
    <figure
      css={(theme: Theme) => css`
        position: relative;
        max-width: 880px;
        margin: 0 auto;
        padding: 40px 28px 32px;
        border-radius: ${theme.radii.card}px;
        background: ${theme.colors.surface};
        border: 1px solid ${theme.colors.border};
        box-shadow: ${theme.shadows.card};
        ${media.md} {
          padding: 56px 64px 48px;
        }
      `}
    >
      <Icon
        name="Quote"
        size={40}
        css={(theme: Theme) => css`
          color: ${theme.colors.violet};
          margin-bottom: 16px;
        `}
      />
      <blockquote
        css={(theme: Theme) => css`
          margin: 0;
          font-size: 20px;
          font-weight: 600;
          line-height: 1.5;
          color: ${theme.colors.text};
          ${media.md} {
            font-size: 24px;
          }
        `}
      >
        <p>{quote.quote}</p>
      </blockquote>
      <figcaption
        css={(theme: Theme) => css`
          margin-top: 24px;
          font-size: 16px;
          color: ${theme.colors.muted};
          cite {
            font-style: normal;
            font-weight: 700;
            color: ${theme.colors.text};
          }
        `}
      >
        <cite>{quote.author}</cite>, {quote.organization}
      </figcaption>
    </figure>
  );
}
