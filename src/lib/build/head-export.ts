import fs from "node:fs";
import path from "node:path";

/**
 * Matches a module-level export named Head: `export function Head`, `export const Head =`, `export { X as Head }`
 * or `export { Head }`. Gatsby's Head API is not wired up in this site's production bundles (head tags go through
 * react-helmet), so such an export would work in `gatsby develop` and silently do nothing once built.
 */
const HEAD_EXPORT =
  /export\s+(?:async\s+)?(?:function\s*\*?\s*Head\b|(?:const|let|var|class)\s+Head\b)|export\s*\{[^}]*\b(?:as\s+Head|Head)\s*(?:,[^}]*)?\}/;

export function exportsHead(source: string): boolean {
  return HEAD_EXPORT.test(source);
}

/** Page and template files (relative to the project root) that export Head. */
export function filesExportingHead(root: string, dirs: readonly string[] = ["src/pages", "src/templates"]): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    if (!fs.existsSync(path.join(root, dir))) return;
    for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const rel = path.posix.join(dir, entry.name);
      if (entry.isDirectory()) walk(rel);
      else if (/\.[jt]sx?$/.test(entry.name) && !/\.test\.[jt]sx?$/.test(entry.name)) {
        if (exportsHead(fs.readFileSync(path.join(root, rel), "utf8"))) found.push(rel);
      }
    }
  };
  for (const dir of dirs) walk(dir);
  return found;
}
