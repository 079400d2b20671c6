import type { ContentSources } from "./validate";
import { listPlaceholders, placeholderReport } from "./placeholders";

const json = (v: unknown) => JSON.stringify(v);

function sources(edit: Partial<ContentSources["collections"]> = {}, site?: unknown): ContentSources {
  return {
    collections: {
      partners: json([
        { slug: "acme", name: "Acme", logo: "partners/acme.svg", placeholder: ["logo"] },
        { slug: "globex", name: "Globex", logo: "partners/globex.svg" },
        { slug: "initech", name: "Initech", logo: "partners/initech.svg", placeholder: [] },
      ]),
      ...edit,
    },
    objects: { site: json(site ?? { name: "Example", email: "owner@example.org", placeholder: ["email"] }) },
  };
}

describe("listPlaceholders", () => {
  it("names the file, the entry (index and slug), the field and the value to replace", () => {
    expect(listPlaceholders(sources())).toEqual([
      'data/partners.json[0] "acme": field "logo" is placeholder content (partners/acme.svg)',
      'data/site.json: field "email" is placeholder content ("owner@example.org")',
    ]);
  });

  it("lists every marked field of an entry, in the order of its list, and shortens long texts", () => {
    const quote = "An invented quote that is far too long to print whole in a one-line message.";
    const quotes = json([
      { slug: "q", page: "home", quote, author: "Someone", organization: "Org", placeholder: ["author", "quote"] },
    ]);
    expect(listPlaceholders(sources({ quotes, partners: "[]" }, { name: "Example" }))).toEqual([
      'data/quotes.json[0] "q": field "author" is placeholder content ("Someone")',
      'data/quotes.json[0] "q": field "quote" is placeholder content ("An invented quote that is far too lon...")',
    ]);
  });

  it("finds nothing when no entry carries a mark (or the lists are empty)", () => {
    const partners = json([{ slug: "acme", name: "Acme", logo: "partners/acme.svg", placeholder: [] }]);
    expect(listPlaceholders(sources({ partners }, { name: "Example", email: "owner@example.org" }))).toEqual([]);
  });

  it("skips files that are missing or do not parse, which validation reports", () => {
    const broken: ContentSources = { collections: { partners: "[{ broken", quotes: undefined }, objects: {} };
    expect(listPlaceholders(broken)).toEqual([]);
  });
});

describe("placeholderReport", () => {
  it("counts and lists the placeholders", () => {
    const list = listPlaceholders(sources());
    expect(placeholderReport(list)).toBe(
      `2 placeholders still to replace before going live:\n  - ${list[0]}\n  - ${list[1]}`,
    );
    expect(placeholderReport(list.slice(0, 1))).toMatch(/^1 placeholder still to replace before going live:\n {2}- /);
  });
});
