import { css } from "@emotion/react";
import { Badge } from "../ui/badge";
import { Card } from "../ui/card";
import type { SectionWith } from "../../lib/content/page-copy";
import type { Service } from "../../lib/home/types";
import { CardHead, CardText, CardsSection } from "./card-parts";

export function Services({ services, copy }: { services: readonly Service[]; copy: SectionWith<"title" | "label"> }) {
  return (
    <CardsSection id="services" copy={copy} tone="subtle" columns={3}>
      {services.map((service) => (
        <Card as="li" key={service.slug}>
          <CardHead
            icon={service.icon}
            css={css`
              min-height: 44px;
            `}
          >
            {service.highlight && <Badge tone="brand">{copy.label}</Badge>}
          </CardHead>
          <CardText title={service.title} text={service.description} />
        </Card>
      ))}
    </CardsSection>
  );
}
