import type { ReactNode } from "react";
import type { RepoRef } from "../../../lib/repo-key";

/** The star counts in the editor's preview: the content's own (fallbackStars), never asked of GitHub. */
export function StarCountsProvider({ children }: { children: ReactNode }) {
  return <>{children}</>;
}

export const useStarCount = (_ref: RepoRef, initial: number) => ({ count: initial, loading: false });
