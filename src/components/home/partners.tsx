import { css } from "@emotion/react";
import type { Section as SectionText } from "../../lib/content/page-copy";
import { colors, fontSizes, media } from "../../styles/tokens";
import { Badge } from "../ui/badge";
import { Card } from "../ui/card";
import { Icon } from "../ui/icon";
import { LogoGrid } from "../ui/logo-grid";
import { Section, SectionHeading } from "../ui/section";
import type { Point } from "../../lib/content/entries";
import { cardGridStyles, centredEyebrowStyles, iconTileStyles } from "./home-styles";
import { ScrollLinkButton } from "./scroll-link-button";

interface PartnersProps {
  benefits: readonly Point[];
  copy: SectionText;
}

export function Partners({ benefits, copy }: PartnersProps) {
  return (
    <Section id="partners" tone="subtle" labelledBy="partners-title">
      <SectionHeading
        id="partners-title"
        eyebrow={copy.eyebrow && <Badge css={centredEyebrowStyles}>{copy.eyebrow}</Badge>}
        title={copy.req("title")}
        lead={copy.lead}
      />
      <ul css={cardGridStyles(3)}>
        {benefits.map((benefit) => (
          <Card as="li" key={benefit.slug}>
            {benefit.icon && (
              <span css={iconTileStyles}>
                <Icon name={benefit.icon} size={22} />
              </span>
            )}
            <h3
              css={css`
                font-size: ${fontSizes.title5};
                margin-top: 4px;
              `}
            >
              {benefit.title}
            </h3>
            {benefit.description && (
              <p
                css={css`
                  color: ${colors.muted};
                `}
              >
                {benefit.description}
              </p>
            )}
          </Card>
        ))}
      </ul>
      <h3
        css={css`
          margin: 56px 0 24px;
          text-align: center;
          font-size: ${fontSizes.small};
          font-weight: 700;
          letter-spacing: 0.08em;
          text-transform: uppercase;
          color: ${colors.muted};
          ${media.md} {
            margin-top: 72px;
          }
        `}
      >
        {copy.req("label")}
      </h3>
      <LogoGrid />
      <div
        css={css`
          display: flex;
          justify-content: center;
          margin-top: 40px;
          ${media.md} {
            margin-top: 48px;
          }
        `}
      >
        <ScrollLinkButton target="contact">
          <Icon name="Handshake" size={18} />
          {copy.req("action")}
        </ScrollLinkButton>
      </div>
    </Section>
  );
}
