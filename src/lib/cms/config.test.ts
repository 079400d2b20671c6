/** @jest-environment node */
import fs from "node:fs";
import path from "node:path";
import { isDeepStrictEqual } from "node:util";
import fc from "fast-check";
import {
  COLLECTIONS,
  PAGE_SECTIONS,
  COLLECTION_NAMES,
  OBJECT_FILES,
  OBJECT_FILE_NAMES,
  type CollectionRule,
  type FieldRule,
} from "../content/collections";
import type { ContentModel } from "../content/json-schema";
import { SLUG } from "../content/validate";
import { ICON_NAMES } from "../icon-names";
import { realFileExists, withCollection } from "../../test/content-fixture";
import { validateContent } from "../content/validate";
import {
  LOCAL_BACKEND_URL,
  PATTERNS,
  apiRootFrom,
  authUrlFrom,
  cmsConfig,
  githubRepo,
  labelOf,
  localBackendFrom,
  rangePattern,
  singularOf,
  type CmsOptions,
} from "./config";
import { LIST_FIELD, dataFormats, formatName } from "./data-format";

const root = path.resolve(__dirname, "..", "..", "..");

const MODEL: ContentModel = { collections: COLLECTIONS, objects: OBJECT_FILES, pageSections: PAGE_SECTIONS };
const OPTIONS: CmsOptions = { repo: "owner/site", branch: "main", siteUrl: "https://example.org", icons: ICON_NAMES };

type Config = ReturnType<typeof cmsConfig>;
type Collection = Config["collections"][number];

/** A Decap field as the test reads it: every key any widget of the configuration may carry. */
interface Field {
  name: string;
  label?: string;
  label_singular?: string;
  widget?: string;
  required?: boolean;
  hint?: string;
  default?: unknown;
  fields?: Field[];
  field?: Field;
  options?: string[];
  /** A calendar (datetime): the stored format, no time, in UTC. */
  format?: string;
  time_format?: boolean;
  picker_utc?: boolean;
  multiple?: boolean;
  min?: number;
  max?: number;
  value_type?: string;
  pattern?: [string, string];
  summary?: string;
  media_folder?: string;
  public_folder?: string;
  collection?: string;
  file?: string;
  value_field?: string;
  search_fields?: string[];
  display_fields?: string[];
  /** A typed list (data/pages.json): the field telling its items' shapes apart, and those shapes. */
  typeKey?: string;
  types?: Field[];
}

const asFields = (fields: unknown): Field[] => (Array.isArray(fields) ? (fields as Field[]) : []);

/** The fields of the one file of a collection. */
function fileFields(collection: Collection | undefined): Field[] {
  return asFields(collection?.files?.[0]?.fields);
}

const collectionOf = (config: Config, name: string) => config.collections.find((c) => c.name === name);

/** The fields of an entry of a list file: those of the one list field, LIST_FIELD. */
function entryFields(config: Config, name: string): Field[] {
  return asFields(fileFields(collectionOf(config, name)).find((f) => f.name === LIST_FIELD)?.fields);
}

const matches = (pattern: readonly [string, string] | undefined, value: string) =>
  pattern !== undefined && new RegExp(pattern[0]).test(value);

/** Numbers tried on every number field, as Decap tests a pattern: against the value turned into text. */
const NUMBER_SAMPLES = [-5, -0.5, 0, 0.5, 1, 2.5, 7, 99.5, 100, 100.5, 101, 2024];

/** Whether the build accepts the number for this rule (src/lib/content/validate.ts). */
const buildAccepts = (rule: FieldRule, n: number) =>
  (!rule.integer || Number.isInteger(n)) &&
  (!rule.positive || n > 0) &&
  (rule.max === undefined || (n >= 0 && n <= rule.max));

interface Scope {
  model: ContentModel;
  config: Config;
  /** The icon names the configuration was made with. */
  icons: readonly string[];
  /** Whether the fields are those of an entry of a list file (its slug is the entry's key). */
  entry: boolean;
  /** Whether the fields are inside an optional object: the form cannot require them. */
  inOptional: boolean;
  /** The names of the fields of the same object. */
  siblings: string[];
}

/**
 * Compares the fields Decap gets with the fields of the model, recursively, and returns what differs: one line
 * per problem, naming the path of the field.
 */
