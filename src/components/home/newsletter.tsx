import { css } from "@emotion/react";
import type { SectionWith } from "../../lib/content/page-copy";
import { asIconName } from "../../lib/icon-names";
import { colors, fontSizes, media, radii, space } from "../../styles/tokens";
import { Badge } from "../ui/badge";
import { ExternalButton } from "../ui/button";
import { row, Stack } from "../ui/layout";
import { Section } from "../ui/section";
import { Icon } from "../ui/icon";
import { darkSectionTitleStyles, listGridStyles } from "./home-styles";

export function Newsletter({ copy, url }: { copy: SectionWith<"eyebrow" | "title" | "action">; url: string }) {
  return (
    <Section id="newsletter" labelledBy="newsletter-title">
      <div
        css={css`
          position: relative;
          overflow: hidden;
          display: grid;
          gap: ${space[8]};
          padding: ${space[8]} ${space[6]};
          border-radius: ${radii.panel};
          color: ${colors.onDark};
          background:
            radial-gradient(60% 80% at 100% 0%, rgba(124, 58, 237, 0.35), transparent 70%),
            radial-gradient(50% 70% at 0% 100%, rgba(219, 39, 119, 0.16), transparent 70%), ${colors.ink};
          ${media.md} {
            padding: ${space[14]};
          }
          ${media.lg} {
            grid-template-columns: minmax(0, 7fr) minmax(0, 5fr);
            align-items: center;
            gap: ${space[14]};
          }
        `}
      >
        <Stack gap="18px">
          <Badge tone="onDark">
            <Icon name="Mail" size={14} />
            {copy.eyebrow}
          </Badge>
          <h2 id="newsletter-title" css={darkSectionTitleStyles}>
            {copy.title}
          </h2>
          <p
            css={css`
              font-size: ${fontSizes.lead};
            `}
          >
            {copy.lead}
          </p>
          <ExternalButton
            href={url}
            css={css`
              align-self: flex-start;
              margin-top: ${space[1.5]};
            `}
          >
            {copy.action}
          </ExternalButton>
        </Stack>
        <ul css={listGridStyles}>
          {copy.facts.map((fact) => (
            <li
              key={fact.label}
              css={css`
                ${row(space[3.5])};
                padding: ${space[4.5]} ${space[5]};
                border: 1px solid rgba(255, 255, 255, 0.12);
                border-radius: ${radii.large};
                background: rgba(255, 255, 255, 0.04);
              `}
            >
              <span
                css={css`
                  display: inline-flex;
                  padding: ${space[2.5]};
                  border-radius: ${radii.medium};
                  color: ${colors.white};
                  background: rgba(165, 180, 252, 0.16);
                `}
              >
                {fact.icon && <Icon name={asIconName(fact.icon)} size={22} />}
              </span>
              <Stack as="span" gap="normal">
                <span
                  css={css`
                    font-size: ${fontSizes.title3};
                    font-weight: 800;
                    line-height: 1.15;
                    color: ${colors.white};
                    font-variant-numeric: tabular-nums;
                  `}
                >
                  {fact.value}
                </span>
                <span
                  css={css`
                    font-size: ${fontSizes.small};
                    color: ${colors.onDarkMuted};
                  `}
                >
                  {fact.label}
                </span>
              </Stack>
            </li>
          ))}
        </ul>
      </div>
    </Section>
  );
}
