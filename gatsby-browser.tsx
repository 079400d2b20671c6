import type { GatsbyBrowser } from "gatsby";
import { lazy, Suspense } from "react";
import { hydrateInTransition } from "./src/hydrate";
import { watchCardEntrances } from "./src/lib/card-entrance";
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
export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = () => {
  stopWatchingCards?.();
  stopWatchingCards = watchCardEntrances();
};
