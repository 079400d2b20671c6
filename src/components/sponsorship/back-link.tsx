import { css } from "@emotion/react";
import { Link } from "gatsby";
import { Icon } from "../ui/icon";
import { colors, fontSizes, space } from "../../styles/tokens";

interface BackLinkProps {
  to: string;
  children: string;
}

/** The "back" link at the top of a sponsorship page, drawn for the dark page header. */
export function BackLink({ to, children }: BackLinkProps) {
  return (
    <Link
      to={to}
      css={css`
        display: inline-flex;
        align-items: center;
        gap: ${space[2]};
        min-height: 44px;
        font-size: ${fontSizes.compact};
        font-weight: 600;
        color: ${colors.onDark};
        text-decoration: none;
        svg {
          transition: transform 150ms ease;
        }
        &:hover {
          color: ${colors.white};
          svg {
            transform: translateX(-3px);
          }
        }
      `}
    >
      <Icon name="ArrowLeft" size={18} />
      {children}
    </Link>
  );
}
