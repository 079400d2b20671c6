import { createContext, useContext, useEffect, useSyncExternalStore, type ReactNode } from "react";
import { repoKey, type RepoRef } from "../lib/repo-key";
import { INITIAL_STAR_SNAPSHOT, starSession, type StarSession, type StarSnapshot } from "../lib/star-session";
import { useTutorials } from "./use-tutorials";

const StarCountsContext = createContext<StarSession | null>(null);
const initialSnapshot = (): StarSnapshot => INITIAL_STAR_SNAPSHOT;
const noSubscription = () => () => undefined;

interface StarCountsProviderProps {
  children: ReactNode;
  /** The session to follow; the page load's one session unless a test gives its own. */
  session?: StarSession;
}

/**
 * Mounted by the page that shows star counts (the home page): starts the page session's counts after hydration,
 * once per page load, and shares the session, not its counts, which each count reads itself (a changing context
 * value would make React render again a section still hydrating: src/components/home/hydrating-sections.test.tsx).
 */
export function StarCountsProvider({ children, session = starSession }: StarCountsProviderProps) {
  const repos = useTutorials();

  useEffect(() => {
    session.start(repos);
    const leave = () => session.stop();
    window.addEventListener("pagehide", leave);
    return () => window.removeEventListener("pagehide", leave);
  }, [session, repos]);

  return <StarCountsContext.Provider value={session}>{children}</StarCountsContext.Provider>;
}

/** A repository's star count: the live one once known, else the build's (`initial`), as the HTML has it at first. */
export function useStarCount(ref: RepoRef, initial: number) {
  const session = useContext(StarCountsContext);
  const { counts, loading } = useSyncExternalStore(
    session?.subscribe ?? noSubscription,
    session?.getSnapshot ?? initialSnapshot,
    initialSnapshot,
  );
  const key = repoKey(ref);
  return { count: counts[key] ?? initial, loading: loading.includes(key) };
}
