import fc from "fast-check";
import { realFileExists, realSources } from "../../test/content-fixture";
import { COLLECTIONS, COLLECTION_NAMES, type CollectionName, type FieldRule } from "./collections";
import { validateContent } from "./validate";

type Entry = Record<string, unknown>;

const real = realSources();
const entriesOf = (name: CollectionName) => JSON.parse(real.collections[name] ?? "[]") as Entry[];

/** A value of the wrong type for a field. */
function wrongValue(rule: FieldRule): unknown[] {
  switch (rule.type) {
    case "string":
      return [42, true, [], {}, ""];
    case "number":
      return ["12", true, [], {}];
    case "boolean":
      return ["yes", 1, [], {}];
    case "string[]":
      return ["a", 3, {}, [""], [5]];
    case "object":
      return ["x", 3, [], true];
    case "object[]":
      return ["x", 3, {}, ["a"]];
  }
}

type Mutation =
  { kind: "remove"; field: string } | { kind: "wrong"; field: string; value: unknown } | { kind: "duplicate" };

// A file with no entry (no slot booked yet) has none to damage.
const damageable = COLLECTION_NAMES.filter((name) => entriesOf(name).length > 0);
const mutationArb = fc.constantFrom(...damageable).chain((name) => {
  const entries = entriesOf(name);
  const fields = Object.entries(COLLECTIONS[name].fields);
  const required = fields.filter(([, r]) => !r.optional).map(([f]) => f);
  const mutation: fc.Arbitrary<Mutation> = fc.oneof(
    fc.constantFrom(...required).map((field): Mutation => ({ kind: "remove", field })),
    fc
      .constantFrom(...fields)
      .chain(([field, rule]) =>
        fc.constantFrom(...wrongValue(rule)).map((value): Mutation => ({ kind: "wrong", field, value })),
      ),
    // A copy of an entry with a slug repeats its slug; a copy of a booking may be one more sponsor in the slot.
    ...(COLLECTIONS[name].fields.slug ? [fc.constant<Mutation>({ kind: "duplicate" })] : []),
  );
  return fc.tuple(fc.constant(name), fc.nat({ max: entries.length - 1 }), mutation);
});

describe("content validation under random damage", () => {
  it("names the file, the entry and the field of every damaged entry, and never throws", () => {
    fc.assert(
      fc.property(mutationArb, ([name, index, mutation]) => {
        const entries = entriesOf(name);
        const original = entries[index] ?? {};
        const entry: Entry =
          mutation.kind === "remove"
            ? Object.fromEntries(Object.entries(original).filter(([key]) => key !== mutation.field))
            : { ...original };
        let expectedIndex = index;
        if (mutation.kind === "wrong") entry[mutation.field] = mutation.value;
        const next = [...entries];
        if (mutation.kind === "duplicate") {
          next.push({ ...entry });
          expectedIndex = next.length - 1;
        } else {
          next[index] = entry;
        }
        const sources = { ...real, collections: { ...real.collections, [name]: JSON.stringify(next) } };
        let problems: string[] = [];
        expect(() => {
          problems = validateContent(sources, { fileExists: realFileExists });
        }).not.toThrow();
        expect(problems.length).toBeGreaterThan(0);
        const prefix = `data/${name}.json[${expectedIndex}]`;
        expect(problems.some((p) => p.startsWith(prefix))).toBe(true);
        if (mutation.kind !== "duplicate") {
          expect(problems.some((p) => p.includes(`"${mutation.field}`) || p.includes(`${mutation.field} file`))).toBe(
            true,
          );
        } else {
          expect(problems).toContain(
            `${prefix} "${String(entry.slug)}": duplicate slug "${String(entry.slug)}" (first used at [${index}])`,
          );
        }
        for (const p of problems) expect(p).toMatch(/^data\/[a-z]+\.json(\[\d+\])?/);
      }),
      { numRuns: 300 },
    );
  });

  it("reports unknown references between collections", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z]{3,10}$/), fc.nat({ max: 7 }), (channel, index) => {
        fc.pre(!["github", "newsletter"].includes(channel));
        const packages = entriesOf("packages");
        const next = packages.map((p, i) => (i === index ? { ...p, channel } : p));
        const sources = { ...real, collections: { ...real.collections, packages: JSON.stringify(next) } };
        const problems = validateContent(sources, { fileExists: realFileExists });
        expect(problems).toContain(
          `data/packages.json[${index}] "${String(packages[index]?.slug)}": field "channel" refers to unknown channel "${channel}" (known: github, logo-only, newsletter, social-media)`,
        );
      }),
      { numRuns: 50 },
    );
  });
});
