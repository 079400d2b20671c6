/** @jest-environment node */
import fs from "node:fs";
import path from "node:path";
import Ajv from "ajv";
import addFormats from "ajv-formats";
import { COLLECTIONS, COLLECTION_NAMES, OBJECT_FILES, OBJECT_FILE_NAMES, type FieldRule } from "./collections";
import { contentSchemas, schemaPath, vscodeSchemaSettings, type ContentModel, type JsonSchema } from "./json-schema";

const root = path.resolve(__dirname, "..", "..", "..");
const read = (relative: string) => fs.readFileSync(path.join(root, relative), "utf8");
const dataFile = (name: string) => `data/${name}.json`;

type Entry = Record<string, unknown>;

const schemas = contentSchemas();
const ajv = new Ajv({ allErrors: true, strict: true });
addFormats(ajv);
const validators = Object.fromEntries(Object.entries(schemas).map(([name, s]) => [name, ajv.compile(s)]));

/** Whether the schema of data/<name>.json accepts the value (the errors otherwise). */
function check(name: string, value: unknown): string[] {
  const validate = validators[name];
  if (!validate) throw new Error(`no schema for ${name}`);
  return validate(value) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath || "/"} ${e.message ?? ""}`);
}

/**
 * The entries of a real data file; for one that may be empty and is (no slot booked yet), a valid booking, so
 * every field is still tried.
 */
function entriesOf(name: string): Entry[] {
  const entries = JSON.parse(read(dataFile(name))) as Entry[];
  if (entries.length > 0 || name !== "bookings") return entries;
  const [channel] = JSON.parse(read(dataFile("channels"))) as Entry[];
  return [{ channel: channel?.slug, slot: "2090-01-02" }];
}
const omit = (entry: Entry, key: string) => Object.fromEntries(Object.entries(entry).filter(([k]) => k !== key));
const edit = (entries: Entry[], i: number, change: (e: Entry) => Entry) =>
  entries.map((e, j) => (j === i ? change(e) : e));

describe("the committed schemas/", () => {
  it("are what the content model generates (run `npm run schemas` after changing the model)", () => {
    const expected = Object.keys(schemas).map(schemaPath).sort();
    const committed = fs
      .readdirSync(path.join(root, "schemas"))
      .filter((f) => f.endsWith(".schema.json"))
      .map((f) => `schemas/${f}`)
      .sort();
    const stale = [
      ...expected.filter((f) => !committed.includes(f)).map((f) => `${f} is missing`),
      ...committed.filter((f) => !expected.includes(f)).map((f) => `${f} belongs to no data file of the model`),
      ...Object.entries(schemas)
        .filter(([name]) => committed.includes(schemaPath(name)))
        .filter(([name, s]) => JSON.stringify(JSON.parse(read(schemaPath(name)))) !== JSON.stringify(s))
        .map(([name]) => `${schemaPath(name)} differs from the model`),
    ];
    if (stale.length > 0) {
      throw new Error(
        `schemas/ is out of date with src/lib/content/collections.ts: run \`npm run schemas\`.\n${stale.join("\n")}`,
      );
    }
  });

  it("cover every file of the model, and every JSON file in data/ is a file of the model", () => {
    const modelFiles = [...COLLECTION_NAMES, ...OBJECT_FILE_NAMES].sort();
    expect(Object.keys(schemas).sort()).toEqual(modelFiles);
    const onDisk = fs
      .readdirSync(path.join(root, "data"))
      .filter((f) => f.endsWith(".json"))
      .map((f) => f.replace(/\.json$/, ""))
      .sort();
    expect(onDisk).toEqual(modelFiles);
  });
});

describe("the schemas against the real content", () => {
  it.each(Object.keys(schemas))("data/%s.json is valid against its schema", (name) => {
    expect(check(name, JSON.parse(read(dataFile(name))))).toEqual([]);
  });
});

describe("the schemas against broken content", () => {
  it("reject a negative price, a missing name, a bad slug and an unknown field", () => {
    const packages = entriesOf("packages");
    const partners = entriesOf("partners");
    const negativePrice = edit(packages, 0, (p) => ({ ...p, price: -5 }));
    const missingName = edit(partners, 1, (p) => omit(p, "name"));
    const badSlug = edit(partners, 2, (p) => ({ ...p, slug: "Not A Slug" }));
    const unknownField = edit(partners, 0, (p) => ({ ...p, nmae: "x" }));
    expect(check("packages", negativePrice)).toEqual(["/0/price must be > 0"]);
    expect(check("partners", missingName)).toEqual(["/1 must have required property 'name'"]);
    expect(check("partners", badSlug)).toEqual(['/2/slug must match pattern "^[a-z0-9]+(?:-[a-z0-9]+)*$"']);
    expect(check("partners", unknownField)).toEqual(["/0 must NOT have additional properties"]);
  });

  it("reject an http link, an unknown icon, a blank text, an empty list and a placeholder naming no field", () => {
    const site = JSON.parse(read(dataFile("site"))) as Entry;
    expect(check("site", { ...site, siteUrl: "http://insecure.example" })).toEqual([
      '/siteUrl must match pattern "^https://"',
    ]);
    expect(check("site", { ...site, placeholder: ["e-mail"] })).toEqual([
      "/placeholder/0 must be equal to one of the allowed values",
    ]);
    const services = entriesOf("services");
    const unknownIcon = edit(services, 0, (e) => ({ ...e, icon: "Rocket" }));
    const blankTitle = edit(services, 0, (e) => ({ ...e, title: "  " }));
    const noFeatures = edit(entriesOf("products"), 0, (e) => ({ ...e, features: [] }));
    expect(check("services", unknownIcon)).toEqual(["/0/icon must be equal to one of the allowed values"]);
    expect(check("services", blankTitle)).toEqual(['/0/title must match pattern "\\S"']);
    expect(check("products", noFeatures)).toEqual(["/0/features must NOT have fewer than 1 items"]);
    expect(check("partners", [])).toEqual(["/ must NOT have fewer than 1 items"]);
    expect(check("bookings", [])).toEqual([]);
    expect(check("bookings", [{ channel: "newsletter", slot: "7 Dec 2026" }])).toEqual([
      '/0/slot must match pattern "^[0-9]{4}-[0-9]{2}-[0-9]{2}$"',
      '/0/slot must match format "date"',
    ]);
  });

  /** A value of the wrong type for a field. */
  const wrongValue = (rule: FieldRule): unknown =>
    ({ string: 42, number: "12", boolean: "yes", "string[]": "a", object: "x", "object[]": {} })[rule.type];

  it("reject a value of the wrong type in any field of any file", () => {
    const missed: string[] = [];
    for (const name of COLLECTION_NAMES) {
      const entries = entriesOf(name);
      for (const [field, rule] of Object.entries(COLLECTIONS[name].fields)) {
        const broken = edit(entries, 0, (e) => ({ ...e, [field]: wrongValue(rule) }));
        if (check(name, broken).length === 0) missed.push(`${name}.${field}`);
      }
    }
    for (const name of OBJECT_FILE_NAMES) {
      const data = JSON.parse(read(dataFile(name))) as Entry;
      for (const [field, rule] of Object.entries(OBJECT_FILES[name])) {
        if (check(name, { ...data, [field]: wrongValue(rule) }).length === 0) missed.push(`${name}.${field}`);
      }
    }
    expect(missed).toEqual([]);
  });
});

