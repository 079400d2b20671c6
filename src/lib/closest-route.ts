import { ROUTES, type RouteInfo } from "./routes";

/** Levenshtein distance between two strings. */
export function editDistance(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const curr = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      curr[j] = Math.min((prev[j] ?? 0) + 1, (curr[j - 1] ?? 0) + 1, (prev[j - 1] ?? 0) + cost);
    }
    prev = curr;
  }
  return prev[b.length] ?? 0;
}

const normalise = (p: string) =>
  `/${p
    .toLowerCase()
    .replace(/\/index\.html$/, "")
    .replace(/^\/+|\/+$/g, "")}`;

/**
 * The real route closest to a mistyped path, or undefined when nothing is close enough
 * (at most a third of the route's length in edits).
 */
export function closestRoute(path: string): RouteInfo | undefined {
  const wanted = normalise(path);
  let best: { route: RouteInfo; distance: number } | undefined;
  for (const route of ROUTES) {
    const candidate = normalise(route.path);
    // A cut-off path ("/sponsorship/logo") counts as one edit from the route it begins.
    const truncated = wanted.length >= 5 && candidate.startsWith(wanted);
    const distance = truncated ? Math.min(1, editDistance(wanted, candidate)) : editDistance(wanted, candidate);
    if (!best || distance < best.distance) best = { route, distance };
  }
  if (!best) return undefined;
  const limit = Math.max(2, Math.floor(normalise(best.route.path).length / 3));
  return best.distance <= limit ? best.route : undefined;
}
