// Design tokens: the one place the site's colours, type, space, radii, shadows, layout sizes and breakpoints are
// defined. A hex colour or a pixel font size written anywhere else fails ESLint (eslint.config.mjs).

/** The palette. Tints are the light backgrounds of icons and badges; `onDark*` is text on the dark sections. */
export const colors = {
  ink: "#0B1020",
  surface: "#fff",
  /** Text and strokes on the dark sections and the brand gradient. */
  white: "#fff",
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
  success: "#047857",
  focus: "#4F46E5",
  /** A field's border, and its placeholder text (contact form). */
  fieldBorder: "#c9cedd",
  placeholder: "#9aa3bb",
  /** Tints: indigo, violet, green and amber backgrounds; the indigo edge. */
  tintPrimary: "#eef2ff",
  tintViolet: "#f5f3ff",
  tintSuccess: "#ecfdf5",
  tintWarning: "#fff7ed",
  edgePrimary: "#e0e7ff",
  edgeWarning: "#fdba74",
  /** The star count's star and its text. */
  star: "#f59e0b",
  starText: "#b45309",
  /** The light ends of the hero's gradient headline. */
  lightIndigo: "#a5b4fc",
  lightViolet: "#c4b5fd",
  lightPink: "#f9a8d4",
  black: "#000",
} as const;

/** The brand gradient: indigo, violet, pink. */
export const gradient = "linear-gradient(135deg, #4F46E5 0%, #7C3AED 55%, #DB2777 100%)";

export const fonts = {
  body: '"Inter Variable", "Inter Fallback", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
} as const;

/** The type scale, smallest first: captions and labels, body text, titles, display figures. */
export const fontSizes = {
  caption: "12px",
  label: "13px",
  small: "14px",
  compact: "15px",
  body: "16px",
  bodyLarge: "17px",
  lead: "18px",
  leadLarge: "19px",
  title5: "20px",
  title4: "22px",
  title3: "24px",
  title3Large: "26px",
  title2Small: "28px",
  title2: "30px",
  title1Small: "36px",
  title1: "40px",
  display4: "44px",
  display3: "48px",
  display2: "52px",
  display1: "60px",
  figure: "64px",
  giant: "96px",
} as const;

/** The type of the 1200 × 630 share images (src/lib/build/og-images.ts), in SVG user units (px). */
export const shareImageFontSizes = { title: 62, brand: 40, figure: 56, caption: 28, host: 26 } as const;

/** Space, in 4 px steps (and the 2 px half steps some rows need): `space[4]` is 16px. */
const SPACE_STEPS = [0.5, 1, 1.5, 2, 2.5, 3, 3.5, 4, 4.5, 5, 6, 7, 8, 9, 10, 12, 14, 16, 18, 20, 24] as const;
type SpaceStep = (typeof SPACE_STEPS)[number];
export const space = Object.fromEntries(SPACE_STEPS.map((n) => [n, `${n * 4}px`])) as Record<SpaceStep, string>;

export const radii = {
  small: "8px",
  medium: "12px",
  large: "14px",
  card: "16px",
  panel: "24px",
  pill: "999px",
} as const;

export const shadows = {
  card: "0 1px 2px rgba(11, 16, 32, 0.04), 0 4px 16px rgba(11, 16, 32, 0.06)",
  lift: "0 4px 8px rgba(11, 16, 32, 0.06), 0 12px 32px rgba(11, 16, 32, 0.1)",
  /** The glow of the primary button and the featured package's badge. */
  brand: "0 4px 12px rgba(79, 70, 229, 0.3)",
  brandRaised: "0 6px 20px rgba(79, 70, 229, 0.35)",
  brandHover: "0 8px 28px rgba(79, 70, 229, 0.45)",
  /** The focus ring of fields and of the channel cards. */
  ringStrong: "0 0 0 3px rgba(79, 70, 229, 0.5)",
} as const;

/** Layout sizes in CSS pixels (numbers: some are added up). */
export const layout = { maxWidth: 1200, gutterPhone: 24, gutterDesktop: 32, headerHeight: 64 } as const;

export const breakpoints = { sm: 640, md: 768, lg: 1024 } as const;

/** Media queries for the breakpoints (mobile first), and the reduced-motion preference. */
export const media = {
  sm: `@media (min-width: ${breakpoints.sm}px)`,
  md: `@media (min-width: ${breakpoints.md}px)`,
  lg: `@media (min-width: ${breakpoints.lg}px)`,
  reducedMotion: "@media (prefers-reduced-motion: reduce)",
  /** Motion the visitor has not asked to reduce (entrance and pulse animations). */
  motionAllowed: "@media (prefers-reduced-motion: no-preference)",
} as const;
