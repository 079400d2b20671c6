import { css } from "@emotion/react";
import type { SectionWith } from "../../lib/content/page-copy";
import type { MailParts } from "../../lib/mailto";
import { pathOf } from "../../lib/routes";
import { colors, fontSizes, media, radii, shadows, space } from "../../styles/tokens";
import { LinkButton } from "../ui/button";
import { centredText, Stack } from "../ui/layout";
import { containerStyles } from "../ui/section";
import { MailButton } from "./mail-button";

interface ClosingCtaProps {
  /** The page's "closing" words: its question, lead, button label and the optional link to the overview. */
  copy: SectionWith<"title" | "lead" | "action">;
  mail: MailParts;
  /** Background around the panel: the tone of the section above, so the two read as one. */
  tone?: "light" | "subtle";
}

/** The dark panel that closes a page: one question, one or two actions. */
export function ClosingCta({ copy, mail, tone = "light" }: ClosingCtaProps) {
  return (
    <section
      aria-labelledby="closing-title"
      css={css`
        padding: 0 0 ${space[16]};
        background: ${tone === "subtle" ? colors.subtle : colors.surface};
        ${media.md} {
          padding: 0 0 ${space[24]};
        }
      `}
    >
      <div css={containerStyles}>
        <Stack
          gap={space[5]}
          css={css`
            align-items: center;
            padding: ${space[12]} ${space[6]};
            border-radius: ${radii.panel};
            ${centredText};
            color: ${colors.onDark};
            background:
              radial-gradient(70% 100% at 50% 0%, rgba(124, 58, 237, 0.45) 0%, rgba(124, 58, 237, 0) 70%),
              radial-gradient(40% 60% at 100% 100%, rgba(219, 39, 119, 0.25) 0%, rgba(219, 39, 119, 0) 70%),
              ${colors.ink};
            box-shadow: ${shadows.lift};
            ${media.md} {
              padding: ${space[18]} ${space[12]};
            }
          `}
        >
          <h2
            id="closing-title"
            css={css`
              max-width: 760px;
              font-size: ${fontSizes.title2};
              color: ${colors.white};
              ${media.md} {
                font-size: ${fontSizes.title1};
              }
            `}
          >
            {copy.title}
          </h2>
          <p
            css={css`
              max-width: 640px;
              font-size: ${fontSizes.lead};
            `}
          >
            {copy.lead}
          </p>
          <Stack
            gap={space[3]}
            css={css`
              align-items: stretch;
              width: 100%;
              margin-top: ${space[2]};
              ${media.sm} {
                flex-direction: row;
                flex-wrap: wrap;
                justify-content: center;
                width: auto;
              }
            `}
          >
            <MailButton mail={mail}>{copy.action}</MailButton>
            {copy.secondary && (
              <LinkButton to={pathOf("sponsorship")} variant="onDark">
                {copy.secondary}
              </LinkButton>
            )}
          </Stack>
        </Stack>
      </div>
    </section>
  );
}
