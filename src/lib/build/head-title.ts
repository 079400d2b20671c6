import { isValidElement, type ReactNode } from "react";

const hasTitle = (node: ReactNode): boolean =>
  Array.isArray(node) ? node.some(hasTitle) : isValidElement(node) && node.type === "title";

// react-helmet's head tags are shared by the pages Gatsby renders at once; a page that suspends while rendering loses
// them to another (src/components/ui/raster-image.tsx). Gatsby's development 404 page has none.
export function requireHeadTitle(pathname: string, head: ReactNode): void {
  if (!pathname.startsWith("/dev-404-page") && !hasTitle(head)) {
    throw new Error(`${pathname}: react-helmet gave the page no <title>; did a component suspend while rendering?`);
  }
}
