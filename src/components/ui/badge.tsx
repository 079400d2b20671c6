import { css, type Theme } from "@emotion/react";
import type { ReactNode } from "react";

export type BadgeTone = "brand" | "soft" | "success" | "onDark";

const tones = {
  brand: (theme: Theme) => css`
    color: #fff;
    background: ${theme.gradient};
  `,
  soft: (theme: Theme) => css`
    color: ${theme.colors.primaryStrong};
    background: #eef2ff;
  `,
  success: (theme: Theme) => css`
    color: ${theme.colors.success};
    background: #ecfdf5;
  `,
  onDark: (theme: Theme) => css`
    color: ${theme.colors.onDark};
    background: rgba(255, 255, 255, 0.1);
    border: 1px solid rgba(255, 255, 255, 0.2);
  `,
};

interface BadgeProps {
  tone?: BadgeTone;
  children: ReactNode;
  className?: string;
}

export function Badge({ tone = "soft", children, className }: BadgeProps) {
  return (
    <span
      className={className}
      css={(theme: Theme) => [
        css`
          display: inline-flex;
          align-items: center;
          gap: 6px;
          align-self: flex-start;
          padding: 4px 12px;
          border-radius: ${theme.radii.pill}px;
          font-size: 12px;
          font-weight: 700;
          letter-spacing: 0.06em;
          text-transform: uppercase;
          line-height: 1.5;
        `,
        tones[tone](theme),
      ]}
    >
      {children}
    </span>
  );
}
