import path from "node:path";

/** What Gatsby records per page component while extracting queries (its own parser sets `Head`). */
export interface ComponentState {
  componentPath: string;
  Head?: boolean;
}

/**
 * Page components (relative to the project root) that export Head. Gatsby's Head API is not wired up in this
 * site's production bundles (head tags go through react-helmet), so such an export would work in
 * `gatsby develop` and silently do nothing once built.
 */
export function componentsExportingHead(components: ReadonlyMap<string, ComponentState>, root: string): string[] {
  return [...components.values()]
    .filter((c) => c.Head === true)
    .map((c) => path.relative(root, c.componentPath).split(path.sep).join("/"))
    .sort();
}
