import { Badge } from "../ui/badge";
import { Card } from "../ui/card";
import type { SectionWith } from "../../lib/content/page-copy";
import { useAdvisoryRequest } from "./contact-form-context";
import type { AdvisoryOffer } from "../../lib/home/types";
import { CardHead, CardText, CardsSection } from "./card-parts";

export function Advisory({
  offers,
  copy,
}: {
  offers: readonly AdvisoryOffer[];
  copy: SectionWith<"title" | "action">;
}) {
  const [prefill] = copy.text;
  if (prefill === undefined)
    throw new Error(
      'data/pages.json "home": section "advisory" needs the field "text" (the message it writes into the form)',
    );
  const requestAdvisory = useAdvisoryRequest(prefill);
  return (
    <CardsSection
      id="advisory"
      copy={copy}
      columns={3}
      action={{ icon: "CalendarCheck", label: copy.action, onActivate: requestAdvisory }}
    >
      {offers.map((offer) => (
        <Card as="li" key={offer.slug}>
          <CardHead icon={offer.icon}>
            <Badge tone="success">{offer.highlight}</Badge>
          </CardHead>
          <CardText title={offer.title} text={offer.description} />
        </Card>
      ))}
    </CardsSection>
  );
}