function compareFields(where: string, rules: Record<string, FieldRule>, fields: Field[], scope: Scope): string[] {
  const names = Object.keys(rules);
  const got = fields.map((f) => f.name);
  const problems: string[] = [];
  if (!isDeepStrictEqual(got, names))
    problems.push(`${where}: fields [${got.join(", ")}], model [${names.join(", ")}]`);
  for (const [name, rule] of Object.entries(rules)) {
    const field = fields.find((f) => f.name === name);
    if (field) problems.push(...compareField(`${where}.${name}`, name, rule, field, { ...scope, siblings: names }));
  }
  return problems;
}

/** The closed set of values of a rule, when it has one. */
function closedOptions(rule: FieldRule, siblings: string[], scope: Scope): readonly string[] | undefined {
  if (rule.fieldNames) return siblings;
  if (rule.oneOf) return rule.oneOf;
  if (rule.icon) return scope.icons;
  if (rule.ref) return scope.model.collections[rule.ref]?.fields.slug?.oneOf;
  return undefined;
}

function compareField(where: string, name: string, rule: FieldRule, field: Field, scope: Scope): string[] {
  const problems: string[] = [];
  const want = <K extends keyof Field>(key: K, value: Field[K]) => {
    if (!isDeepStrictEqual(field[key], value)) {
      problems.push(`${where}: ${key} is ${JSON.stringify(field[key])}, expected ${JSON.stringify(value)}`);
    }
  };
  want("label", labelOf(name));
  want("required", !rule.optional && !scope.inOptional);
  if (rule.description && !field.hint?.includes(rule.description))
    problems.push(`${where}: hint lacks the description`);
  const others = scope.siblings.filter((s) => s !== name);

  switch (rule.type) {
    case "string":
      problems.push(...compareString(where, name, rule, field, scope));
      break;
    case "number": {
      want("widget", "number");
      want("value_type", rule.integer ? "int" : "float");
      want("min", rule.positive ? (rule.integer ? 1 : 0) : rule.max !== undefined ? 0 : undefined);
      want("max", rule.max);
      const refused = NUMBER_SAMPLES.filter((n) => matches(field.pattern, String(n)) !== buildAccepts(rule, n));
      if (refused.length > 0) problems.push(`${where}: the pattern and the build disagree on ${refused.join(", ")}`);
      break;
    }
    case "boolean":
      want("widget", "boolean");
      want("default", rule.optional ? undefined : false);
      break;
    case "string[]": {
      want("min", rule.nonEmpty ? 1 : undefined);
      const options = closedOptions(rule, others, scope);
      if (options) {
        want("widget", "select");
        want("multiple", true);
        want("options", [...options]);
      } else if (rule.ref) {
        want("widget", "relation");
        want("multiple", true);
        problems.push(...compareRelation(where, rule.ref, field, scope));
      } else {
        want("widget", "list");
        want("fields", undefined);
        if (!field.field) problems.push(`${where}: a list of strings without its item field`);
        else problems.push(...compareString(`${where}[]`, "item", rule, field.field, { ...scope, entry: false }));
      }
      break;
    }
    case "object":
      want("widget", "object");
      problems.push(
        ...compareFields(where, rule.fields ?? {}, asFields(field.fields), {
          ...scope,
          entry: false,
          inOptional: scope.inOptional || rule.optional === true,
        }),
      );
      break;
    case "object[]":
      want("widget", "list");
      want("field", undefined);
      want("min", rule.nonEmpty ? 1 : undefined);
      problems.push(...compareSummary(where, field, rule.fields ?? {}));
      problems.push(
        ...compareFields(`${where}[]`, rule.fields ?? {}, asFields(field.fields), {
          ...scope,
          entry: false,
          inOptional: false,
        }),
      );
      break;
  }
  return problems;
}

