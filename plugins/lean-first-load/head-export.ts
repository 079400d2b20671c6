import fs from "node:fs";
import ts from "typescript";

/**
 * Whether a page component's source exports `Head`. Gatsby's Head API is not wired up in this site's production
 * bundles (head tags go through react-helmet), so such an export would work in `gatsby develop` and silently do
 * nothing once built. Read with TypeScript's parser, as Gatsby's own check reads exports with Babel's.
 */
export function exportsHead(source: string, fileName: string): boolean {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, false, scriptKind(fileName));
  const exported = (node: ts.Node) =>
    ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
  return file.statements.some((statement) => {
    if (ts.isFunctionDeclaration(statement) || ts.isClassDeclaration(statement)) {
      return exported(statement) && statement.name?.text === "Head";
    }
    if (ts.isVariableStatement(statement)) {
      return (
        exported(statement) &&
        statement.declarationList.declarations.some((d) => ts.isIdentifier(d.name) && d.name.text === "Head")
      );
    }
    if (ts.isExportDeclaration(statement) && statement.exportClause && ts.isNamedExports(statement.exportClause)) {
      return !statement.isTypeOnly && statement.exportClause.elements.some((e) => e.name.text === "Head");
    }
    return false;
  });
}

function scriptKind(fileName: string): ts.ScriptKind {
  if (fileName.endsWith(".tsx")) return ts.ScriptKind.TSX;
  if (fileName.endsWith(".ts")) return ts.ScriptKind.TS;
  return fileName.endsWith(".jsx") ? ts.ScriptKind.JSX : ts.ScriptKind.JS;
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
