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
  const isHead = (node: types.Node | null | undefined) => types.isIdentifier(node) && node.name === "Head";
  return (file?.program.body ?? []).some((statement) => {
    if (!types.isExportNamedDeclaration(statement) || statement.exportKind === "type") return false;
    const declaration = statement.declaration;
    if (types.isFunctionDeclaration(declaration) || types.isClassDeclaration(declaration))
      return isHead(declaration.id);
    if (types.isVariableDeclaration(declaration)) return declaration.declarations.some((d) => isHead(d.id));
    return statement.specifiers.some(
      (s) =>
        types.isExportSpecifier(s) &&
        s.exportKind !== "type" &&
        isHead(types.isIdentifier(s.exported) ? s.exported : null),
    );
  });
}

const checked = new Map<string, boolean>();

/** exportsHead of a component file, read once per build (every page of a template shares the answer). */
export function componentExportsHead(component: string): boolean {
  let answer = checked.get(component);
  if (answer === undefined) {
    answer = fs.existsSync(component) && exportsHead(fs.readFileSync(component, "utf8"), component);
    checked.set(component, answer);
  }
  return answer;
}
