import { Badge } from "../ui/badge";
import { Card } from "../ui/card";
import { Icon } from "../ui/icon";
import type { Section as SectionText } from "../../lib/content/page-copy";
import { Section } from "../ui/section";
import { useAdvisoryRequest } from "./contact-form-context";
import type { AdvisoryOffer } from "../../lib/home/types";
import { CardHead, CardsHeading, CardText } from "./card-parts";
import { actionRowStyles, cardGridStyles } from "./home-styles";
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
      <CardsHeading id="advisory-title" copy={copy} />
      <ul css={cardGridStyles(3)}>
        {offers.map((offer) => (
          <Card as="li" key={offer.slug}>
            <CardHead icon={offer.icon}>
              <Badge tone="success">{offer.highlight}</Badge>
            </CardHead>
            <CardText title={offer.title} text={offer.description} />
          </Card>
        ))}
      </ul>
      <div css={actionRowStyles}>
        <ScrollLinkButton target="contact" onActivate={requestAdvisory}>
          <Icon name="CalendarCheck" size={18} />
          {copy.req("action")}
        </ScrollLinkButton>
      </div>
    </Section>
  );
}
