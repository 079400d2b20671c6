import { startTransition, type ReactNode } from "react";
import { createRoot, hydrateRoot, type Root } from "react-dom/client";

let hold: Promise<unknown> | undefined;

/**
 * Delays the first hydration until `ready` settles: the one module whose server markup needs code that loads on
 * its own (gatsby-plugin-image's component, src/components/ui/raster-image.tsx) calls it as the page's chunk loads.
 */
export function holdHydration(ready: Promise<unknown>): void {
  hold = ready;
}

/**
 * Gatsby's first render, as a transition: React hydrates it in slices of about 5 ms that yield to the browser, not in
 * one task (over 300 ms on a mid-range phone for the home page). Without server-rendered markup (`gatsby develop`, a
 * client-only page) it renders from scratch. It waits for what holdHydration was given, if anything. Returns the
 * cleanup Gatsby calls when it unmounts the tree.
 */
export function hydrateInTransition(element: ReactNode, container: Element | null): () => void {
  if (!container) return () => undefined;
  let root: Root | undefined;
  // Server-rendered page markup, as Gatsby decides: its focus wrapper has children.
  const focusWrapper = container.querySelector("#gatsby-focus-wrapper");
  if (focusWrapper ? focusWrapper.children.length > 0 : container.firstElementChild !== null) {
    const hydrate = () =>
      startTransition(() => {
        root = hydrateRoot(container, element);
      });
    if (hold) void hold.then(hydrate, hydrate);
    else hydrate();
  } else {
    root = createRoot(container);
    root.render(element);
  }
  return () => root?.unmount();
}
