/** @jest-environment node */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import fc from "fast-check";
import { COLLECTIONS, COLLECTION_NAMES, OBJECT_FILES, OBJECT_FILE_NAMES, type FieldRule } from "../content/collections";
import type { ContentModel } from "../content/json-schema";
import { LIST_FIELD, dataFileText, dataFormats, formatName, listFormatter, objectFormatter, tidy } from "./data-format";

const root = path.resolve(__dirname, "..", "..", "..");
const MODEL: ContentModel = { collections: COLLECTIONS, objects: OBJECT_FILES };
const formats = dataFormats(MODEL);

const dataFiles = fs
  .readdirSync(path.join(root, "data"))
  .filter((f) => f.endsWith(".json"))
  .map((f) => f.replace(/\.json$/, ""));
const read = (name: string) => fs.readFileSync(path.join(root, "data", `${name}.json`), "utf8");

function formatterOf(name: string) {
  const formatter = formats[formatName(name)];
  if (!formatter) throw new Error(`no format for data/${name}.json`);
  return formatter;
}

describe("the formats of the data files", () => {
  it("has one format per file of the model, and one for every JSON file in data/", () => {
    expect(Object.keys(formats).sort()).toEqual([...COLLECTION_NAMES, ...OBJECT_FILE_NAMES].map(formatName).sort());
    expect(dataFiles.length).toBeGreaterThan(0);
    expect(dataFiles.filter((name) => !(formatName(name) in formats))).toEqual([]);
  });

  it.each(dataFiles)(
    "writes data/%s.json back unchanged when the editor changes nothing (npm run format lays a hand edit out so)",
    (name) => {
      const text = read(name);
      const formatter = formatterOf(name);
      expect(formatter.toFile(formatter.fromFile(text) as object)).toBe(text);
    },
  );

  it.each(COLLECTION_NAMES)("hands the list of data/%s.json to the CMS as its one field", (name) => {
    const text = read(name);
    expect(formatterOf(name).fromFile(text)).toEqual({ [LIST_FIELD]: JSON.parse(text) });
  });

  it.each(OBJECT_FILE_NAMES)("hands the object of data/%s.json to the CMS as it is", (name) => {
    const text = read(name);
    expect(formatterOf(name).fromFile(text)).toEqual(JSON.parse(text));
  });
});

/** A small entry model with every kind of field. */
const FIELDS: Record<string, FieldRule> = {
  slug: { type: "string" },
  name: { type: "string" },
  note: { type: "string", optional: true },
  count: { type: "number", optional: true },
  shown: { type: "boolean", optional: true },
  blanks: { type: "string[]" },
  tags: { type: "string[]", optional: true },
  fee: {
    type: "object",
    optional: true,
    fields: { label: { type: "string", optional: true }, price: { type: "number", optional: true } },
  },
  rows: {
    type: "object[]",
    optional: true,
    fields: { label: { type: "string" }, note: { type: "string", optional: true } },
  },
};

