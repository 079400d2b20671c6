import { repoKey, type RepoRef, type StarCounts } from "./repo-key";
import type { browserStorage } from "./star-fetch";

/**
 * The page session's star counts: started once, shared by every page, observable by React through
 * subscribe/getSnapshot. Client-side navigation and React's StrictMode re-mounts never start it twice.
 */
export interface StarSnapshot {
  /** Live counts (from the cache or the API) by "owner/repo"; missing keys show the build's count. */
  counts: StarCounts;
  /** Repositories whose call is still to come. */
  loading: readonly string[];
}

export const INITIAL_STAR_SNAPSHOT: StarSnapshot = { counts: {}, loading: [] };

/** What tests replace: the fetch, the storage and the clock. */
export function createStarSession(
  deps: { fetchImpl?: typeof fetch; storage?: () => ReturnType<typeof browserStorage>; now?: () => number } = {},
) {
  const now = deps.now ?? Date.now;
  const listeners = new Set<() => void>();
  const controller = new AbortController();
  let snapshot = INITIAL_STAR_SNAPSHOT;
  let started = false;

  const update = (next: Partial<StarSnapshot>) => {
    snapshot = { ...snapshot, ...next };
    for (const listener of listeners) listener();
  };

  const run = async (repos: readonly RepoRef[]) => {
    const { browserStorage, fetchStarCounts, readStarCache, writeStarCache } = await import("./star-fetch");
    const storage = deps.storage ?? browserStorage;
    const keys = repos.map(repoKey);
    const cache = readStarCache(storage(), keys, now());
    // The stored counts show at once; the page session still asks the API, once.
    if (cache) update({ counts: cache.counts });
    update({ loading: keys });
    const result = await fetchStarCounts(repos, {
      signal: controller.signal,
      fetchImpl: deps.fetchImpl ?? ((...args) => fetch(...args)),
      onCount: (key, count) => update({ counts: { ...snapshot.counts, [key]: count } }),
      onSettled: (key) => update({ loading: snapshot.loading.filter((k) => k !== key) }),
    });
    update({ loading: [] });
    if (Object.keys(result.counts).length > 0) writeStarCache(storage(), { ...cache?.counts, ...result.counts }, now());
  };

  return {
    /** Starts the session once; later calls do nothing. */
    start(repos: readonly RepoRef[]) {
      if (started) return;
      started = true;
      run(repos).catch((error: unknown) => {
        update({ loading: [] });
        console.error("Failed to fetch latest data", error);
      });
    },
    /** Cancels pending calls and timers (leaving the page). */
    stop() {
      controller.abort();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    getSnapshot: () => snapshot,
    get started() {
      return started;
    },
  };
}

export type StarSession = ReturnType<typeof createStarSession>;

/** The one session of this page load. */
export const starSession = createStarSession();
