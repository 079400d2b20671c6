/**
 * Live star counts from the GitHub REST API: one repository after another, 1000 ms apart, stopping at a
 * rate limit. Every failure keeps the build-time count (the static HTML's); nothing here ever reaches the visitor.
 * The star-count session loads this module, with the cache below, on start: out of every page's first load.
 */
import { repoKey, type RepoRef, type StarCounts } from "./repo-key";

export const GITHUB_API = "https://api.github.com";
const STAR_FETCH_SPACING_MS = 1000;
const STAR_FETCH_TIMEOUT_MS = 5000;

/**
 * Live star counts kept in localStorage between visits: a page starts from them, then asks the API once (the spec's
 * "starts with cached or fallback counts"). Anything unexpected in storage (corrupt JSON, another format, a time in
 * the future, a storage that throws) is treated as "no cache".
 */
export const STAR_CACHE_KEY = "diamantai:star-counts:v1";
export const STAR_CACHE_VERSION = 1;

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
  return { counts: valid, savedAt };
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

export interface FetchStarsOptions {
  /** Cancels the pending call and the wait before the next one (leaving the page). */
  signal?: AbortSignal;
  /** Told each count as soon as it arrives. */
  onCount?: (key: string, count: number) => void;
  /** Told when a repository's call is over, whatever its outcome. */
  onSettled?: (key: string) => void;
  fetchImpl?: typeof fetch;
}

/** A usable star count: a finite number above zero. Anything else keeps the build-time count. */
export function readStargazers(body: unknown): number | undefined {
  const value = typeof body === "object" && body !== null && "stargazers_count" in body ? body.stargazers_count : 0;
  return isCount(value) ? value : undefined;
}

/** 429, or a 403 that says no requests remain, are GitHub's two ways of saying "rate limited". */
export function isRateLimited(response: Pick<Response, "status" | "headers">): boolean {
  if (response.status === 429) return true;
  return response.status === 403 && response.headers.get("x-ratelimit-remaining") === "0";
}

class Aborted extends Error {}

function wait(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    const onAbort = () => {
      clearTimeout(timer);
      reject(new Aborted());
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    if (signal?.aborted) onAbort();
    else signal?.addEventListener("abort", onAbort, { once: true });
  });
}

/** The repository's count, or why there is none. Throws Aborted when the page is left. */
async function fetchOne(ref: RepoRef, options: FetchStarsOptions): Promise<number | "keep" | "rate-limited"> {
  const { signal, fetchImpl = fetch } = options;
  const call = new AbortController();
  const onAbort = () => call.abort();
  signal?.addEventListener("abort", onAbort, { once: true });
  const timer = setTimeout(onAbort, STAR_FETCH_TIMEOUT_MS);
  const url = `${GITHUB_API}/repos/${encodeURIComponent(ref.owner)}/${encodeURIComponent(ref.repo)}`;
  try {
    let response: Response;
    try {
      response = await fetchImpl(url, { headers: { Accept: "application/vnd.github.v3+json" }, signal: call.signal });
    } catch (error) {
      if (signal?.aborted) throw new Aborted();
      // A network error or our own timeout: say so, then go on with the next repository.
      console.warn(`Could not reach the GitHub API for ${repoKey(ref)}; keeping its fallback star count.`, error);
      return "keep";
    }
    if (isRateLimited(response)) return "rate-limited";
    if (!response.ok) return "keep";
    try {
      return readStargazers(await response.json()) ?? "keep";
    } catch {
      if (signal?.aborted) throw new Aborted();
      return "keep";
    }
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener("abort", onAbort);
  }
}

/**
 * Asks GitHub for each repository's stars in turn, a second apart (STAR_FETCH_SPACING_MS).
 * Never rejects: the result says what was obtained and why the loop ended.
 */
export async function fetchStarCounts(repos: readonly RepoRef[], options: FetchStarsOptions = {}) {
  const { signal, onCount, onSettled } = options;
  // `counts` holds only usable counts; `failed` says the loop itself failed ("Failed to fetch latest data").
  const result = { counts: {} as StarCounts, rateLimited: false, aborted: false, failed: false };
  try {
    for (const [index, ref] of repos.entries()) {
      if (index > 0) await wait(STAR_FETCH_SPACING_MS, signal);
      if (signal?.aborted) throw new Aborted();
      const key = repoKey(ref);
      const outcome = await fetchOne(ref, options);
      if (outcome === "rate-limited") {
        console.warn("The GitHub API is rate limited; keeping the star counts obtained so far.");
        result.rateLimited = true;
        break;
      }
      if (typeof outcome === "number") {
        result.counts[key] = outcome;
        onCount?.(key, outcome);
      }
      onSettled?.(key);
    }
  } catch (error) {
    if (error instanceof Aborted) {
      result.aborted = true;
    } else {
      result.failed = true;
      console.error("Failed to fetch latest data", error);
    }
  }
  return result;
}
