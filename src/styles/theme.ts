/** Design tokens: the only place colours, type, space and shape are defined. */
export const theme = {
  colors: {
    ink: "#0B1020",
    inkSoft: "#151B33",
    surface: "#FFFFFF",
    subtle: "#F6F7FB",
    border: "#E4E7F0",
    text: "#111827",
    muted: "#4B5563",
    onDark: "#E5E7EB",
    onDarkMuted: "#A5B4FC",
    primary: "#4F46E5",
    primaryStrong: "#4338CA",
    violet: "#7C3AED",
    pink: "#DB2777",
    teal: "#0E7490",
    success: "#047857",
    focus: "#4F46E5",
  },
  gradient: "linear-gradient(135deg, #4F46E5 0%, #7C3AED 55%, #DB2777 100%)",
  fonts: {
    body: '"Inter Variable", "Inter Fallback", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  },
  fontSizes: { xs: 14, sm: 16, md: 18, lg: 20, xl: 24, "2xl": 30, "3xl": 36, "4xl": 48, "5xl": 60 },
  space: (n: number) => `${n * 4}px`,
  radii: { card: 16, pill: 999, small: 8 },
  shadows: {
    card: "0 1px 2px rgba(11, 16, 32, 0.04), 0 4px 16px rgba(11, 16, 32, 0.06)",
    lift: "0 4px 8px rgba(11, 16, 32, 0.06), 0 12px 32px rgba(11, 16, 32, 0.1)",
  },
  layout: { maxWidth: 1200, gutterPhone: 24, gutterDesktop: 32, headerHeight: 64 },
  breakpoints: { sm: 640, md: 768, lg: 1024, xl: 1280 },
} as const;

export type SiteTheme = typeof theme;

declare module "@emotion/react" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface Theme extends SiteTheme {}
}
