import { css } from "@emotion/react";
import { Link } from "gatsby";
import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode } from "react";
import { colors, fontSizes, gradient, radii, shadows, space } from "../../styles/tokens";

export type ButtonVariant = "primary" | "secondary" | "onDark";

const base = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${space[2]};
  min-height: 48px;
  /* A label that wraps (a long one on a phone) keeps space above and below it; one line stays 48 px tall. */
  padding: ${space[2.5]} ${space[6]};
  border-radius: ${radii.pill};
  font-size: ${fontSizes.body};
  font-weight: 700;
  line-height: 1.2;
  text-align: center;
  text-decoration: none;
  cursor: pointer;
  border: 2px solid transparent;
  transition:
    transform 150ms ease,
    box-shadow 150ms ease,
    background-color 150ms ease;
  &:hover {
    transform: translateY(-1px);
  }
  &:active {
    transform: translateY(0);
  }
`;

const variants = {
  primary: css`
    color: ${colors.white};
    background: ${gradient};
    box-shadow: ${shadows.brandRaised};
    &:hover {
      box-shadow: ${shadows.brandHover};
    }
  `,
  secondary: css`
    color: ${colors.primaryStrong};
    background: ${colors.surface};
    border-color: ${colors.primary};
    &:hover {
      background: ${colors.subtle};
    }
  `,
  onDark: css`
    color: ${colors.white};
    background: transparent;
    border-color: rgba(255, 255, 255, 0.7);
    &:hover {
      background: rgba(255, 255, 255, 0.1);
    }
  `,
};

export const buttonStyles = (variant: ButtonVariant) => [base, variants[variant]];

/** An element's own props (`T`), the button look and the content. */
type Props<T> = T & { variant?: ButtonVariant; children: ReactNode };
type ButtonProps = Props<ButtonHTMLAttributes<HTMLButtonElement>>;
type ExternalProps = Props<AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }>;
type LinkButtonProps = Props<{ to: string; onClick?: (event: React.MouseEvent<HTMLAnchorElement>) => void }>;

export function Button({ variant = "primary", type = "button", ...rest }: ButtonProps) {
  return <button type={type} css={buttonStyles(variant)} {...rest} />;
}

/** A button-styled link that opens an outside site in a new tab. */
export function ExternalButton({ variant = "primary", children, ...rest }: ExternalProps) {
  return (
    <a target="_blank" rel="noopener noreferrer" css={buttonStyles(variant)} {...rest}>
      {children}
    </a>
  );
}

/** A button-styled in-site link. */
export function LinkButton({ to, variant = "primary", children, onClick }: LinkButtonProps) {
  return (
    <Link to={to} css={buttonStyles(variant)} onClick={onClick}>
      {children}
    </Link>
  );
}
