import { css } from "@emotion/react";
import { colors, fontSizes, media } from "../../styles/tokens";
import { Badge } from "../ui/badge";
import { Card } from "../ui/card";
import { Icon } from "../ui/icon";
import type { Section as SectionText } from "../../lib/content/page-copy";
import { Section, SectionHeading } from "../ui/section";
import { useAdvisoryRequest } from "./contact-form-context";
import type { AdvisoryOffer } from "../../lib/home/types";
import { cardGridStyles, centredEyebrowStyles, iconTileStyles } from "./home-styles";
import { ScrollLinkButton } from "./scroll-link-button";

export function Advisory({ offers, copy }: { offers: readonly AdvisoryOffer[]; copy: SectionText }) {
  const [prefill] = copy.text;
  if (prefill === undefined)
    throw new Error(
      'data/pages.json "home": section "advisory" needs the field "text" (the message it writes into the form)',
    );
  const requestAdvisory = useAdvisoryRequest(prefill);
  return (
    <Section id="advisory" labelledBy="advisory-title">
      <SectionHeading
        id="advisory-title"
        eyebrow={copy.eyebrow && <Badge css={centredEyebrowStyles}>{copy.eyebrow}</Badge>}
        title={copy.req("title")}
        lead={copy.lead}
      />
      <ul css={cardGridStyles(3)}>
        {offers.map((offer) => (
          <Card as="li" key={offer.slug}>
            <div
              css={css`
                display: flex;
                align-items: center;
                justify-content: space-between;
                gap: 12px;
              `}
            >
              <span css={iconTileStyles}>
                <Icon name={offer.icon} size={22} />
              </span>
              <Badge tone="success">{offer.highlight}</Badge>
            </div>
            <h3
              css={css`
                font-size: ${fontSizes.title5};
                margin-top: 4px;
              `}
            >
              {offer.title}
            </h3>
            <p
              css={css`
                color: ${colors.muted};
              `}
            >
              {offer.description}
            </p>
          </Card>
        ))}
      </ul>
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
        <ScrollLinkButton target="contact" onActivate={requestAdvisory}>
          <Icon name="CalendarCheck" size={18} />
          {copy.req("action")}
        </ScrollLinkButton>
      </div>
    </Section>
  );
}
