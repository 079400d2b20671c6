/** A star count as the cards show it: 1000 or more in thousands with one decimal and a "k" (19421 → "19.4k"). */
export function formatStars(count: number): string {
  if (!Number.isFinite(count) || count < 0) return "0";
  const whole = Math.round(count);
  return whole >= 1000 ? `${(whole / 1000).toFixed(1)}k` : String(whole);
}