/** One string (a field, or the item of a list of strings). */
function compareString(where: string, name: string, rule: FieldRule, field: Field, scope: Scope): string[] {
  const problems: string[] = [];
  const want = <K extends keyof Field>(key: K, value: Field[K]) => {
    if (!isDeepStrictEqual(field[key], value)) {
      problems.push(`${where}: ${key} is ${JSON.stringify(field[key])}, expected ${JSON.stringify(value)}`);
    }
  };
  const options = closedOptions({ ...rule, fieldNames: false }, [], scope);
  if (options) {
    want("widget", "select");
    want("options", [...options]);
    if (field.multiple) problems.push(`${where}: one value, yet the select takes several`);
  } else if (rule.ref) {
    want("widget", "relation");
    if (field.multiple) problems.push(`${where}: one value, yet the relation takes several`);
    problems.push(...compareRelation(where, rule.ref, field, scope));
  } else if (rule.date) {
    // A calendar storing the day as data/ keeps it, in UTC as the build reads it, and the build's pattern.
    want("widget", "datetime");
    want("format", "YYYY-MM-DD");
    want("time_format", false);
    want("picker_utc", true);
    const samples = ["2026-12-07", "2026-1-7", "07/12/2026", "2026-12-07T00:00"];
    const refused = samples.filter((s) => matches(field.pattern, s) !== /^\d{4}-\d\d-\d\d$/.test(s));
    if (refused.length > 0) problems.push(`${where}: the pattern and the build disagree on ${refused.join(", ")}`);
  } else if (rule.file !== undefined) {
    want("widget", "image");
    want("media_folder", `/${rule.fileRoot === "content" ? "data" : "static"}/${rule.file}`);
    want("public_folder", rule.file);
  } else {
    want("widget", rule.long ? "text" : "string");
    const slug = scope.entry && name === "slug";
    want("pattern", [...(slug ? PATTERNS.slug : rule.url || rule.urlTemplate ? PATTERNS.url : PATTERNS.notBlank)]);
  }
  return problems;
}

/** A relation stores the slug of an entry of the referred list file and shows a field that entry has. */
function compareRelation(where: string, ref: string, field: Field, scope: Scope): string[] {
  const problems: string[] = [];
  const target = scope.model.collections[ref];
  if (!target) return [`${where}: refers to ${ref}, no list file of the model`];
  const file = collectionOf(scope.config, ref)?.files?.[0];
  if (field.collection !== ref || field.file !== file?.name) {
    problems.push(`${where}: relation to ${field.collection}/${field.file}, expected ${ref}/${file?.name}`);
  }
  if (field.value_field !== `${LIST_FIELD}.*.slug`)
    problems.push(`${where}: stores ${field.value_field}, not the slug`);
  for (const shown of [...(field.display_fields ?? []), ...(field.search_fields ?? [])]) {
    const [list, star, key = ""] = shown.split(".");
    if (list !== LIST_FIELD || star !== "*" || !(key in target.fields)) problems.push(`${where}: shows ${shown}`);
  }
  if ((field.display_fields ?? []).length === 0) problems.push(`${where}: the relation shows nothing`);
  return problems;
}

/** A list shows each entry by fields the entry has (a booking by its channel and day). */
function compareSummary(where: string, field: Field, fields: Record<string, FieldRule>): string[] {
  const named = (field.summary ?? "").split(" · ").map((part) => /^\{\{fields\.([\w]+)\}\}$/.exec(part)?.[1]);
  return named.every((n) => n !== undefined && n in fields)
    ? []
    : [`${where}: summary ${field.summary} names no field`];
}

/** Everything that differs between a model and the configuration generated from it. */
function compareModel(model: ContentModel, config: Config, icons: readonly string[] = ICON_NAMES): string[] {
  const scope = { model, config, icons, inOptional: false, siblings: [] };
  const problems: string[] = [];
  for (const [name, fields] of Object.entries(model.objects)) {
    problems.push(...compareFields(name, fields, fileFields(collectionOf(config, name)), { ...scope, entry: false }));
  }
  for (const [name, rule] of Object.entries(model.collections)) {
    const top = fileFields(collectionOf(config, name));
    const list = top[0];
    if (top.length !== 1 || list?.name !== LIST_FIELD || list.widget !== "list") {
      problems.push(`${name}: the file is not the one list ${LIST_FIELD}`);
      continue;
    }
    // Only a file that may be empty (bookings) lets the editor remove its last entry.
    if (list.min !== (rule.mayBeEmpty ? undefined : 1)) {
      problems.push(`${name}: the list ${rule.mayBeEmpty ? "must" : "may"} be emptied (min ${list.min})`);
    }
    if (name === "pages" && model.pageSections) {
      problems.push(...comparePages(rule.fields, list, model.pageSections, { ...scope, entry: false }));
      continue;
    }
    problems.push(...compareSummary(name, list, rule.fields));
    problems.push(...compareFields(`${name}[]`, rule.fields, asFields(list.fields), { ...scope, entry: true }));
  }
  return problems;
}

