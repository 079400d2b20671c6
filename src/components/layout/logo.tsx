import { css } from "@emotion/react";
import { colors, fontSizes } from "../../styles/tokens";

/** The gradient diamond mark. */
export function LogoMark({ size = 36 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 36 36" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="logo-gradient" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={colors.primary} />
          <stop offset="0.55" stopColor={colors.violet} />
          <stop offset="1" stopColor={colors.pink} />
        </linearGradient>
      </defs>
      <rect width="36" height="36" rx="10" fill="url(#logo-gradient)" />
      <path d="M18 7 28 16 18 29 8 16Z" fill="none" stroke={colors.white} strokeWidth="2.2" strokeLinejoin="round" />
      <path d="M8 16h20M14 16l4 13 4-13M13 11l1 5M23 11l-1 5" stroke={colors.white} strokeWidth="1.6" fill="none" />
    </svg>
  );
}

export const brandNameStyles = css`
  font-size: ${fontSizes.title5};
  font-weight: 800;
  letter-spacing: -0.02em;
  color: ${colors.text};
  line-height: 1.1;
`;
