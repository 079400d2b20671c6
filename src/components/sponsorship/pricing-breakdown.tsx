import { useUi } from "../../hooks/use-ui";
import { fillLocal } from "../../lib/content/fill-local";
import { css } from "@emotion/react";
import { formatPrice, formatUsd } from "../../lib/format";
import { packageMail, type MailSite } from "../../lib/sponsorship/inquiries";
import { oneTimeTotal } from "../../lib/sponsorship/pricing";
import type { Package } from "../../lib/sponsorship/types";
import { colors, fontSizes, gradient, media, space } from "../../styles/tokens";
import { Card } from "../ui/card";
import { MailButton } from "./mail-button";
import { CheckList, Price } from "./price";

interface PricingBreakdownProps {
  pkg: Package;
  site: MailSite;
  cta: string;
}

const rowStyles = css`
  display: flex;
  justify-content: space-between;
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
    white-space: nowrap;
  }
`;

/** Two panels side by side from desktops, stacked on phones (the value comparison widens its first). */
export const panelPairStyles = css`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${space[6]};
  align-items: stretch;
  ${media.lg} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    gap: ${space[8]};
  }
`;

/** A monthly package with its one-time fees: what is included, each fee, and the complete package. */
export function PricingBreakdown({ pkg, site, cta }: PricingBreakdownProps) {
  const ui = useUi();
  const setup = oneTimeTotal(pkg);
  const fees = [...(pkg.setupFee ? [pkg.setupFee] : []), ...pkg.addOns];
  return (
    <div css={panelPairStyles}>
      <Card
        as="article"
        aria-labelledby="pricing-included"
        flat
        css={css`
          gap: ${space[5]};
        `}
      >
        <h3
          id="pricing-included"
          css={css`
            font-size: ${fontSizes.title4};
          `}
        >
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
          gap: ${space[5]};
          border: 2px solid transparent;
          background:
            linear-gradient(${colors.surface}, ${colors.surface}) padding-box,
            ${gradient} border-box;
        `}
      >
        <h3
          id="pricing-price"
          css={css`
            font-size: ${fontSizes.title4};
          `}
        >
          {pkg.name}
        </h3>
        <Price price={pkg.price} cadence={pkg.cadence} />
        <div role="group" aria-label={ui.pricing.breakdown}>
          <dl
            css={css`
              margin: 0;
            `}
          >
            <div css={rowStyles}>
              <dt>{ui.pricing.monthly}</dt>
              <dd>{formatPrice(pkg.price, pkg.cadence)}</dd>
            </div>
            {fees.map((fee) => (
              <div key={fee.name} css={rowStyles}>
                <dt>{fee.name}</dt>
                <dd>{formatUsd(fee.price)}</dd>
              </div>
            ))}
            <div
              css={[
                rowStyles,
                css`
                  flex-wrap: wrap;
                  border-bottom: 0;
                  dt {
                    color: ${colors.text};
                    font-weight: 800;
                  }
                  dd {
                    white-space: normal;
                    color: ${colors.primaryStrong};
                  }
                `,
              ]}
            >
              <dt>{ui.pricing.complete}</dt>
              <dd data-testid="complete-package">
                {formatPrice(pkg.price, pkg.cadence)} + {fillLocal(ui.pricing.setup, { amount: formatUsd(setup) })}
              </dd>
            </div>
          </dl>
        </div>
        <MailButton mail={packageMail(pkg, site)}>{cta}</MailButton>
      </Card>
    </div>
  );
}
