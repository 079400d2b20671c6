/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { COLLECTION_NAMES, OBJECT_FILE_NAMES } from "./collections";
import {
  checkContentDir,
  contentProblemsReport,
  readContentSources,
  readValidatedContent,
  requiredText,
  resolveContentDir,
} from "./load";

const root = path.resolve(__dirname, "..", "..", "..");
const dataDir = path.join(root, "data");
const staticDir = path.join(root, "static");

describe("reading the content folder", () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "content-"));
    fs.cpSync(dataDir, dir, { recursive: true });
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("reads every file of the model, collections and object files", () => {
    const sources = readContentSources(dir);
    for (const name of COLLECTION_NAMES) {
      expect(sources.collections[name]).toBe(fs.readFileSync(path.join(dataDir, `${name}.json`), "utf8"));
    }
    for (const name of OBJECT_FILE_NAMES) {
      expect(sources.objects[name]).toBe(fs.readFileSync(path.join(dataDir, `${name}.json`), "utf8"));
    }
  });

  it("accepts the shipped content and reports a missing file and a missing logo", () => {
    expect(checkContentDir(dir, staticDir)).toEqual([]);
    const [collection] = COLLECTION_NAMES;
    fs.rmSync(path.join(dir, `${collection}.json`));
    const partners = JSON.parse(fs.readFileSync(path.join(dir, "partners.json"), "utf8")) as { logo: string }[];
    const logo = partners[0]?.logo ?? "";
    const emptyStatic = fs.mkdtempSync(path.join(os.tmpdir(), "static-"));
    const problems = checkContentDir(dir, emptyStatic);
    fs.rmSync(emptyStatic, { recursive: true, force: true });
    expect(problems).toContain(`data/${collection}.json: file is missing`);
    expect(problems.some((p) => p.includes(`file static/${logo} does not exist`))).toBe(true);
  });

  it("refuses a JSON file that is not one of the model's, even a valid one, naming it", () => {
    fs.writeFileSync(path.join(dir, "partners-draft.json"), "[{ broken");
    fs.mkdirSync(path.join(dir, "images"), { recursive: true });
    fs.writeFileSync(path.join(dir, "images", "notes.json"), "{}");
    const advice = "not a file of the content model, and the build reads every .json file in data/: move it out";
    expect(checkContentDir(dir, staticDir)).toEqual([
      `data/images/notes.json: ${advice} of data/ (the content files are listed in docs/editing.md)`,
      `data/partners-draft.json: ${advice} of data/ (the content files are listed in docs/editing.md)`,
    ]);
  });

  it("gives every file parsed once the content passes validation", () => {
    const content = readValidatedContent(dir, staticDir);
    for (const name of COLLECTION_NAMES) {
      expect(content.collections[name]).toEqual(JSON.parse(fs.readFileSync(path.join(dir, `${name}.json`), "utf8")));
    }
    for (const name of OBJECT_FILE_NAMES) {
      expect(content.objects[name]).toEqual(JSON.parse(fs.readFileSync(path.join(dir, `${name}.json`), "utf8")));
    }
  });

  it("throws the build's report instead of giving content that fails validation", () => {
    const file = path.join(dir, "site.json");
    const site = JSON.parse(fs.readFileSync(file, "utf8")) as Record<string, unknown>;
    fs.writeFileSync(file, JSON.stringify({ ...site, siteUrl: "not an address" }));
    const problems = checkContentDir(dir, staticDir);
    expect(problems.length).toBeGreaterThan(0);
    expect(() => readValidatedContent(dir, staticDir)).toThrow(contentProblemsReport(problems));
  });

  it("reads a required text, and refuses one that is not there", () => {
    expect(requiredText({ name: "Acme" }, "name")).toBe("Acme");
    expect(() => requiredText({ name: 3 }, "name")).toThrow('content field "name" is not a text');
  });

  it("reads CONTENT_DIR when it is set, data/ otherwise", () => {
    expect(resolveContentDir(root, {})).toBe(dataDir);
    expect(resolveContentDir(root, { CONTENT_DIR: dir })).toBe(path.resolve(dir));
  });

  it("words the report as the build prints it", () => {
    expect(contentProblemsReport(["a", "b"])).toBe(
      "The content in data/ has 2 problems:\n  - a\n  - b\nFix the entries above and build again.",
    );
    expect(contentProblemsReport(["a"])).toMatch(/^The content in data\/ has 1 problem:\n/);
  });
});
