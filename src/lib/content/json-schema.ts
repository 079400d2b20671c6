import { ICON_NAMES } from "../icon-names";
import {
  COLLECTIONS,
  OBJECT_FILES,
  PAGE_SECTIONS,
  type CollectionRule,
  type FieldRule,
  type Fields,
} from "./collections";
import { formatList, neededSize } from "./images";
import { SLUG, rootedPath } from "./validate";

/** The part of JSON Schema (draft-07) the content model needs. */
export interface JsonSchema {
  $schema?: string;
  title?: string;
  description?: string;
  type?: "array" | "object" | "string" | "number" | "integer" | "boolean";
  const?: string;
  contains?: JsonSchema;
  allOf?: JsonSchema[];
  if?: JsonSchema;
  then?: JsonSchema;
  enum?: string[];
  minLength?: number;
  pattern?: string;
  format?: string;
  exclusiveMinimum?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean;
}

/** What the schemas are generated from: the array files and the object files of data/, by file name. */
export interface ContentModel {
  collections: Readonly<Record<string, CollectionRule>>;
  objects: Readonly<Record<string, Fields>>;
  /**
   * The sections each entry of data/pages.json needs, by page slug, and the fields each section needs
   * (PAGE_SECTIONS): each page's sections get their own shape.
   */
  pageSections?: Readonly<Record<string, Readonly<Record<string, readonly string[]>>>>;
}

/** An object whose `slug` is this value. */
const slugIs = (slug: string): JsonSchema => ({
  type: "object",
  required: ["slug"],
  properties: { slug: { type: "string", const: slug } },
});

/**
 * The per-page shape of data/pages.json's entries: the page whose slug it is has each of its sections (contains),
 * and each section the fields that page's template shows.
 */
export function pageSectionRules(pageSections: NonNullable<ContentModel["pageSections"]>): JsonSchema[] {
  return Object.entries(pageSections).map(([page, sections]) => ({
    if: slugIs(page),
    then: {
      type: "object",
      properties: {
        sections: {
          type: "array",
          allOf: Object.keys(sections).map((section) => ({ contains: slugIs(section) })),
          items: {
            type: "object",
            allOf: Object.entries(sections)
              .filter(([, fields]) => fields.length > 0)
              .map(([section, fields]) => ({
                if: slugIs(section),
                then: {
                  type: "object",
                  required: [...fields],
                  properties: Object.fromEntries(fields.map((field) => [field, { type: "string" as const }])),
                },
              })),
          },
        },
      },
    },
  }));
}

const DRAFT_07 = "http://json-schema.org/draft-07/schema#";
/** A string that is not blank (validation trims before it checks for emptiness). */
const NOT_BLANK = "\\S";

export const sentence = (...parts: (string | false | undefined)[]) => parts.filter(Boolean).join(" ") || undefined;

export interface Context {
  icons: readonly string[];
  /** Names of the other fields of the object being described (for a `fieldNames` list). */
  siblings: string[];
}

/** The values of a closed set, when the rule has one: the entry's other fields, a list of values, the icons. */
export function closedSet(rule: FieldRule, { siblings, icons }: Context): readonly string[] | undefined {
  if (rule.fieldNames) return siblings;
  if (rule.oneOf) return rule.oneOf;
  if (rule.icon) return icons;
  return undefined;
}

/** A day written YYYY-MM-DD (whether it is a real day, and on its channel's grid, the build says). */
export const DATE_PATTERN = "^[0-9]{4}-[0-9]{2}-[0-9]{2}$";

/** One string (a field, or an item of a list) under the rule's checks. */
function stringSchema(rule: FieldRule, slug: boolean, ctx: Context): JsonSchema {
  const set = closedSet(rule, ctx);
  if (set) return { type: "string", enum: [...set] };
  if (rule.url) return { type: "string", format: "uri", pattern: "^https://" };
  // Not format "uri": a template's braces are not allowed in a URI until the page fills them in.
  if (rule.urlTemplate) return { type: "string", pattern: "^https://\\S+$" };
  if (rule.date) return { type: "string", format: "date", pattern: DATE_PATTERN };
  if (slug || rule.ref) return { type: "string", pattern: SLUG.source };
  return { type: "string", minLength: 1, pattern: NOT_BLANK };
}

