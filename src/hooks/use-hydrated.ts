import { useSyncExternalStore } from "react";

const subscribe = () => () => undefined;

/** False in the static HTML and during hydration, true afterwards: for values only the browser knows. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
