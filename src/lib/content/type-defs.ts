import { COLLECTIONS, OBJECT_FILES, pascal, type FieldRule, type Fields } from "./collections";

const SCALARS: Record<"string" | "number" | "boolean" | "string[]", string> = {
  string: "String",
  number: "Float",
  boolean: "Boolean",
  "string[]": "[String!]",
};

/** The GraphQL type of an object field: PackagesJson.inquiry → PackagesJsonInquiry. */
export const nestedTypeName = (owner: string, field: string) => `${owner}${pascal(field)}`;

/** The GraphQL types of the content: each collection's and data/ui.json's nodes, data/site.json's siteMetadata. */
export const CONTENT_TYPES: [typeName: string, fields: Fields, node: boolean][] = [
  ...Object.values(COLLECTIONS).map((rule): [string, Fields, boolean] => [rule.typeName, rule.fields, true]),
  ["UiJson", OBJECT_FILES.ui, true],
  ["SiteSiteMetadata", OBJECT_FILES.site, false],
];

function fieldType(owner: string, name: string, rule: FieldRule, extra: string[]): string {
  const nested = nestedTypeName(owner, name);
  if (rule.type === "object" || rule.type === "object[]") {
    extra.push(objectType(nested, rule.fields ?? {}, extra, false));
  }
  const base = rule.type === "object" ? nested : rule.type === "object[]" ? `[${nested}!]` : SCALARS[rule.type];
  return rule.optional ? base : `${base}!`;
}

/**
 * Fields the build adds to the nodes of data/ (src/lib/build/star-nodes.ts, image-nodes.ts). No one edits them,
 * so they are not in the content model.
 */
export const BUILD_TIME_FIELDS: Readonly<Record<string, readonly string[]>> = {
  TutorialsJson: [
    '"The star count of the static HTML: GitHub\'s, asked during the build, else fallbackStars."',
    "stars: Int!",
    '"Where stars comes from: github, or fallback (fallbackStars: GitHub was not asked or gave no count)."',
    "starsSource: String!",
    '"When GitHub gave the count (ISO 8601); null for a fallback."',
    "starsFetchedAt: Date",
  ],
  PartnersJson: [
    '"The logo file (gatsby-source-filesystem): a PNG, JPG or WebP has childImageSharp for gatsby-plugin-image."',
    "logoImage: File",
  ],
  SiteSiteMetadata: [
    '"The founderPhoto file, with childImageSharp for gatsby-plugin-image; null without a photo."',
    "founderPhotoImage: File",
  ],
};

/**
 * Node types the build creates itself. TutorialStars holds what the build got from GitHub for one featured
 * repository; pages read it through the fields above, whose queries Gatsby then runs again when it changes.
 */
export const BUILD_TIME_TYPES = `type TutorialStars implements Node @dontInfer {
  repo: String!
  source: String!
  stars: Int
  fetchedAt: Date
  reason: String
}`;

/** The build's own fields on every entry of a data file: its place in the file (gatsby-node.ts, onCreateNode). */
const ENTRY_FIELDS_TYPE = `type DataEntryFields {
  "Where the entry sits in its data file, from 0: list queries sort by it, sort: { fields: { position: ASC } }."
  position: Int!
}`;
/** The node types of the data files' entries (data/ui.json, one object, is no list). */
export const ENTRY_TYPES: ReadonlySet<string> = new Set(Object.values(COLLECTIONS).map((c) => c.typeName));

function objectType(typeName: string, fields: Fields, extra: string[], node: boolean): string {
  const lines = Object.entries(fields).map(([name, rule]) => `  ${name}: ${fieldType(typeName, name, rule, extra)}`);
  lines.push(...(BUILD_TIME_FIELDS[typeName] ?? []).map((line) => `  ${line}`));
  if (ENTRY_TYPES.has(typeName)) lines.push("  fields: DataEntryFields!");
  // A node type's parent, the data file, is declared rather than inferred: Gatsby then gives File its
  // childBookingsJson-like fields whether or not the file has entries, so the generated src/gatsby-types.d.ts is
  // the same for an empty data/bookings.json as for a full one, and an editor's edit leaves no source file changed.
  const head = node ? `type ${typeName} implements Node @dontInfer @childOf(types: ["File"])` : `type ${typeName}`;
  return `${head} {\n${lines.join("\n")}\n}`;
}

/** GraphQL SDL for every content collection, derived from the content model, plus the build-time fields. */
export function contentTypeDefs(): string {
  const types = CONTENT_TYPES.flatMap(([typeName, fields, node]) => {
    const extra: string[] = [];
    return [objectType(typeName, fields, extra, node), ...extra];
  });
  return [
    ...types,
    "type Site implements Node {\n  siteMetadata: SiteSiteMetadata!\n}",
    ENTRY_FIELDS_TYPE,
    BUILD_TIME_TYPES,
  ].join("\n\n");
}