/**
 * data/pages.json as a typed list: one shape per page (by slug), each page's sections one shape per section (by
 * slug), the fields a page's section needs required there (PAGE_SECTIONS), the others as the model has them.
 */
function comparePages(
  fields: Record<string, FieldRule>,
  list: Field,
  pageSections: NonNullable<ContentModel["pageSections"]>,
  scope: Scope,
): string[] {
  const problems: string[] = [];
  // Each item's slug is its type, not a field; the sections list, typed in its turn, is compared apart.
  const withoutSlug = (all: Record<string, FieldRule>) => Object.entries(all).filter(([name]) => name !== "slug");
  const pageFields = Object.fromEntries(
    withoutSlug(fields).map(([name, rule]) => [name, name === "sections" ? { type: "string" as const } : rule]),
  );
  const sectionFields = Object.fromEntries(withoutSlug(fields.sections?.fields ?? {}));
  const typed = (where: string, field: Field | undefined, names: string[]) => {
    if (field?.widget !== "list" || field.typeKey !== "slug") problems.push(`${where}: not a list typed by slug`);
    const types = field?.types ?? [];
    if (
      !isDeepStrictEqual(
        types.map((t) => t.name),
        names,
      )
    ) {
      problems.push(`${where}: types ${types.map((t) => t.name).join(", ")}, expected ${names.join(", ")}`);
    }
    return types;
  };
  for (const page of typed("pages", list, Object.keys(pageSections))) {
    const own = asFields(page.fields);
    const where = `pages[${page.name}]`;
    problems.push(
      ...compareFields(
        where,
        pageFields,
        own.map((f) => (f.name === "sections" ? { ...f, widget: "string", pattern: [...PATTERNS.notBlank] } : f)),
        scope,
      ),
    );
    const needs = pageSections[page.name] ?? {};
    const sectionList = own.find((f) => f.name === "sections");
    if (sectionList?.required !== true || sectionList.min !== 1) problems.push(`${where}.sections: may be emptied`);
    for (const section of typed(`${where}.sections`, sectionList, Object.keys(needs))) {
      const needed = Object.fromEntries(
        Object.entries(sectionFields).map(([name, rule]) => [
          name,
          needs[section.name]?.includes(name) ? { ...rule, optional: false } : rule,
        ]),
      );
      problems.push(...compareFields(`${where}.sections[${section.name}]`, needed, asFields(section.fields), scope));
    }
  }
  return problems;
}

const config = cmsConfig(MODEL, OPTIONS);

describe("the CMS configuration of the content model", () => {
  it("has one collection per data file of the model, each of one file data/<name>.json in its own format", () => {
    const names = config.collections.map((c) => c.name);
    expect([...names].sort()).toEqual([...COLLECTION_NAMES, ...OBJECT_FILE_NAMES].sort());
    expect(new Set(names).size).toBe(names.length);
    for (const collection of config.collections) {
      expect(collection.files?.map((f) => f.file)).toEqual([`data/${collection.name}.json`]);
      expect(collection.format).toBe(formatName(collection.name));
      expect(collection.folder).toBeUndefined();
    }
  });

  it("covers every JSON file in data/", () => {
    const edited = config.collections.flatMap((c) => c.files?.map((f) => f.file) ?? []);
    const onDisk = fs
      .readdirSync(path.join(root, "data"))
      .filter((f) => f.endsWith(".json"))
      .map((f) => `data/${f}`);
    expect(onDisk.length).toBeGreaterThan(0);
    expect(onDisk.filter((f) => !edited.includes(f))).toEqual([]);
  });

  it("names only formats that the editor registers (src/cms/admin.ts registers dataFormats)", () => {
    const registered = Object.keys(dataFormats(MODEL));
    expect(config.collections.map((c) => c.format).filter((f) => !registered.includes(f ?? ""))).toEqual([]);
  });

  it("gives every field of the model, in order, the widget and rules of its type", () => {
    expect(compareModel(MODEL, config)).toEqual([]);
  });

  it("saves uploads in folders that exist under static/ or data/", () => {
    const folders: string[] = [];
    const collect = (fields: Record<string, FieldRule>) => {
      for (const rule of Object.values(fields)) {
        if (rule.file !== undefined)
          folders.push(path.join(rule.fileRoot === "content" ? "data" : "static", rule.file));
        if (rule.fields) collect(rule.fields);
      }
    };
    for (const rule of Object.values(COLLECTIONS)) collect(rule.fields);
    for (const fields of Object.values(OBJECT_FILES)) collect(fields);
    expect(folders.length).toBeGreaterThan(0);
    expect(folders).toContain(path.join("data", "images"));
    expect(folders.filter((f) => !fs.existsSync(path.join(root, f)))).toEqual([]);
  });

  it("commits to the given GitHub repository and branch, with no local backend in production", () => {
    expect(config.backend).toMatchObject({ name: "github", repo: "owner/site", branch: "main" });
    expect(config.local_backend).toBeUndefined();
    expect(JSON.stringify(config)).not.toContain("localhost");
    expect(config.site_url).toBe("https://example.org");
  });

  it("finds `npm run cms` on localhost when asked (gatsby develop, the test build)", () => {
    const local = cmsConfig(MODEL, { ...OPTIONS, localBackend: true }).local_backend;
    expect(typeof local === "object" ? local.url : local).toBe(LOCAL_BACKEND_URL);
    expect(new URL(LOCAL_BACKEND_URL).hostname).toBe("localhost");
  });
});

