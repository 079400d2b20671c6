import fs from "node:fs";
import path from "node:path";
import { ADMIN_DIR } from "../cms/admin-path";

/** The built site's pages: every HTML file of public/ but the page data, the bundles and the content editor. */
export function htmlPages(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return ["page-data", "static", ADMIN_DIR].includes(entry.name) ? [] : htmlPages(full);
    return entry.name.endsWith(".html") ? [full] : [];
  });
}
