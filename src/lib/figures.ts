import { groupDigits } from "./format";

const MULTIPLIERS: Record<string, number> = { K: 1_000, M: 1_000_000 };

/**
 * A short figure spelt out for prose, so running text and the stats strip share one data entry:
 * "500K+" → "500,000+", "32K+" → "32,000+", "1.5M" → "1,500,000", "130+" → "130+".
 * Anything it does not recognise is returned as it is.
 */
export function spellOutFigure(value: string): string {
  const match = /^(\d+(?:\.\d+)?)([KM]?)(\+?)$/i.exec(value.trim());
  if (!match) return value;
  const [, digits = "", unit = "", plus = ""] = match;
  const amount = Math.round(Number(digits) * (MULTIPLIERS[unit.toUpperCase()] ?? 1));
  return `${groupDigits(amount)}${plus}`;
}
