import { css } from "@emotion/react";
import { Badge } from "../ui/badge";
import { Card } from "../ui/card";
import type { Section as SectionText } from "../../lib/content/page-copy";
import { Section } from "../ui/section";
import type { Service } from "../../lib/home/types";
import { CardHead, CardsHeading, CardText } from "./card-parts";
import { cardGridStyles } from "./home-styles";

export function Services({ services, copy }: { services: readonly Service[]; copy: SectionText }) {
  return (
    <Section id="services" tone="subtle" labelledBy="services-title">
      <CardsHeading id="services-title" copy={copy} />
      <ul css={cardGridStyles(3)}>
        {services.map((service) => (
          <Card as="li" key={service.slug}>
            <CardHead
              icon={service.icon}
              css={css`
                min-height: 44px;
              `}
            >
              {service.highlight && <Badge tone="brand">{copy.req("label")}</Badge>}
            </CardHead>
            <CardText title={service.title} text={service.description} />
          </Card>
        ))}
      </ul>
    </Section>
  );
}
