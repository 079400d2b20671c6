import { css } from "@emotion/react";
import { Badge } from "../ui/badge";
import { Card } from "../ui/card";
import { Icon } from "../ui/icon";
import type { Section as SectionText } from "../../lib/content/page-copy";
import { Section, SectionHeading } from "../ui/section";
import type { Service } from "../../lib/home/types";
import { cardGridStyles, centredEyebrowStyles, iconTileStyles } from "./home-styles";
import { colors, fontSizes } from "../../styles/tokens";

export function Services({ services, copy }: { services: readonly Service[]; copy: SectionText }) {
  return (
    <Section id="services" tone="subtle" labelledBy="services-title">
      <SectionHeading
        id="services-title"
        eyebrow={copy.eyebrow && <Badge css={centredEyebrowStyles}>{copy.eyebrow}</Badge>}
        title={copy.req("title")}
        lead={copy.lead}
      />
      <ul css={cardGridStyles(3)}>
        {services.map((service) => (
          <Card as="li" key={service.slug}>
            <div
              css={css`
                display: flex;
                align-items: center;
                justify-content: space-between;
                gap: 12px;
                min-height: 44px;
              `}
            >
              <span css={iconTileStyles}>
                <Icon name={service.icon} size={22} />
              </span>
              {service.highlight && <Badge tone="brand">{copy.req("label")}</Badge>}
            </div>
            <h3
              css={css`
                font-size: ${fontSizes.title5};
                margin-top: 4px;
              `}
            >
              {service.title}
            </h3>
            <p
              css={css`
                color: ${colors.muted};
              `}
            >
              {service.description}
            </p>
          </Card>
        ))}
      </ul>
    </Section>
  );
}
