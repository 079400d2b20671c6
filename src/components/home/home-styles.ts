import { css } from "@emotion/react";
import { colors, fontSizes, media, space } from "../../styles/tokens";

/** A badge above a centred section heading (badges otherwise sit at the start of their column). */
export const centredEyebrowStyles = css`
  align-self: center;
`;

/** The centred row under a section that holds its call to action. */
export const actionRowStyles = css`
  display: flex;
  justify-content: center;
  margin-top: ${space[10]};
  ${media.md} {
    margin-top: ${space[12]};
  }
`;

/** The h2 of a section whose heading stands in a column of its own (guide, newsletter, founder, contact). */
export const sectionTitleStyles = css`
  font-size: ${fontSizes.title2};
  ${media.md} {
    font-size: ${fontSizes.title1Small};
  }
`;

/** Such a heading on a dark panel. */
export const darkSectionTitleStyles = [
  sectionTitleStyles,
  css`
    color: ${colors.white};
  `,
];

/** The lead paragraph under such a heading. */
export const leadStyles = css`
  font-size: ${fontSizes.lead};
  color: ${colors.muted};
`;

/** A list without the browser's indent, margins and bullets. */
export const listResetStyles = css`
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** A plain list in one column, 12px between items (guide's features, newsletter's facts). */
export const listGridStyles = css`
  ${listResetStyles};
  display: grid;
  gap: ${space[3]};
`;

/** Large figures and display titles: heavy, tight and slightly narrowed. */
export const figureStyles = css`
  font-weight: 800;
  line-height: 1.1;
  letter-spacing: -0.02em;
`;
