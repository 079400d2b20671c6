import { css, type Theme } from "@emotion/react";

/** The gradient diamond mark. */
export function LogoMark({ size = 36 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 36 36" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="logo-gradient" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#4F46E5" />
          <stop offset="0.55" stopColor="#7C3AED" />
          <stop offset="1" stopColor="#DB2777" />
        </linearGradient>
      </defs>
      <rect width="36" height="36" rx="10" fill="url(#logo-gradient)" />
      <path d="M18 7 28 16 18 29 8 16Z" fill="none" stroke="#fff" strokeWidth="2.2" strokeLinejoin="round" />
      <path d="M8 16h20M14 16l4 13 4-13M13 11l1 5M23 11l-1 5" stroke="#fff" strokeWidth="1.6" fill="none" />
    </svg>
  );
}

export const brandNameStyles = (theme: Theme) => css`
  font-size: 20px;
  font-weight: 800;
  letter-spacing: -0.02em;
  color: ${theme.colors.text};
  line-height: 1.1;
`;
