import type { GatsbyBrowser } from "gatsby";
import { lazy, Suspense } from "react";
import { hydrateInTransition } from "./src/hydrate";
import { watchCardEntrances } from "./src/lib/card-entrance";
import { focusTarget } from "./src/lib/scroll";
import { RootWrapper } from "./src/root-wrapper";

// Built pages carry the global styles in their HTML; only `gatsby develop` (no server rendering) needs them
// from the browser, so production bundles leave this code out (the condition is constant at build time).
const DevelopGlobalStyles =
  process.env.NODE_ENV === "development"
    ? lazy(() => import("./src/styles/global-styles").then((m) => ({ default: m.GlobalStyles })))
    : null;

export const wrapRootElement: GatsbyBrowser["wrapRootElement"] = ({ element }) => (
  <RootWrapper
    globalStyles={
      DevelopGlobalStyles && (
        <Suspense fallback={null}>
          <DevelopGlobalStyles />
        </Suspense>
      )
    }
  >
    {element}
  </RootWrapper>
);

/** Hydration yields to the browser every few milliseconds instead of blocking it (see src/hydrate.ts). */
export const replaceHydrateFunction = () => hydrateInTransition;

let stopWatchingCards: (() => void) | undefined;

/** Each page's cards rise in as they come into sight (src/lib/card-entrance.ts); the last page's are let go. */
export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = ({ location, prevLocation }) => {
  stopWatchingCards?.();
  stopWatchingCards = watchCardEntrances();
  // Arriving from another page at one of its sections (/#contact), focus goes to that section, not to the page's
  // top, so the next Tab goes on from where the visitor landed: after the router has put focus on the page's wrapper
  // (an effect of its own, run once the page is drawn).
  const target =
    prevLocation && location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
  if (target) requestAnimationFrame(() => setTimeout(() => focusTarget(target)));
};
