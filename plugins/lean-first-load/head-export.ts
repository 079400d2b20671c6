import fs from "node:fs";
import { parseSync, types } from "@babel/core";

/**
 * Whether a page component's source exports `Head`. Gatsby's Head API is not wired up in this site's production
 * bundles (head tags go through react-helmet), so such an export would work in `gatsby develop` and silently do
 * nothing once built. Read with Babel's parser, as Gatsby's own check reads it, without the site's Babel config.
 */
export function exportsHead(source: string, fileName: string): boolean {
  const file = parseSync(source, {
    filename: fileName,
    configFile: false,
    babelrc: false,
    sourceType: "module",
    parserOpts: { plugins: [/\.tsx?$/.test(fileName) ? "typescript" : "flow", "jsx"] },
  });
  return (file?.program.body ?? []).some(
    (statement) =>
      types.isExportNamedDeclaration(statement) &&
      statement.exportKind !== "type" &&
      (statement.declaration
        ? "Head" in types.getOuterBindingIdentifiers(statement.declaration)
        : statement.specifiers.some(
            (s) =>
              types.isExportSpecifier(s) && s.exportKind !== "type" && types.isIdentifier(s.exported, { name: "Head" }),
          )),
  );
}

const checked = new Map<string, boolean>();

/** exportsHead of a component file, read once per build (every page of a template shares the answer). */
export function componentExportsHead(component: string): boolean {
  if (!checked.has(component)) {
    checked.set(component, fs.existsSync(component) && exportsHead(fs.readFileSync(component, "utf8"), component));
  }
  return checked.get(component) === true;
}
