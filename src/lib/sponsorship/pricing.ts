import type { Package, Rate } from "./types";

/** Sum of the one-time fees of a package: its setup fee plus every add-on ($1,200 + $1,800 = $3,000). */
export function oneTimeTotal(pkg: Pick<Package, "setupFee" | "addOns">): number {
  return (pkg.setupFee?.price ?? 0) + pkg.addOns.reduce((sum, addOn) => sum + addOn.price, 0);
}

/** Whole-number percentage of `part` in `whole`. */
export function percentOf(part: number, whole: number): number {
  if (whole <= 0) throw new RangeError(`Cannot take a percentage of ${whole}`);
  return Math.round((part / whole) * 100);
}

/** Cents, so sums of rates like 0.015 × 150,000 come out exact. */
const cents = (dollars: number) => Math.round(dollars * 100);

/** The value of a package at standard rates against its price: $8,150+ a month, $5,450+ saved, 67% off. */
export function valueComparison(rates: readonly Rate[], price: number) {
  const lines = rates.map((r) => ({ ...r, value: cents(r.rate * r.quantity) / 100 }));
  const total = lines.reduce((sum, line) => sum + cents(line.value), 0) / 100;
  const saved = (cents(total) - cents(price)) / 100;
  // A line that is a floor makes the total a floor too ("$8,150+").
  return { lines, total, plus: lines.some((line) => line.plus), saved, discount: percentOf(saved, total) };
}

/** The lowest-priced package, for "Packages from $1,000". */
export function cheapest<T extends Pick<Package, "price">>(packages: readonly T[]): T | undefined {
  return packages.reduce<T | undefined>((low, p) => (low === undefined || p.price < low.price ? p : low), undefined);
}
