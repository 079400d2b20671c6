import path from "node:path";
import Ajv from "ajv";
import addFormats from "ajv-formats";
import type { CmsField } from "decap-cms-core";
import { cmsConfig } from "../cms/config";
import { LIST_FIELD } from "../cms/data-format";
import { ICON_NAMES } from "../icon-names";
import { COLLECTIONS, OBJECT_FILES, PAGE_SECTIONS, SECTION_TEXT_FIELDS, sectionNeeds } from "./collections";
import { contentSchemas } from "./json-schema";
import { readContentSources } from "./load";
import { toPageCopy, type PageCopyNode } from "./page-copy";
import { validateContent, type JsonObject } from "./validate";

/**
 * Each page's sections have their own shape (PAGE_SECTIONS): the fields a page's template shows are required by
 * the build's validation (so `npm run check:content`), the JSON Schema and the CMS form, and PageCopy hands them
 * to the templates as plain strings.
 */
const sources = readContentSources(path.join(__dirname, "..", "..", "..", "data"));
const pages = JSON.parse(sources.collections.pages ?? "[]") as JsonObject[];
const options = { fileExists: () => true };
const validate = (list: unknown) =>
  validateContent({ ...sources, collections: { ...sources.collections, pages: JSON.stringify(list) } }, options);

/** data/pages.json with one field of one section removed. */
function without(pageIndex: number, sectionIndex: number, field: string): JsonObject[] {
  return pages.map((page, i) =>
    i !== pageIndex
      ? page
      : {
          ...page,
          sections: ((page.sections ?? []) as JsonObject[]).map((section, j) =>
            j === sectionIndex ? Object.fromEntries(Object.entries(section).filter(([k]) => k !== field)) : section,
          ),
        },
  );
}

/** Every (page, section, field) PAGE_SECTIONS requires, with where data/pages.json holds it. */
const required = pages.flatMap((page, i) => {
  const sections = (page.sections ?? []) as JsonObject[];
  return sections.flatMap((section, j) =>
    sectionNeeds(String(page.slug), String(section.slug)).map((field) => ({
      page: String(page.slug),
      section: String(section.slug),
      field,
      i,
      j,
    })),
  );
});

describe("per-page section shapes", () => {
  it("cover every page of data/pages.json, and the content passes", () => {
    expect(pages.map((p) => p.slug).sort()).toEqual(Object.keys(PAGE_SECTIONS).sort());
    expect(required.length).toBeGreaterThan(Object.keys(PAGE_SECTIONS).length);
    expect(validate(pages)).toEqual([]);
  });

  it("name only text fields of a section", () => {
    for (const sections of Object.values(PAGE_SECTIONS)) {
      for (const fields of Object.values(sections)) {
        for (const field of fields) expect(SECTION_TEXT_FIELDS).toContain(field);
      }
    }
  });

  it.each(required)("validation refuses $page's $section without $field, naming file, entry and field", (r) => {
    expect(validate(without(r.i, r.j, r.field))).toEqual([
      `data/pages.json[${r.i}] "${r.page}": missing required field "sections[${r.j}].${r.field}" ` +
        `(the ${r.page} page shows section "${r.section}" with it)`,
    ]);
  });

  it("a field one page requires stays optional where another page's section of that name does not show it", () => {
    // The channel pages' hero takes its title from the channel; the overview's hero has its own.
    expect(sectionNeeds("sponsorship", "hero")).toContain("title");
    expect(sectionNeeds("github", "hero")).not.toContain("title");
    const github = pages.findIndex((p) => p.slug === "github");
    const hero = ((pages[github]?.sections ?? []) as JsonObject[]).findIndex((s) => s.slug === "hero");
    expect(validate(without(github, hero, "title"))).toEqual([]);
  });

  it("the JSON Schema of data/pages.json refuses the same removals and accepts the content", () => {
    const ajv = new Ajv({ allErrors: true, strict: true });
    addFormats(ajv);
    const check = ajv.compile(contentSchemas().pages ?? {});
    expect(check(pages)).toBe(true);
    for (const r of required) {
      expect(check(without(r.i, r.j, r.field))).toBe(false);
      expect(check.errors).toContainEqual(
        expect.objectContaining({
          instancePath: `/${r.i}/sections/${r.j}`,
          params: { missingProperty: r.field },
        }),
      );
    }
  });

  it("the CMS form gives each page its sections, each with the fields that page needs marked required", () => {
    const config = cmsConfig(
      { collections: COLLECTIONS, objects: OBJECT_FILES, pageSections: PAGE_SECTIONS },
      { repo: "o/r", branch: "main", siteUrl: "https://example.com", icons: ICON_NAMES },
    );
    const list = config.collections.find((c) => c.name === "pages")?.files?.[0]?.fields[0] as
      (CmsField & { typeKey?: string; types?: (CmsField & { fields: CmsField[] })[] }) | undefined;
    expect(list).toMatchObject({ name: LIST_FIELD, widget: "list", typeKey: "slug" });
    expect(list?.types?.map((t) => t.name)).toEqual(Object.keys(PAGE_SECTIONS));
    for (const type of list?.types ?? []) {
      expect(type.fields.map((f) => f.name)).not.toContain("slug");
      const sections = type.fields.find((f) => f.name === "sections") as
        (CmsField & { typeKey?: string; types?: (CmsField & { fields: CmsField[] })[] }) | undefined;
      expect(sections).toMatchObject({ widget: "list", typeKey: "slug", required: true, min: 1 });
      expect(sections?.types?.map((t) => t.name)).toEqual(Object.keys(PAGE_SECTIONS[type.name as "home"]));
      for (const section of sections?.types ?? []) {
        const requiredFields = section.fields.filter((f) => f.required).map((f) => f.name);
        expect({ section: `${type.name}/${section.name}`, requiredFields }).toEqual({
          section: `${type.name}/${section.name}`,
          requiredFields: [...sectionNeeds(type.name, section.name)].sort(
            (a, b) => SECTION_TEXT_FIELDS.indexOf(a) - SECTION_TEXT_FIELDS.indexOf(b),
          ),
        });
      }
    }
  });

  it("PageCopy hands each page's required fields over as text, and names page and section when one is missing", () => {
    for (const page of pages) {
      const copy = toPageCopy(page as unknown as PageCopyNode, page.slug as keyof typeof PAGE_SECTIONS);
      for (const [section, fields] of Object.entries(PAGE_SECTIONS[page.slug as keyof typeof PAGE_SECTIONS])) {
        const shown = copy.section(section as never) as unknown as Record<string, unknown>;
        for (const field of fields) expect(typeof shown[field]).toBe("string");
      }
    }
    const github = pages.find((p) => p.slug === "github") as unknown as PageCopyNode;
    expect(() => toPageCopy(github, "github").section("nowhere" as never)).toThrow(
      'data/pages.json "github": no section "nowhere"',
    );
  });
});