/** What the rule checks beyond the type, in words, for the editor's hover. */
function ruleText(rule: FieldRule, slug: boolean): string | undefined {
  return sentence(
    slug && 'Unique in the file: lowercase words joined by hyphens (e.g. "my-entry").',
    rule.ref !== undefined && `The slug of an entry of data/${rule.ref}.json.`,
    rule.file !== undefined &&
      `A file in ${rootedPath(`${rule.file}/`, rule.fileRoot)}, written ${rule.file}/<file name>.`,
    rule.image &&
      `An image: ${formatList(rule.image.formats)}` +
        (rule.image.formats.some((f) => f !== "svg")
          ? `; a ${formatList(rule.image.formats.filter((f) => f !== "svg"))} at least ${neededSize(rule.image.box)}.`
          : "."),
    rule.icon && "An icon name listed in src/lib/icon-names.ts.",
    rule.url && "An https:// URL.",
    rule.urlTemplate &&
      `An https:// URL template using each of ${rule.urlTemplate.map((p) => `{${p}}`).join(", ")} once.`,
    rule.positive && (rule.integer ? "A whole number above 0." : "A number above 0."),
    !rule.positive && rule.integer && "A whole number.",
    rule.max !== undefined && `A number from 0 to ${rule.max}.`,
  );
}

function fieldSchema(name: string, rule: FieldRule, ctx: Context, slug: boolean): JsonSchema {
  const description = sentence(rule.description, ruleText(rule, slug));
  const head: JsonSchema = description ? { description } : {};
  switch (rule.type) {
    case "string":
      return { ...head, ...stringSchema(rule, slug, ctx) };
    case "number":
      return {
        ...head,
        type: rule.integer ? "integer" : "number",
        ...(rule.positive ? { exclusiveMinimum: 0 } : {}),
        ...(rule.max !== undefined ? { minimum: 0, maximum: rule.max } : {}),
      };
    case "boolean":
      return { ...head, type: "boolean" };
    case "object":
      return { ...head, ...objectSchema(rule.fields ?? {}, ctx.icons, false) };
    case "string[]":
    case "object[]":
      return {
        ...head,
        type: "array",
        ...(rule.nonEmpty ? { minItems: 1 } : {}),
        items:
          rule.type === "object[]"
            ? objectSchema(rule.fields ?? {}, ctx.icons, false)
            : stringSchema(rule, false, { ...ctx, siblings: ctx.siblings.filter((s) => s !== name) }),
      };
  }
}

/** An object with exactly these fields: the required ones present, no other. */
function objectSchema(fields: Fields, icons: readonly string[], entry: boolean): JsonSchema {
  const names = Object.keys(fields);
  const properties: Record<string, JsonSchema> = {};
  for (const [name, rule] of Object.entries(fields)) {
    // As in validation, the `slug` of a collection entry follows the slug pattern.
    properties[name] = fieldSchema(name, rule, { icons, siblings: names }, entry && name === "slug");
  }
  const required = names.filter((name) => !fields[name]?.optional);
  return {
    type: "object",
    ...(required.length > 0 ? { required } : {}),
    additionalProperties: false,
    properties,
  };
}

const GENERATED =
  "Generated from src/lib/content/collections.ts by `npm run schemas`: change the model, not this file.";

/**
 * One JSON Schema (draft-07) per data file, by file name. What a schema cannot say (unique slugs, current
 * references, files that exist, relations between fields) is left to the build's validation.
 */
export function contentSchemas(
  model: ContentModel = { collections: COLLECTIONS, objects: OBJECT_FILES, pageSections: PAGE_SECTIONS },
  icons: readonly string[] = ICON_NAMES,
): Record<string, JsonSchema> {
  const head = (name: string, description: string) => ({
    $schema: DRAFT_07,
    title: `data/${name}.json`,
    description: `${description} ${GENERATED}`,
  });
  const out: Record<string, JsonSchema> = {};
  for (const [name, { typeName, fields, mayBeEmpty }] of Object.entries(model.collections)) {
    const description = `A list of ${name} entries (GraphQL type ${typeName})${fields.slug ? ", each with a unique slug" : ""}.`;
    const items = objectSchema(fields, icons, true);
    if (name === "pages" && model.pageSections) items.allOf = pageSectionRules(model.pageSections);
    out[name] = { ...head(name, description), type: "array", ...(mayBeEmpty ? {} : { minItems: 1 }), items };
  }
  for (const [name, fields] of Object.entries(model.objects)) {
    out[name] = { ...head(name, "One object."), ...objectSchema(fields, icons, false) };
  }
  return out;
}

/** Where the schema of data/<name>.json is written, relative to the repository. */
export const schemaPath = (name: string) => `schemas/${name}.schema.json`;

/** VS Code's `json.schemas` setting: each data file mapped to its schema (paths relative to the workspace). */
export function vscodeSchemaSettings(names: readonly string[]): { fileMatch: string[]; url: string }[] {
  return names.map((name) => ({ fileMatch: [`/data/${name}.json`], url: `./${schemaPath(name)}` }));
}
