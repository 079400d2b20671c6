import { COLLECTIONS, OBJECT_FILES, type FieldRule } from "./collections";

const SCALARS: Record<"string" | "number" | "boolean" | "string[]", string> = {
  string: "String",
  number: "Float",
  boolean: "Boolean",
  "string[]": "[String!]",
};

const pascal = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The GraphQL type of an object field: PackagesJson.inquiry → PackagesJsonInquiry. */
export const nestedTypeName = (owner: string, field: string) => `${owner}${pascal(field)}`;

function fieldType(owner: string, name: string, rule: FieldRule, extra: string[]): string {
  let base: string;
  if (rule.type === "object" || rule.type === "object[]") {
    const typeName = nestedTypeName(owner, name);
    extra.push(objectType(typeName, rule.fields ?? {}, extra, false));
    base = rule.type === "object" ? typeName : `[${typeName}!]`;
  } else {
    base = SCALARS[rule.type];
  }
  return rule.optional ? base : `${base}!`;
}

function objectType(typeName: string, fields: Record<string, FieldRule>, extra: string[], node: boolean): string {
  const lines = Object.entries(fields).map(([name, rule]) => `  ${name}: ${fieldType(typeName, name, rule, extra)}`);
  const head = node ? `type ${typeName} implements Node @dontInfer` : `type ${typeName}`;
  return `${head} {\n${lines.join("\n")}\n}`;
}

/** GraphQL SDL for every content collection, derived from the content model. */
export function contentTypeDefs(): string {
  const out: string[] = [];
  for (const rule of Object.values(COLLECTIONS)) {
    const extra: string[] = [];
    const main = objectType(rule.typeName, rule.fields, extra, true);
    out.push(main, ...extra);
  }
  const uiExtra: string[] = [];
  out.push(objectType("UiJson", OBJECT_FILES.ui, uiExtra, true), ...uiExtra);
  const extra: string[] = [];
  out.push(objectType("SiteSiteMetadata", OBJECT_FILES.site, extra, false), ...extra);
  out.push("type Site implements Node {\n  siteMetadata: SiteSiteMetadata!\n}");
  return out.join("\n\n");
}
