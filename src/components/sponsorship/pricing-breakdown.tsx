import { useUi } from "../../hooks/use-ui";
import { fillLocal } from "../../lib/content/fill-local";
import { css } from "@emotion/react";
import { formatPrice, formatUsd } from "../../lib/format";
import { packageMail, type MailSite } from "../../lib/sponsorship/inquiries";
import { oneTimeTotal } from "../../lib/sponsorship/pricing";
import type { Package } from "../../lib/sponsorship/types";
import { colors, space } from "../../styles/tokens";
import { Card } from "../ui/card";
import { Grid } from "../ui/layout";
import { MailButton } from "./mail-button";
import { cardTitleStyles, CheckList, gradientBorderStyles, Price } from "./price";

interface PricingBreakdownProps {
  pkg: Package;
  site: MailSite;
  cta: string;
}

/*
 * A term and its amount: the amount keeps one line while the term can wrap to its longest word, then breaks too
 * (with text spacing enlarged on a 320 px phone, "$2,700/month" is wider than the card's half).
 */
const rowStyles = css`
  display: grid;
  grid-template-columns: 1fr auto;
  align-items: baseline;
  gap: ${space[4]};
  padding: ${space[3.5]} 0;
  border-bottom: 1px solid ${colors.border};
  dt {
    color: ${colors.muted};
  }
  dd {
    margin: 0;
    font-weight: 800;
    font-variant-numeric: tabular-nums;
    text-align: right;
    overflow-wrap: anywhere;
  }
`;

/** A monthly package with its one-time fees: what is included, each fee, and the complete package. */
export function PricingBreakdown({ pkg, site, cta }: PricingBreakdownProps) {
  const ui = useUi();
  const setup = oneTimeTotal(pkg);
  const fees = [...(pkg.setupFee ? [pkg.setupFee] : []), ...pkg.addOns];
  const rows = [
    [ui.pricing.monthly, formatPrice(pkg.price, pkg.cadence, ui.price)],
    ...fees.map((f) => [f.name, formatUsd(f.price)]),
  ];
  return (
    <Grid
      lg={2}
      gap={space[6]}
      lgGap={space[8]}
      css={css`
        align-items: stretch;
      `}
    >
      <Card
        as="article"
        aria-labelledby="pricing-included"
        flat
        css={css`
          gap: ${space[5]};
        `}
      >
        <h3 id="pricing-included" css={cardTitleStyles}>
          {ui.pricing.included}
        </h3>
        <CheckList items={pkg.items} />
      </Card>
      <Card
        as="article"
        aria-labelledby="pricing-price"
        data-package={pkg.slug}
        flat
        css={css`
          ${gradientBorderStyles};
          gap: ${space[5]};
        `}
      >
        <h3 id="pricing-price" css={cardTitleStyles}>
          {pkg.name}
        </h3>
        <Price price={pkg.price} cadence={pkg.cadence} />
        <div role="group" aria-label={ui.pricing.breakdown}>
          <dl
            css={css`
              margin: 0;
            `}
          >
            {rows.map(([term, amount]) => (
              <div key={term} css={rowStyles}>
                <dt>{term}</dt>
                <dd>{amount}</dd>
              </div>
            ))}
            <div
              css={[
                rowStyles,
                css`
                  display: flex;
                  flex-wrap: wrap;
                  justify-content: space-between;
                  border-bottom: 0;
                  dt {
                    color: ${colors.text};
                    font-weight: 800;
                  }
                  dd {
                    color: ${colors.primaryStrong};
                  }
                `,
              ]}
            >
              <dt>{ui.pricing.complete}</dt>
              <dd data-testid="complete-package">
                {formatPrice(pkg.price, pkg.cadence, ui.price)} +{" "}
                {fillLocal(ui.pricing.setup, { amount: formatUsd(setup) })}
              </dd>
            </div>
          </dl>
        </div>
        <MailButton mail={packageMail(pkg, site, ui.price)}>{cta}</MailButton>
      </Card>
    </Grid>
  );
}
