import { startTransition, type ReactNode } from "react";
import { createRoot, hydrateRoot, type Root } from "react-dom/client";
import { holdsGatsbyImage, loadGatsbyImage } from "./lib/gatsby-image-runtime";

/** Whether the container holds server-rendered page markup (as Gatsby decides: its focus wrapper has children). */
function hasServerMarkup(container: Element): boolean {
  const focusWrapper = container.querySelector("#gatsby-focus-wrapper");
  return focusWrapper ? focusWrapper.children.length > 0 : container.firstElementChild !== null;
}

/**
 * Gatsby's first render, as a transition. React hydrates an ordinary update in one task (over 300 ms on a
 * mid-range phone for the home page); hydration started inside startTransition is rendered in slices of
 * about 5 ms that yield to the browser between them, so the page stays responsive while it hydrates.
 * Without server-rendered markup (`gatsby develop`, a client-only page) it renders from scratch. A page showing a
 * raster image first loads gatsby-plugin-image's component (started at the app's entry, onClientEntry). Returns
 * the cleanup Gatsby calls when it unmounts the tree.
 */
export function hydrateInTransition(element: ReactNode, container: Element | null): () => void {
  if (!container) return () => undefined;
  let root: Root | undefined;
  if (hasServerMarkup(container)) {
    const hydrate = () =>
      startTransition(() => {
        root = hydrateRoot(container, element);
      });
    // A raster image's component is loaded first, so its server markup hydrates in place. Waiting inside a
    // Suspense boundary instead, any update from above (the star counts arriving) would make React throw the
    // image's HTML away and render it again. If the chunk fails, the page hydrates anyway.
    if (holdsGatsbyImage(container)) void loadGatsbyImage().then(hydrate, hydrate);
    else hydrate();
  } else {
    root = createRoot(container);
    root.render(element);
  }
  return () => root?.unmount();
}