describe("cmsConfig, from a small model", () => {
  const model: ContentModel = {
    collections: {
      channels: {
        typeName: "ChannelsJson",
        fields: { slug: { type: "string", oneOf: ["a", "b"] }, label: { type: "string" } },
      },
      partners: {
        typeName: "PartnersJson",
        fields: {
          slug: { type: "string" },
          name: { type: "string" },
          kind: { type: "string", ref: "channels" },
          friend: { type: "string", ref: "partners", optional: true },
          friends: { type: "string[]", ref: "partners", optional: true },
          photo: { type: "string", file: "people", optional: true },
          bio: { type: "string", long: true, description: "A few sentences." },
          home: { type: "string", url: true },
          links: { type: "string[]", url: true, nonEmpty: true },
          weight: { type: "number", positive: true },
          share: { type: "number", max: 100, optional: true },
          offset: { type: "number", integer: true },
          active: { type: "boolean" },
          address: {
            type: "object",
            optional: true,
            fields: { city: { type: "string" }, lines: { type: "object[]", fields: { text: { type: "string" } } } },
          },
          marks: { type: "string[]", optional: true, fieldNames: true },
        },
      },
    },
    objects: { settings: { owner: { type: "string" }, icon: { type: "string", icon: true } } },
  };
  const small = cmsConfig(model, { ...OPTIONS, icons: ["Star", "Zap"] });
  const entries = entryFields(small, "partners");
  const field = (name: string) => entries.find((f) => f.name === name);

  it("follows the model, whatever its files and fields", () => {
    expect(small.collections.map((c) => c.name)).toEqual(["settings", "channels", "partners"]);
    expect(compareModel(model, small, ["Star", "Zap"])).toEqual([]);
  });

  it("offers a closed set as a select and an open collection as a relation", () => {
    expect(field("kind")).toMatchObject({ widget: "select", options: ["a", "b"] });
    expect(field("friend")).toMatchObject({ widget: "relation", collection: "partners", required: false });
    expect(field("friend")?.multiple).toBeUndefined();
    expect(field("friends")).toMatchObject({ widget: "relation", collection: "partners", multiple: true });
    expect(fileFields(collectionOf(small, "settings"))[1]).toMatchObject({
      widget: "select",
      options: ["Star", "Zap"],
    });
  });

  it("lets the placeholder list name the entry's other fields only", () => {
    const options = field("marks")?.options ?? [];
    expect(options).toContain("bio");
    expect(options).not.toContain("marks");
    expect(options).toHaveLength(Object.keys(model.collections.partners?.fields ?? {}).length - 1);
  });

  it("does not require the fields of an optional object, but does those of an item added to a list", () => {
    const address = asFields(field("address")?.fields);
    expect(address.find((f) => f.name === "city")?.required).toBe(false);
    const text = asFields(address.find((f) => f.name === "lines")?.fields)[0];
    expect(text).toMatchObject({ name: "text", required: true });
  });
});

