import { css, keyframes } from "@emotion/react";
import type { HTMLAttributes, ReactNode } from "react";
import { CARD_ATTRIBUTE, ENTERING_ATTRIBUTE } from "../../lib/card-entrance";
import { colors, media, radii, shadows, space } from "../../styles/tokens";

/** A white surface with the site's border and corners: cards, and the cells of the logo and company lists. */
export const surfaceStyles = css`
  background: ${colors.surface};
  border: 1px solid ${colors.border};
  border-radius: ${radii.card};
`;

const cardStyles = css`
  ${surfaceStyles};
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${space[3]};
  padding: ${space[6]};
  box-shadow: ${shadows.card};
  transition:
    transform 200ms ease,
    box-shadow 200ms ease;
  &:hover {
    transform: translateY(-2px);
    box-shadow: ${shadows.lift};
  }
`;

const riseIn = keyframes`
  from {
    opacity: 0;
    transform: translateY(16px);
  }
`;

/**
 * The entrance, once src/lib/card-entrance.ts marks a card coming into sight (with its delay). "backwards" holds
 * the first frame during the delay, then hands the transform back to the hover.
 */
const entranceStyles = css`
  ${media.motionAllowed} {
    &[${ENTERING_ATTRIBUTE}] {
      animation: ${riseIn} 400ms cubic-bezier(0.22, 1, 0.36, 1) backwards;
    }
  }
`;

/** Cards that are read rather than picked (figures, prices, answers) stay put on hover and on entering. */
const flatStyles = css`
  &:hover {
    transform: none;
  }
`;

/** A card's description under its title. */
export const cardTextStyles = css`
  color: ${colors.muted};
`;

type CardProps = HTMLAttributes<HTMLElement> & { as?: "div" | "article" | "li"; flat?: boolean; children: ReactNode };

/** The one card of the site: tutorials, benefits, services, advisory and packages all use it. */
export function Card({ as: Tag = "div", flat = false, ...rest }: CardProps) {
  if (flat) return <Tag css={[cardStyles, flatStyles]} {...rest} />;
  return <Tag css={[cardStyles, entranceStyles]} {...{ [CARD_ATTRIBUTE]: "" }} {...rest} />;
}
