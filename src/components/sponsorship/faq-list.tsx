import { useUi } from "../../hooks/use-ui";
import { css } from "@emotion/react";
import type { Section as SectionText } from "../../lib/content/page-copy";
import type { Faq } from "../../lib/sponsorship/types";
import { Card } from "../ui/card";
import { CopySection } from "./copy-section";
import { colors, fontSizes, space } from "../../styles/tokens";

/** Questions and answers, all visible: they are also the page's FAQPage JSON-LD. */
export function FaqList({ faqs }: { faqs: readonly Faq[] }) {
  const ui = useUi();
  return (
    <ul
      aria-label={ui.faqLabel}
      css={css`
        display: flex;
        flex-direction: column;
        gap: ${space[4]};
        max-width: 860px;
        margin: 0 auto;
        padding: 0;
        list-style: none;
      `}
    >
      {faqs.map((faq) => (
        <Card
          as="li"
          key={faq.slug}
          css={css`
            &:hover {
              transform: none;
            }
          `}
        >
          <h3
            css={css`
              font-size: ${fontSizes.lead};
              line-height: 1.4;
            `}
          >
            {faq.question}
          </h3>
          <p
            css={css`
              color: ${colors.muted};
            `}
          >
            {faq.answer}
          </p>
        </Card>
      ))}
    </ul>
  );
}

/** The page's questions under its "faq" section's words. */
export function FaqSection({ copy, faqs }: { copy: SectionText; faqs: readonly Faq[] }) {
  return (
    <CopySection copy={copy}>
      <FaqList faqs={faqs} />
    </CopySection>
  );
}
