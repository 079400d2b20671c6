/** @jest-environment node */
import fs from "node:fs";
import { COLLECTION_NAMES, OBJECT_FILE_NAMES, sectionNeeds } from "../src/lib/content/collections";
import { copyOfData, readJson, runNpmScript, writeJson } from "../src/test/content-fixture";

jest.setTimeout(60_000);

describe("npm run check:content", () => {
  let dir: string;
  beforeEach(() => {
    dir = copyOfData();
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("says the content is OK and exits 0 when it is", () => {
    const { status, output } = runNpmScript("check:content", dir);
    expect(output.trim()).toBe(`content OK (${COLLECTION_NAMES.length + OBJECT_FILE_NAMES.length} files)`);
    expect(status).toBe(0);
  });

  it("prints the build's message for a negative package price and exits 1", () => {
    const packages = readJson<{ slug: string; price: number }[]>(dir, "packages.json");
    const i = packages.length - 1;
    const slug = packages[i]?.slug ?? "";
    writeJson(
      dir,
      "packages.json",
      packages.map((p, j) => (j === i ? { ...p, price: -5 } : p)),
    );

    const { status, output } = runNpmScript("check:content", dir);
    expect(output).toContain(`data/packages.json[${i}] "${slug}": field "price" must be a positive number (got -5)`);
    expect(output).toContain("The content in data/ has 1 problem:");
    expect(output).not.toContain("content OK");
    expect(status).toBe(1);
  });

  it("names a section field its page needs, removed from data/pages.json, and exits 1", () => {
    type Page = { slug: string; sections: Record<string, unknown>[] };
    const pages = readJson<Page[]>(dir, "pages.json");
    // The first section field of data/pages.json that its page requires (PAGE_SECTIONS).
    const at = pages.flatMap((page, i) =>
      page.sections.flatMap((section, j) =>
        sectionNeeds(page.slug, String(section.slug)).map((field) => ({ i, j, page, section, field })),
      ),
    )[0];
    if (!at) throw new Error("no page of data/pages.json requires a section field");
    writeJson(
      dir,
      "pages.json",
      pages.map((page, i) =>
        i !== at.i
          ? page
          : {
              ...page,
              sections: page.sections.map((s, j) =>
                j === at.j ? Object.fromEntries(Object.entries(s).filter(([k]) => k !== at.field)) : s,
              ),
            },
      ),
    );

    const { status, output } = runNpmScript("check:content", dir);
    expect(output).toContain(
      `data/pages.json[${at.i}] "${at.page.slug}": missing required field "sections[${at.j}].${at.field}" ` +
        `(the ${at.page.slug} page shows section "${String(at.section.slug)}" with it)`,
    );
    expect(status).toBe(1);
  });
});