describe("contentSchemas, from a model", () => {
  const model: ContentModel = {
    collections: {
      pages: {
        typeName: "PagesJson",
        fields: {
          slug: { type: "string" },
          title: { type: "string", description: "Shown as the heading." },
          weight: { type: "number", positive: true },
          share: { type: "number", max: 100, optional: true },
          kind: { type: "string", oneOf: ["a", "b"] },
          icon: { type: "string", icon: true, optional: true },
          link: { type: "string", url: true },
          channel: { type: "string", ref: "channels" },
          tags: { type: "string[]", nonEmpty: true },
          seo: { type: "object", optional: true, fields: { title: { type: "string" } } },
          rows: { type: "object[]", fields: { label: { type: "string" }, note: { type: "string", optional: true } } },
          marks: { type: "string[]", optional: true, fieldNames: true },
        },
      },
    },
    objects: { settings: { owner: { type: "string" }, year: { type: "number", positive: true } } },
  };
  const out = contentSchemas(model, ["Star", "Zap"]);
  const items = out.pages?.items;
  const props = items?.properties ?? {};

  it("makes one schema per file of the model, whatever its files are", () => {
    expect(Object.keys(out)).toEqual(["pages", "settings"]);
    expect(out.pages).toMatchObject({ title: "data/pages.json", type: "array", minItems: 1 });
    expect(out.settings).toMatchObject({
      title: "data/settings.json",
      type: "object",
      required: ["owner", "year"],
      additionalProperties: false,
    });
  });

  it("lists required fields and allows no other", () => {
    expect(items?.required).toEqual(["slug", "title", "weight", "kind", "link", "channel", "tags", "rows"]);
    expect(items?.additionalProperties).toBe(false);
    expect(props.rows?.items).toMatchObject({ required: ["label"], additionalProperties: false });
    expect(props.seo).toMatchObject({ type: "object", required: ["title"], additionalProperties: false });
  });

  it("turns each rule into its JSON Schema keyword", () => {
    const expected: Record<string, JsonSchema> = {
      slug: { type: "string", pattern: "^[a-z0-9]+(?:-[a-z0-9]+)*$" },
      title: { description: "Shown as the heading.", type: "string", minLength: 1, pattern: "\\S" },
      weight: { type: "number", exclusiveMinimum: 0 },
      share: { type: "number", minimum: 0, maximum: 100 },
      kind: { type: "string", enum: ["a", "b"] },
      icon: { type: "string", enum: ["Star", "Zap"] },
      link: { type: "string", format: "uri", pattern: "^https://" },
      channel: { type: "string", pattern: "^[a-z0-9]+(?:-[a-z0-9]+)*$" },
      tags: { type: "array", minItems: 1, items: { type: "string", minLength: 1, pattern: "\\S" } },
    };
    for (const [field, schema] of Object.entries(expected)) expect(props[field]).toMatchObject(schema);
    expect(props.channel?.description).toContain("data/channels.json");
    expect(props.marks?.items?.enum).toEqual(Object.keys(model.collections.pages?.fields ?? {}).slice(0, -1));
  });
});

describe(".vscode/settings.json", () => {
  const settings = JSON.parse(read(".vscode/settings.json")) as {
    "json.schemas"?: { fileMatch: string[]; url: string }[];
  };
  const mapped = settings["json.schemas"] ?? [];

  it("maps every data file to its schema", () => {
    const dataFiles = fs.readdirSync(path.join(root, "data")).filter((f) => f.endsWith(".json"));
    expect(dataFiles.length).toBeGreaterThan(0);
    for (const file of dataFiles) {
      const name = file.replace(/\.json$/, "");
      expect(mapped).toContainEqual({ fileMatch: [`/data/${file}`], url: `./${schemaPath(name)}` });
    }
    expect(mapped).toEqual(vscodeSchemaSettings(Object.keys(schemas)));
  });

  it("points only at schemas that exist", () => {
    for (const { url } of mapped) expect(fs.existsSync(path.join(root, url))).toBe(true);
  });
});