describe("tidy", () => {
  it("puts the keys in the model's order, unknown keys after", () => {
    const out = tidy({ extra: 1, rows: [{ note: "n", label: "l" }], name: "N", blanks: ["b"], slug: "s" }, FIELDS);
    expect(JSON.stringify(out)).toBe(
      JSON.stringify({ slug: "s", name: "N", blanks: ["b"], rows: [{ label: "l", note: "n" }], extra: 1 }),
    );
  });

  it('leaves out an optional field left empty: "", null, [] or {}', () => {
    const out = tidy({ slug: "s", name: "N", blanks: ["b"], note: "", count: null, tags: [], fee: {} }, FIELDS);
    expect(out).toEqual({ slug: "s", name: "N", blanks: ["b"] });
    expect(Object.keys(out ?? {})).toEqual(["slug", "name", "blanks"]);
  });

  it("leaves out an optional object whose fields are all empty, and empty optional fields of list items", () => {
    const out = tidy(
      { slug: "s", name: "N", blanks: [], fee: { label: "", price: null }, rows: [{ label: "l", note: "" }] },
      FIELDS,
    );
    expect(out).toEqual({ slug: "s", name: "N", blanks: [], rows: [{ label: "l" }] });
  });

  it("leaves out an optional object with required fields that were typed in and cleared again", () => {
    const setupFee = COLLECTIONS.packages.fields.setupFee;
    if (!setupFee) throw new Error("packages have no setupFee in the model");
    expect(setupFee.optional).toBe(true);
    const fields = { slug: { type: "string" }, setupFee } satisfies Record<string, FieldRule>;
    expect(tidy({ slug: "p", setupFee: { name: "" } }, fields)).toEqual({ slug: "p" });
    expect(tidy({ slug: "p", setupFee: { name: "", price: "" } }, fields)).toEqual({ slug: "p" });
    // Half filled is kept: the build names the missing field.
    expect(tidy({ slug: "p", setupFee: { name: "Setup", price: "" } }, fields)).toEqual({
      slug: "p",
      setupFee: { name: "Setup", price: "" },
    });
  });

  it("keeps a required field even when empty, so that the build names it", () => {
    expect(tidy({ slug: "s", name: "", blanks: [] }, FIELDS)).toEqual({ slug: "s", name: "", blanks: [] });
  });

  it("keeps false and 0, which are values", () => {
    expect(tidy({ slug: "s", name: "N", blanks: ["b"], shown: false, count: 0 }, FIELDS)).toEqual({
      slug: "s",
      name: "N",
      shown: false,
      count: 0,
      blanks: ["b"],
    });
  });

  it("tidies each entry of a list", () => {
    expect(tidy([{ name: "A", slug: "a", note: "" }, { slug: "b" }], FIELDS)).toEqual([
      { slug: "a", name: "A" },
      { slug: "b" },
    ]);
  });
});

describe("the list and object formatters", () => {
  it("write the list field as the file's root, tidied", () => {
    const formatter = listFormatter(FIELDS);
    const text = formatter.toFile({ [LIST_FIELD]: [{ name: "A", slug: "a", note: "", blanks: [] }] });
    expect(text).toBe('[\n  {\n    "slug": "a",\n    "name": "A",\n    "blanks": []\n  }\n]\n');
  });

  it("refuse to save a list file the CMS handed over without its list, rather than empty it", () => {
    expect(() => listFormatter(FIELDS).toFile({})).toThrow(`no "${LIST_FIELD}" list`);
  });

  it("write an object file tidied, in JSON.stringify's layout with a final newline", () => {
    const formatter = objectFormatter(FIELDS);
    const value = { blanks: ["x"], name: "N", slug: "s", tags: [] };
    expect(formatter.toFile(value)).toBe(`${JSON.stringify({ slug: "s", name: "N", blanks: ["x"] }, null, 2)}\n`);
  });
});

/**
 * Formats texts as `prettier --check` sees data/partners.json: Prettier's own resolveConfig and format, run in a
 * child process (Prettier 3 loads its parsers by dynamic import, which Jest's module sandbox does not allow).
 */
function prettierTexts(texts: readonly string[]): string[] {
  const script = [
    'import * as prettier from "prettier";',
    'let input = "";',
    "for await (const chunk of process.stdin) input += chunk;",
    "const filepath = process.env.PRETTIER_FILE;",
    "const options = await prettier.resolveConfig(filepath);",
    "const out = [];",
    "for (const text of JSON.parse(input)) out.push(await prettier.format(text, { ...options, filepath }));",
    "process.stdout.write(JSON.stringify(out));",
  ].join("\n");
  const output = execFileSync(process.execPath, ["--input-type=module", "-e", script], {
    cwd: root,
    input: JSON.stringify(texts),
    env: { ...process.env, PRETTIER_FILE: path.join(root, "data", "partners.json") },
    encoding: "utf8",
  });
  return JSON.parse(output) as string[];
}

