import { useUi } from "../../hooks/use-ui";
import { fillLocal } from "../../lib/content/fill-local";
import { css } from "@emotion/react";
import { formatPrice, formatUsd, groupDigits } from "../../lib/format";
import { valueComparison } from "../../lib/sponsorship/pricing";
import type { Package, Rate } from "../../lib/sponsorship/types";
import { colors, fontSizes, radii, space } from "../../styles/tokens";
import { Card } from "../ui/card";
import { Grid, Stack, smallCaps } from "../ui/layout";

const plus = (text: string, isFloor: boolean) => (isFloor ? `${text}+` : text);

/** What the package would cost at standard rates, against its price: every total derived from data/rates.json. */
export function ValueComparison({ rates, pkg }: { rates: readonly Rate[]; pkg: Pick<Package, "price" | "cadence"> }) {
  const ui = useUi();
  const value = valueComparison(rates, pkg.price);
  const total = plus(formatUsd(value.total), value.plus);
  const saved = plus(formatUsd(value.saved), value.plus);
  return (
    <Grid
      lg="minmax(0, 3fr) minmax(0, 2fr)"
      gap={space[6]}
      lgGap={space[8]}
      css={css`
        align-items: stretch;
      `}
    >
      <Card
        flat
        css={css`
          padding: ${space[2]} ${space[6]};
        `}
      >
        <table
          css={css`
            width: 100%;
            border-collapse: collapse;
            font-variant-numeric: tabular-nums;
            caption {
              padding: ${space[4]} 0 ${space[2]};
              text-align: left;
              font-size: ${fontSizes.title5};
              font-weight: 800;
              color: ${colors.text};
            }
            th,
            td {
              padding: ${space[3.5]} 0;
              border-bottom: 1px solid ${colors.border};
              text-align: left;
              vertical-align: top;
            }
            th[scope="col"] {
              ${smallCaps};
            }
            td:last-child,
            th[scope="col"]:last-child {
              text-align: right;
              font-weight: 800;
              white-space: nowrap;
              padding-left: ${space[4]};
            }
            tbody th {
              font-weight: 700;
            }
            tbody th span {
              display: block;
              font-size: ${fontSizes.small};
              font-weight: 500;
              color: ${colors.muted};
            }
            tfoot th,
            tfoot td {
              border-bottom: 0;
              font-size: ${fontSizes.lead};
              font-weight: 800;
              color: ${colors.text};
            }
          `}
        >
          <caption>{ui.value.caption}</caption>
          <thead>
            <tr>
              <th scope="col">{ui.value.item}</th>
              <th scope="col">{ui.value.value}</th>
            </tr>
          </thead>
          <tbody>
            {value.lines.map((line) => (
              <tr key={line.slug} data-rate={line.slug}>
                <th scope="row">
                  {line.label}
                  <span>
                    {line.quantity > 1 && `${groupDigits(line.quantity)} × `}
                    {fillLocal(ui.value.per, { rate: plus(formatUsd(line.rate), line.plus), unit: line.unit })}
                  </span>
                </th>
                <td>{plus(formatUsd(line.value), line.plus)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{ui.value.total}</th>
              <td data-testid="value-total">{total}</td>
            </tr>
          </tfoot>
        </table>
      </Card>
      <Stack
        gap={space[5]}
        css={css`
          justify-content: center;
          padding: ${space[8]};
          border-radius: ${radii.card};
          background:
            radial-gradient(80% 80% at 100% 0%, rgba(219, 39, 119, 0.35) 0%, rgba(219, 39, 119, 0) 70%), ${colors.ink};
          color: ${colors.onDark};
          font-variant-numeric: tabular-nums;
        `}
      >
        <Stack as="p" gap="normal">
          <span
            data-testid="value-discount"
            css={css`
              font-size: ${fontSizes.figure};
              font-weight: 800;
              line-height: 1;
              letter-spacing: -0.03em;
              color: ${colors.white};
            `}
          >
            {value.discount}%
          </span>
          <span
            css={css`
              font-size: ${fontSizes.lead};
              font-weight: 700;
            `}
          >
            {ui.value.discount}
          </span>
        </Stack>
        <dl
          css={css`
            display: grid;
            gap: ${space[3]};
            margin: 0;
            div {
              display: flex;
              justify-content: space-between;
              gap: ${space[4]};
              padding-top: ${space[3]};
              border-top: 1px solid rgba(255, 255, 255, 0.14);
            }
            dd {
              margin: 0;
              font-weight: 800;
              color: ${colors.white};
              text-align: right;
            }
          `}
        >
          <div>
            <dt>{ui.value.valuePerMonth}</dt>
            <dd>{total}</dd>
          </div>
          <div>
            <dt>{ui.value.yourPrice}</dt>
            <dd>{formatPrice(pkg.price, pkg.cadence, ui.price)}</dd>
          </div>
          <div>
            <dt>{ui.value.youSave}</dt>
            <dd data-testid="value-saved">{fillLocal(ui.value.perMonth, { amount: saved })}</dd>
          </div>
        </dl>
      </Stack>
    </Grid>
  );
}
