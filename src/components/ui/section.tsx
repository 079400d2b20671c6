import { css } from "@emotion/react";
import type { ReactNode } from "react";
import { colors, fontSizes, layout, media, space } from "../../styles/tokens";
import { centredText, Stack } from "./layout";

export type SectionTone = "light" | "subtle" | "dark";

export const containerStyles = css`
  width: 100%;
  max-width: ${layout.maxWidth + 2 * layout.gutterDesktop}px;
  margin: 0 auto;
  padding: 0 ${layout.gutterPhone}px;
  ${media.md} {
    padding: 0 ${layout.gutterDesktop}px;
  }
`;

const tones = {
  light: css`
    background: ${colors.surface};
  `,
  subtle: css`
    background: ${colors.subtle};
  `,
  dark: css`
    background: ${colors.ink};
    color: ${colors.onDark};
  `,
};

interface SectionProps {
  id?: string;
  tone?: SectionTone;
  /** Id of the heading that names the section (makes it a labelled region). */
  labelledBy?: string;
  children: ReactNode;
}

export function Section({ id, tone = "light", labelledBy, children }: SectionProps) {
  return (
    <section
      id={id}
      aria-labelledby={labelledBy}
      css={[
        css`
          padding: ${space[16]} 0;
          ${media.md} {
            padding: ${space[24]} 0;
          }
        `,
        tones[tone],
      ]}
    >
      <div css={containerStyles}>{children}</div>
    </section>
  );
}

interface SectionHeadingProps {
  id: string;
  eyebrow?: ReactNode;
  title: ReactNode;
  lead?: ReactNode;
}

export function SectionHeading({ id, eyebrow, title, lead }: SectionHeadingProps) {
  return (
    <Stack
      gap={space[4]}
      css={css`
        align-items: center;
        max-width: 760px;
        margin: 0 auto ${space[12]};
        ${centredText};
      `}
    >
      {eyebrow}
      <h2
        id={id}
        css={css`
          font-size: ${fontSizes.title2};
          color: ${colors.text};
          ${media.md} {
            font-size: ${fontSizes.title1Small};
          }
        `}
      >
        {title}
      </h2>
      {lead && (
        <p
          css={css`
            font-size: ${fontSizes.lead};
            color: ${colors.muted};
          `}
        >
          {lead}
        </p>
      )}
    </Stack>
  );
}