describe("the files the CMS writes", () => {
  const samples: unknown[] = [
    [{ slug: "acme", name: "Acme", logo: "partners/acme.svg", placeholder: ["logo"] }],
    [
      {
        slug: "a",
        rows: [
          { label: "x", tags: ["a", "b"] },
          { label: "y", tags: [] },
        ],
        nested: [[1, 2], [[]]],
      },
    ],
    { name: "Site", links: { a: 'https://example.org/a?b=1&c="d"' }, year: 2024, share: 12.5, flag: false },
    [{ slug: "é", text: "line\nbreak \u2014 \\ </script>", empty: {}, none: null }],
  ];
  const written = samples.map((value) => dataFileText(tidy(value, undefined)));
  const arbitrary = fc.sample(fc.jsonValue({ maxDepth: 3 }), 100).map((value) => dataFileText(tidy(value, undefined)));
  const unformatted = '[{ "slug": "a" }]\n';
  /** Prettier's text for each text, in one child process. */
  let formatted = new Map<string, string>();
  beforeAll(() => {
    const texts = [...written, ...arbitrary, unformatted];
    const out = prettierTexts(texts);
    formatted = new Map(texts.map((text, i) => [text, out[i] ?? ""]));
  });
  /** The texts Prettier would change. */
  const unlikePrettier = (texts: string[]) => texts.filter((text) => formatted.get(text) !== text);

  it("are what Prettier keeps in data/ (json-stringify), short lists and nested arrays included", () => {
    expect(written[0]).toContain('"placeholder": [\n');
    expect(unlikePrettier(written)).toEqual([]);
  });

  it("are what Prettier keeps, for any JSON value", () => {
    expect(unlikePrettier(arbitrary)).toEqual([]);
  });

  it("would be told apart from a file Prettier rewrites", () => {
    expect(unlikePrettier([unformatted])).toEqual([unformatted]);
  });
});

describe("saving, for any partner-like entries", () => {
  const fields = COLLECTIONS.partners.fields;
  const formatter = listFormatter(fields);
  const text = fc.oneof(fc.string(), fc.constant(""), fc.constant("   "));
  const entry = fc.record(
    {
      url: fc.oneof(fc.webUrl(), fc.constant(""), fc.constant(null)),
      name: text,
      extra: fc.oneof(fc.string(), fc.integer(), fc.boolean()),
      placeholder: fc.array(fc.constantFrom(...Object.keys(fields)), { maxLength: 3 }),
      logo: text,
      slug: text,
    },
    { requiredKeys: ["slug"] },
  );

  it("reads back what it wrote: the entries, tidied", () => {
    fc.assert(
      fc.property(fc.array(entry, { minLength: 1, maxLength: 4 }), (entries) => {
        const written = formatter.toFile({ [LIST_FIELD]: entries });
        expect(formatter.fromFile(written)).toEqual({ [LIST_FIELD]: tidy(entries, fields) });
        expect(formatter.toFile(formatter.fromFile(written) as object)).toBe(written);
      }),
    );
  });

  it("writes the fields in the model's order, and no optional field empty", () => {
    const order = Object.keys(fields);
    fc.assert(
      fc.property(fc.array(entry, { minLength: 1, maxLength: 4 }), (entries) => {
        const written = JSON.parse(formatter.toFile({ [LIST_FIELD]: entries })) as Record<string, unknown>[];
        for (const item of written) {
          const known = Object.keys(item).filter((k) => order.includes(k));
          expect(known).toEqual(order.filter((k) => known.includes(k)));
          for (const [key, rule] of Object.entries(fields)) {
            if (!rule.optional || !(key in item)) continue;
            expect(["", null]).not.toContain(item[key]);
            if (Array.isArray(item[key])) expect(item[key]).not.toHaveLength(0);
          }
        }
      }),
    );
  });
});
