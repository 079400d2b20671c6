import { useUi } from "../../hooks/use-ui";
import { css } from "@emotion/react";
import type { SectionWith } from "../../lib/content/page-copy";
import type { Faq } from "../../lib/sponsorship/types";
import { Card, cardTextStyles } from "../ui/card";
import { Stack } from "../ui/layout";
import { CopySection } from "./copy-section";
import { fontSizes, space } from "../../styles/tokens";

/** The page's questions under its "faq" section's words, all visible: they are also its FAQPage JSON-LD. */
export function FaqSection({ copy, faqs }: { copy: SectionWith<"title">; faqs: readonly Faq[] }) {
  const ui = useUi();
  return (
    <CopySection copy={copy}>
      <Stack
        as="ul"
        aria-label={ui.faqLabel}
        gap={space[4]}
        css={css`
          max-width: 860px;
          margin: 0 auto;
        `}
      >
        {faqs.map((faq) => (
          <Card as="li" key={faq.slug} flat>
            <h3
              css={css`
                font-size: ${fontSizes.lead};
                line-height: 1.4;
              `}
            >
              {faq.question}
            </h3>
            <p css={cardTextStyles}>{faq.answer}</p>
          </Card>
        ))}
      </Stack>
    </CopySection>
  );
}
