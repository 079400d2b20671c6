import { Global, css } from "@emotion/react";
import interLatin from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2";
import { colors, fonts, layout, media, space } from "./tokens";

const styles = css`
  @font-face {
    font-family: "Inter Variable";
    font-style: normal;
    font-display: swap;
    font-weight: 100 900;
    src: url(${interLatin}) format("woff2-variations");
    unicode-range:
      U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F,
      U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD;
  }
  /* Metric-matched fallback so the swap to Inter moves nothing. */
  @font-face {
    font-family: "Inter Fallback";
    src: local("Arial"), local("Liberation Sans"), local("Helvetica");
    ascent-override: 90.44%;
    descent-override: 22.52%;
    line-gap-override: 0%;
    size-adjust: 107.12%;
  }
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }
  html {
    -webkit-text-size-adjust: 100%;
    /* Whatever the browser scrolls to (an anchor, a focused field) stays clear of the sticky header. */
    scroll-padding-top: ${layout.headerHeight}px;
  }
  body {
    margin: 0;
    font-family: ${fonts.body};
    font-size: 16px;
    line-height: 1.6;
    color: ${colors.text};
    background: ${colors.surface};
    -webkit-font-smoothing: antialiased;
    text-rendering: optimizeLegibility;
    overflow-wrap: break-word;
    /* Inherited: no paragraph ends on a lone word where the browser can help it (centredText balances instead). */
    text-wrap: pretty;
  }
  h1,
  h2,
  h3,
  h4 {
    margin: 0;
    line-height: 1.15;
    letter-spacing: -0.02em;
    font-weight: 800;
  }
  /* Lines of even length, so no heading ends on a lone word. Not the h1s (only the centred ones, by centredText): a
     channel page's title would then start a line with its spaced dash. */
  h2,
  h3,
  h4 {
    text-wrap: balance;
  }
  p {
    margin: 0;
  }
  img,
  svg {
    display: block;
    max-width: 100%;
  }
  a {
    color: inherit;
  }
  button,
  input,
  textarea {
    font: inherit;
  }
  /* A section that scripts focus after bringing it into view (src/lib/scroll.ts) shows no ring of its own. */
  [tabindex="-1"]:focus {
    outline: none;
  }
  :focus-visible {
    outline: 3px solid ${colors.focus};
    outline-offset: 2px;
  }
  /* An anchored section lands with a little room under the header (added to the padding above). */
  [id] {
    scroll-margin-top: ${space[4]};
  }
  .visually-hidden {
    position: absolute;
    width: 1px;
    height: 1px;
    padding: 0;
    margin: -1px;
    overflow: hidden;
    clip: rect(0, 0, 0, 0);
    white-space: nowrap;
    border: 0;
  }
  /* No scroll-behavior: smooth on html: the in-page links scroll smoothly by script (src/lib/scroll.ts), and the
     page's own scroll to the top on moving to another page must be instant (smooth, it could stop at the bottom). */
  ${media.reducedMotion} {
    *,
    *::before,
    *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition: none !important;
      scroll-behavior: auto !important;
    }
  }
`;

/** The site-wide rules: rendered on the server into every page, and in the browser by `gatsby develop`. */
export const GlobalStyles = () => <Global styles={styles} />;
