/** @jest-environment node */
import fs from "node:fs";
import path from "node:path";
import { truncate } from "../src/lib/content/validate";
import { copyOfData, readJson, runNpmScript, writeJson } from "../src/test/content-fixture";

jest.setTimeout(60_000);

type Entry = Record<string, unknown>;

/** Removes every "placeholder" mark from the JSON files of dir. */
function unmarkAll(dir: string): void {
  for (const file of fs.readdirSync(dir).filter((f) => f.endsWith(".json"))) {
    const strip = (entry: Entry) => Object.fromEntries(Object.entries(entry).filter(([key]) => key !== "placeholder"));
    const data = readJson<Entry | Entry[]>(dir, file);
    writeJson(dir, file, Array.isArray(data) ? data.map(strip) : strip(data));
  }
}

describe("npm run check:launch", () => {
  let dir: string;
  beforeEach(() => {
    dir = copyOfData();
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("fails while content is marked as placeholder, listing each mark", () => {
    // Marks of this test's own, whatever data/ marks today: the owner's e-mail and the first partner's name.
    unmarkAll(dir);
    const site = readJson<Entry & { email: string }>(dir, "site.json");
    writeJson(dir, "site.json", { ...site, placeholder: ["email"] });
    const partners = readJson<(Entry & { slug: string; name: string })[]>(dir, "partners.json");
    const [first] = partners;
    if (!first) throw new Error("data/partners.json has no partner to mark");
    writeJson(dir, "partners.json", [{ ...first, placeholder: ["name"] }, ...partners.slice(1)]);
    const { status, output } = runNpmScript("check:launch", dir);
    expect(output).toContain(
      `data/site.json: field "email" is placeholder content (${JSON.stringify(truncate(site.email))})`,
    );
    expect(output).toContain(
      `data/partners.json[0] "${first.slug}": field "name" is placeholder content (${JSON.stringify(truncate(first.name))})`,
    );
    expect(output).toContain("2 placeholders still to replace before going live:");
    expect(status).toBe(1);
  });

  it("passes once no placeholder mark is left", () => {
    unmarkAll(dir);
    const { status, output } = runNpmScript("check:launch", dir);
    expect(output).not.toContain("placeholder content");
    expect(output).toContain("ready to go live");
    expect(status).toBe(0);
  });

  it("fails on invalid content with the build's messages, before looking at placeholders", () => {
    unmarkAll(dir);
    fs.rmSync(path.join(dir, "quotes.json"));
    const { status, output } = runNpmScript("check:launch", dir);
    expect(output).toContain("data/quotes.json: file is missing");
    expect(status).toBe(1);
  });
});
