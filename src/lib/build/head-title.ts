import { isValidElement, type ReactNode } from "react";

const hasTitle = (node: ReactNode): boolean =>
  Array.isArray(node) ? node.some(hasTitle) : isValidElement(node) && node.type === "title";

// react-helmet's head tags are shared by the pages Gatsby renders at once; a page that suspends while rendering loses
// them to another (src/components/ui/raster-image.tsx). Only `gatsby build` (stage "build-html") is checked:
// `gatsby develop` renders its own index.html shell (stage "develop-html") before any page query has run, with no
// title, and a throw there stops develop ("Couldn't get query results for "/""). Gatsby's untitled development 404
// page (/dev-404-page/) exists only in develop, so the build needs no exception for it.
export function requireHeadTitle(pathname: string, head: ReactNode, stage: string | undefined): void {
  if (stage !== "build-html") return;
  if (!hasTitle(head)) {
    throw new Error(`${pathname}: react-helmet gave the page no <title>; did a component suspend while rendering?`);
  }
}