describe("the configuration follows changes of the model", () => {
  const partners = COLLECTIONS.partners;
  const withPartners = (fields: Record<string, FieldRule>): ContentModel => ({
    collections: { ...COLLECTIONS, partners: { ...partners, fields } satisfies CollectionRule },
    objects: OBJECT_FILES,
  });

  it("shows a field added to the model", () => {
    const model = withPartners({ ...partners.fields, tagline: { type: "string" } });
    const changed = cmsConfig(model, OPTIONS);
    expect(entryFields(changed, "partners").find((f) => f.name === "tagline")).toMatchObject({
      widget: "string",
      required: true,
    });
    expect(entryFields(config, "partners").find((f) => f.name === "tagline")).toBeUndefined();
    expect(compareModel(model, changed)).toEqual([]);
  });

  it("drops a field removed from the model", () => {
    const { url, ...rest } = partners.fields;
    expect(url).toBeDefined();
    const changed = cmsConfig(withPartners(rest), OPTIONS);
    expect(entryFields(changed, "partners").map((f) => f.name)).toEqual(Object.keys(rest));
  });

  it("shows a field added to an object file", () => {
    const model: ContentModel = {
      collections: COLLECTIONS,
      objects: { ...OBJECT_FILES, site: { ...OBJECT_FILES.site, motto: { type: "string", optional: true } } },
    };
    const site = fileFields(collectionOf(cmsConfig(model, OPTIONS), "site"));
    expect(site.find((f) => f.name === "motto")).toMatchObject({ widget: "string", required: false });
  });

  it("is told apart by the comparison when a field is missing or has the wrong widget", () => {
    const broken = cmsConfig(MODEL, OPTIONS);
    const fields = entryFields(broken, "partners");
    const logo = fields.find((f) => f.name === "logo");
    if (logo) logo.widget = "string";
    fields.pop();
    expect(compareModel(MODEL, broken)).toEqual([
      expect.stringContaining("partners[]: fields"),
      expect.stringContaining("partners[].logo: widget"),
    ]);
  });
});

describe("the form's patterns and the build's rules", () => {
  it("accept the same slugs", () => {
    const samples = ["acme-ai", "a1", "2024-report", "Acme AI", "acme--ai", "-acme", "acme-", "", "acme_ai", "émile"];
    for (const s of samples) expect([s, matches(PATTERNS.slug, s)]).toEqual([s, SLUG.test(s)]);
    expect(matches(PATTERNS.slug, "acme-ai")).toBe(true);
    expect(["Acme AI", "acme--ai", "-acme", ""].filter((s) => matches(PATTERNS.slug, s))).toEqual([]);
  });

  it("bound a share from 0 to 100, and stop the build for a bound the form could not enforce", () => {
    const [pattern] = rangePattern(100);
    for (const [value, ok] of [
      ["0", true],
      ["12.5", true],
      ["100", true],
      ["100.5", false],
      ["101", false],
      ["-1", false],
    ]) {
      expect([value, new RegExp(pattern).test(String(value))]).toEqual([value, ok]);
    }
    expect(() => rangePattern(50)).toThrow("power of ten");
    const model: ContentModel = { collections: {}, objects: { odd: { part: { type: "number", max: 50 } } } };
    expect(() => cmsConfig(model, OPTIONS)).toThrow("max 50");
  });

  it("accept only https addresses with a host name", () => {
    expect(matches(PATTERNS.url, "https://example.org/a")).toBe(true);
    expect(matches(PATTERNS.url, "https://example.org")).toBe(true);
    expect(matches(PATTERNS.url, "http://x.com")).toBe(false);
    expect(matches(PATTERNS.url, "https://nohost")).toBe(false);
    expect(matches(PATTERNS.url, " https://example.org")).toBe(false);
  });

  it("refuse an address that the build refuses", () => {
    const samples = ["https://example.org/a", "http://x.com", "https://nohost", "ftp://example.org", "example.org"];
    const urlProblems = (url: string) =>
      validateContent(
        withCollection("products", (entries) => entries.map((e, i) => (i === 0 ? { ...e, link: url } : e))),
        { fileExists: realFileExists },
      ).filter((p) => p.includes("link"));
    for (const url of samples) {
      expect([url, matches(PATTERNS.url, url)]).toEqual([url, urlProblems(url).length === 0]);
    }
  });

  it("refuse blank text exactly as the build does", () => {
    expect(matches(PATTERNS.notBlank, "   ")).toBe(false);
    expect(matches(PATTERNS.notBlank, "\n\t")).toBe(false);
    expect(matches(PATTERNS.notBlank, " a ")).toBe(true);
    fc.assert(fc.property(fc.string(), (s) => matches(PATTERNS.notBlank, s) === (s.trim() !== "")));
  });

  it("keep a negative or zero price out of a whole-number-above-zero field", () => {
    const price = entryFields(config, "packages").find((f) => f.name === "price");
    expect(COLLECTIONS.packages.fields.price).toMatchObject({ positive: true, integer: true });
    expect(price?.min).toBe(1);
    for (const n of [-5, 0]) {
      expect(n).toBeLessThan(price?.min ?? -Infinity);
      expect(matches(price?.pattern, String(n))).toBe(false);
    }
    expect(matches(price?.pattern, "1200")).toBe(true);
    expect(matches(price?.pattern, "12.5")).toBe(false);
  });
});

