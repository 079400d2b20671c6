const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 3 });

/** "$2,700", "$0.015", "$59": whole dollars without cents, small rates as they are. */
export function formatUsd(amount: number): string {
  if (!Number.isFinite(amount)) throw new RangeError(`Not a price: ${amount}`);
  const whole = Number.isInteger(amount);
  return whole
    ? usd.format(amount).replace(/\.0+$/, "")
    : new Intl.NumberFormat("en-US", {
        style: "currency",
        currency: "USD",
        minimumFractionDigits: 2,
        maximumFractionDigits: 3,
      }).format(amount);
}

export type Cadence = "month" | "one-time";

/** "$2,700/month" or "$8,500". */
export function formatPrice(amount: number, cadence: Cadence): string {
  return cadence === "month" ? `${formatUsd(amount)}/month` : formatUsd(amount);
}
