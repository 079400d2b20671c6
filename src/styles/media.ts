import { theme } from "./theme";

/** Named media queries for the theme's breakpoints (mobile first). */
export const media = {
  sm: `@media (min-width: ${theme.breakpoints.sm}px)`,
  md: `@media (min-width: ${theme.breakpoints.md}px)`,
  lg: `@media (min-width: ${theme.breakpoints.lg}px)`,
  xl: `@media (min-width: ${theme.breakpoints.xl}px)`,
  reducedMotion: "@media (prefers-reduced-motion: reduce)",
} as const;
