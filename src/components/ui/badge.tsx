import { css } from "@emotion/react";
import type { ReactNode } from "react";
import { colors, fontSizes, gradient, radii, space } from "../../styles/tokens";

const tones = {
  brand: css`
    color: ${colors.white};
    background: ${gradient};
  `,
  soft: css`
    color: ${colors.primaryStrong};
    background: ${colors.tintPrimary};
  `,
  success: css`
    color: ${colors.success};
    background: ${colors.tintSuccess};
  `,
  onDark: css`
    color: ${colors.onDark};
    background: rgba(255, 255, 255, 0.1);
    border: 1px solid rgba(255, 255, 255, 0.2);
  `,
};

interface BadgeProps {
  tone?: keyof typeof tones;
  children: ReactNode;
  className?: string;
}

export function Badge({ tone = "soft", children, className }: BadgeProps) {
  return (
    <span
      className={className}
      css={[
        css`
          display: inline-flex;
          align-items: center;
          gap: ${space[1.5]};
          align-self: flex-start;
          padding: ${space[1]} ${space[3]};
          border-radius: ${radii.pill};
          font-size: ${fontSizes.caption};
          font-weight: 700;
          letter-spacing: 0.06em;
          text-transform: uppercase;
          line-height: 1.5;
        `,
        tones[tone],
      ]}
    >
      {children}
    </span>
  );
}
