import type { StarCounts } from "./repo-key";

/**
 * Live star counts kept in localStorage between visits. Anything unexpected in storage (corrupt JSON,
 * another format, a time in the future, a storage that throws) is treated as "no cache".
 */
export const STAR_CACHE_KEY = "diamantai:star-counts:v1";
export const STAR_CACHE_VERSION = 1;
/** A cache younger than this is used without calling the API at all. */
export const STAR_CACHE_FRESH_MS = 60 * 60 * 1000;

type StorageLike = Pick<Storage, "getItem" | "setItem">;

/** window.localStorage, or undefined where it is missing or merely touching it throws (privacy modes). */
export function browserStorage(): StorageLike | undefined {
  try {
    return typeof window === "undefined" ? undefined : (window.localStorage ?? undefined);
  } catch {
    return undefined;
  }
}

/** A usable star count: a finite number above zero. */
export const isCount = (v: unknown): v is number => typeof v === "number" && Number.isFinite(v) && v > 0;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/** The valid cache for these repositories, or null. Counts of other repositories are dropped. */
export function readStarCache(storage: StorageLike | undefined, keys: readonly string[], now: number) {
  let parsed: unknown;
  try {
    parsed = JSON.parse(storage?.getItem(STAR_CACHE_KEY) ?? "null");
  } catch {
    return null;
  }
  if (!isRecord(parsed) || parsed.version !== STAR_CACHE_VERSION || !isRecord(parsed.counts)) return null;
  const { savedAt } = parsed;
  if (typeof savedAt !== "number" || !Number.isFinite(savedAt) || savedAt > now) return null;
  const valid: StarCounts = {};
  for (const key of keys) {
    const value = parsed.counts[key];
    if (isCount(value)) valid[key] = value;
  }
  if (Object.keys(valid).length === 0) return null;
  // Fresh: young enough to skip the API.
  return { counts: valid, savedAt, fresh: now - savedAt < STAR_CACHE_FRESH_MS };
}

/** Stores the counts with their time; false when there was nothing to store or the storage refused. */
export function writeStarCache(storage: StorageLike | undefined, counts: StarCounts, now: number): boolean {
  const entries = Object.entries(counts).filter(([, v]) => isCount(v));
  if (!storage || entries.length === 0) return false;
  try {
    storage.setItem(
      STAR_CACHE_KEY,
      JSON.stringify({ version: STAR_CACHE_VERSION, savedAt: now, counts: Object.fromEntries(entries) }),
    );
    return true;
  } catch {
    return false;
  }
}
