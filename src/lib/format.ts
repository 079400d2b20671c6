// Prices and figures are formatted by hand, not with Intl.NumberFormat: creating the first formatter loads
// the browser's locale data, which costs a mid-range phone some 80 ms of main thread during page load.
// The unit tests check both functions against Intl for thousands of amounts.

/** A whole number with thousands separators: 1500000 → "1,500,000". */
export function groupDigits(whole: number): string {
  const digits = BigInt(Math.trunc(Math.abs(whole))).toString();
  const grouped = digits.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return whole < 0 && grouped !== "0" ? `-${grouped}` : grouped;
}

/** "$2,700", "$0.015", "$59", "$0.10": whole dollars without cents, other amounts with 2 or 3 decimals. */
export function formatUsd(amount: number): string {
  if (!Number.isFinite(amount)) throw new RangeError(`Not a price: ${amount}`);
  const sign = amount < 0 ? "-" : "";
  const size = Math.abs(amount);
  if (Number.isInteger(size)) return `${sign}$${groupDigits(size)}`;
  const [whole = "0", fraction = ""] = size.toFixed(3).split(".");
  const decimals = fraction.replace(/0+$/, "").padEnd(2, "0");
  return `${sign}$${groupDigits(Number(whole))}.${decimals}`;
}

export type Cadence = "month" | "one-time";

/** The words prices are written with: data/ui.json's `price` (a monthly price's suffix, "/month"). */
export interface PriceWords {
  readonly perMonth: string;
}

/** "$2,700/month" or "$8,500": a monthly price with the suffix of data/ui.json, a one-time price alone. */
export function formatPrice(amount: number, cadence: Cadence, words: PriceWords): string {
  return cadence === "month" ? `${formatUsd(amount)}${words.perMonth}` : formatUsd(amount);
}
