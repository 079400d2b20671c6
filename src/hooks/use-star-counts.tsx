import { createContext, useContext, useEffect, useSyncExternalStore, type ReactNode } from "react";
import { repoKey, type RepoRef } from "../lib/repo-key";
import { INITIAL_STAR_SNAPSHOT, starSession, type StarSession, type StarSnapshot } from "../lib/star-session";
import { useTutorials } from "./use-tutorials";

const StarCountsContext = createContext<StarSnapshot>(INITIAL_STAR_SNAPSHOT);

interface StarCountsProviderProps {
  children: ReactNode;
  /** The session to follow; the page load's one session unless a test gives its own. */
  session?: StarSession;
}

/**
 * Mounted by the page that shows star counts (the home page): starts the page session's counts after
 * hydration, once per page load however often the page is visited, and shares them.
 * The first render uses the initial snapshot (build-time counts), so the HTML and hydration match.
 */
export function StarCountsProvider({ children, session = starSession }: StarCountsProviderProps) {
  const repos = useTutorials();
  const snapshot = useSyncExternalStore(session.subscribe, session.getSnapshot, () => INITIAL_STAR_SNAPSHOT);

  useEffect(() => {
    session.start(repos);
    const leave = () => session.stop();
    window.addEventListener("pagehide", leave);
    return () => window.removeEventListener("pagehide", leave);
  }, [session, repos]);

  return <StarCountsContext.Provider value={snapshot}>{children}</StarCountsContext.Provider>;
}

/** A repository's star count: the live one once known, else the build's (`initial`). */
export function useStarCount(ref: RepoRef, initial: number) {
  const { counts, loading } = useContext(StarCountsContext);
  const key = repoKey(ref);
  return { count: counts[key] ?? initial, loading: loading.includes(key) };
}