describe("the OAuth server (CMS_AUTH_URL)", () => {
  it("is Decap's default when unset, and the given https address when set", () => {
    expect(cmsConfig(MODEL, OPTIONS).backend.base_url).toBeUndefined();
    const config = cmsConfig(MODEL, { ...OPTIONS, authUrl: authUrlFrom("https://auth.example.org/") });
    expect(config.backend.base_url).toBe("https://auth.example.org");
  });

  it("stops the build when it is not an https address", () => {
    expect(authUrlFrom(undefined)).toBeUndefined();
    expect(authUrlFrom("  ")).toBeUndefined();
    expect(() => authUrlFrom("http://auth.example.org")).toThrow("CMS_AUTH_URL must be an https:// address");
    expect(() => authUrlFrom("auth.example.org")).toThrow("CMS_AUTH_URL");
  });
});

describe("GitHub's API for the editor (CMS_API_ROOT)", () => {
  it("is GitHub's unless the build sets it, as the test build does for its mock", () => {
    expect(cmsConfig(MODEL, OPTIONS).backend.api_root).toBeUndefined();
    const config = cmsConfig(MODEL, { ...OPTIONS, apiRoot: apiRootFrom("http://127.0.0.1:9101/") });
    expect(config.backend.api_root).toBe("http://127.0.0.1:9101");
    expect(apiRootFrom("https://ghe.example.org/api/v3")).toBe("https://ghe.example.org/api/v3");
    expect(apiRootFrom(" ")).toBeUndefined();
  });

  it("stops the build on a plain-http address of another machine", () => {
    expect(() => apiRootFrom("http://api.example.org")).toThrow("CMS_API_ROOT must be");
    expect(() => apiRootFrom("javascript:alert(1)")).toThrow("CMS_API_ROOT");
  });
});

describe("the local backend (CMS_LOCAL_BACKEND)", () => {
  it("is on with 1 (the test build), off when unset (the production build); anything else stops the build", () => {
    expect(localBackendFrom("1")).toBe(true);
    expect(localBackendFrom(undefined)).toBe(false);
    expect(localBackendFrom("")).toBe(false);
    expect(() => localBackendFrom("true")).toThrow("CMS_LOCAL_BACKEND must be 1 or unset");
  });
});

describe("githubRepo", () => {
  it.each([
    [{ type: "git", url: "https://github.com/o/r.git" }],
    ["github:o/r"],
    ["o/r"],
    ["git+https://github.com/o/r.git"],
    ["https://github.com/o/r"],
  ])("reads owner/name from %j", (repository) => {
    expect(githubRepo(repository)).toBe("o/r");
  });

  it.each([[undefined], ["https://gitlab.com/o/r"], [{}], [""]])("refuses %j, naming package.json", (repository) => {
    expect(() => githubRepo(repository)).toThrow('package.json "repository"');
  });

  it("reads the repository of this site's package.json", () => {
    const pkg = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8")) as { repository?: unknown };
    expect(githubRepo(pkg.repository)).toMatch(/^[\w.-]+\/[\w.-]+$/);
  });
});

describe("labels", () => {
  it("turns field names into words an editor reads", () => {
    expect(labelOf("fallbackStars")).toBe("Fallback stars");
    expect(labelOf("siteUrl")).toBe("Site URL");
    expect(singularOf("inquiries")).toBe("Inquiry");
    expect(singularOf("partners")).toBe("Partner");
  });

  it("labels every collection of the model, each differently", () => {
    const labels = config.collections.map((c) => c.label);
    expect(labels.every((l) => l.trim() !== "")).toBe(true);
    expect(new Set(labels).size).toBe(labels.length);
  });
});
