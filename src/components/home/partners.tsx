import { css } from "@emotion/react";
import type { SectionWith } from "../../lib/content/page-copy";
import { colors, fontSizes, media, space } from "../../styles/tokens";
import { Card } from "../ui/card";
import { LogoGrid } from "../ui/logo-grid";
import type { Point } from "../../lib/content/entries";
import { CardText, CardsSection, IconTile } from "./card-parts";

export function Partners({
  benefits,
  copy,
}: {
  benefits: readonly Point[];
  copy: SectionWith<"title" | "label" | "action">;
}) {
  return (
    <CardsSection
      id="partners"
      copy={copy}
      tone="subtle"
      columns={3}
      after={
        <>
          <h3
            css={css`
              margin: ${space[14]} 0 ${space[6]};
              text-align: center;
              font-size: ${fontSizes.small};
              font-weight: 700;
              letter-spacing: 0.08em;
              text-transform: uppercase;
              color: ${colors.muted};
              /* Greedy lines: balanced, its label ("Trusted by AI-technology companies") splits at the hyphen. */
              text-wrap: wrap;
              ${media.md} {
                margin-top: ${space[18]};
              }
            `}
          >
            {copy.label}
          </h3>
          <LogoGrid />
        </>
      }
      action={{ icon: "Handshake", label: copy.action }}
    >
      {benefits.map((benefit) => (
        <Card as="li" key={benefit.slug}>
          {benefit.icon && <IconTile name={benefit.icon} />}
          <CardText title={benefit.title} text={benefit.description} />
        </Card>
      ))}
    </CardsSection>
  );
}
