import { css } from "@emotion/react";
import { splitHighlight, type SectionWith } from "../../lib/content/page-copy";
import { colors, fontSizes, media, space } from "../../styles/tokens";
import { Badge } from "../ui/badge";
import { ExternalButton } from "../ui/button";
import { centredText, Stack } from "../ui/layout";
import { containerStyles } from "../ui/section";
import { ScrollLinkButton } from "./scroll-link-button";
import { Icon } from "../ui/icon";
import { centredEyebrowStyles } from "./home-styles";

export function Hero({
  copy,
  codeHostUrl,
}: {
  copy: SectionWith<"eyebrow" | "title" | "action" | "secondary">;
  codeHostUrl: string;
}) {
  const [before, highlight, after] = splitHighlight(copy.title, copy.highlight);
  return (
    <section
      aria-labelledby="hero-title"
      css={css`
        position: relative;
        overflow: hidden;
        isolation: isolate;
        padding: ${space[20]} 0 112px;
        color: ${colors.onDark};
        background:
          radial-gradient(60% 55% at 50% 0%, rgba(124, 58, 237, 0.38) 0%, rgba(79, 70, 229, 0.12) 45%, transparent 75%),
          radial-gradient(35% 40% at 88% 18%, rgba(219, 39, 119, 0.18) 0%, transparent 70%),
          radial-gradient(30% 35% at 8% 30%, rgba(79, 70, 229, 0.2) 0%, transparent 70%), ${colors.ink};
        ${media.md} {
          padding: 120px 0 152px;
        }
        /* A faint grid that fades out towards the edges. */
        &::before {
          content: "";
          position: absolute;
          inset: 0;
          z-index: -1;
          background-image:
            linear-gradient(rgba(255, 255, 255, 0.05) 1px, transparent 1px),
            linear-gradient(90deg, rgba(255, 255, 255, 0.05) 1px, transparent 1px);
          background-size: 48px 48px;
          mask-image: radial-gradient(ellipse 70% 60% at 50% 30%, ${colors.black} 30%, transparent 80%);
        }
      `}
    >
      <Stack
        gap="24px"
        css={[
          containerStyles,
          css`
            align-items: center;
            ${centredText};
          `,
        ]}
      >
        <Badge tone="onDark" css={centredEyebrowStyles}>
          <Icon name="Sparkles" size={14} />
          {copy.eyebrow}
        </Badge>
        <h1
          id="hero-title"
          css={css`
            max-width: 900px;
            font-size: ${fontSizes.title1};
            line-height: 1.08;
            color: ${colors.white};
            ${media.md} {
              font-size: ${fontSizes.display1};
            }
          `}
        >
          {before}
          {highlight && (
            <span
              css={css`
                background: linear-gradient(
                  90deg,
                  ${colors.lightIndigo} 0%,
                  ${colors.lightViolet} 50%,
                  ${colors.lightPink} 100%
                );
                -webkit-background-clip: text;
                background-clip: text;
                color: transparent;
              `}
            >
              {highlight}
            </span>
          )}
          {after}
        </h1>
        <p
          css={css`
            max-width: 680px;
            font-size: ${fontSizes.lead};
            ${media.md} {
              font-size: ${fontSizes.title5};
            }
          `}
        >
          {copy.lead}
        </p>
        <Stack
          gap="12px"
          css={css`
            width: 100%;
            margin-top: ${space[2]};
            ${media.sm} {
              flex-direction: row;
              justify-content: center;
              width: auto;
            }
          `}
        >
          <ExternalButton href={codeHostUrl}>
            <Icon name="Github" size={18} />
            {copy.action}
          </ExternalButton>
          <ScrollLinkButton target="partners" variant="onDark">
            {copy.secondary}
          </ScrollLinkButton>
        </Stack>
      </Stack>
    </section>
  );
}
