/**
 * Live star counts from the GitHub REST API: one repository after another, 1000 ms apart, stopping at a
 * rate limit. Every failure keeps the build-time count (the static HTML's); nothing here ever reaches the visitor.
 */
import { repoKey, type RepoRef, type StarCounts } from "./repo-key";
import { isCount } from "./star-cache";

// The star-count session loads this module (and the cache with it) on start, keeping both out of every page's
// first-load JavaScript.
export { browserStorage, readStarCache, writeStarCache } from "./star-cache";

export const GITHUB_API = "https://api.github.com";
const STAR_FETCH_SPACING_MS = 1000;
const STAR_FETCH_TIMEOUT_MS = 5000;

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
