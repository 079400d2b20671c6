/** @jest-environment node */
import fs from "node:fs";
import path from "node:path";
import { copyOfData, runNpmScript } from "../src/test/content-fixture";

jest.setTimeout(60_000);

const root = path.resolve(__dirname, "..");
const read = (dir: string, file: string) => fs.readFileSync(path.join(dir, file), "utf8");

describe("npm run format:data, the first step of npm run format", () => {
  let dir: string;
  beforeEach(() => {
    dir = copyOfData();
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("lays a hand edit out as the editor writes it, and leaves every other file and a broken one as they are", () => {
    const files = fs.readdirSync(dir).filter((f) => f.endsWith(".json"));
    const before = Object.fromEntries(files.map((f) => [f, read(dir, f)] as const));
    // A hand edit: the first partner's fields in reverse order, the whole file on one line.
    const partners = JSON.parse(before["partners.json"] ?? "[]") as Record<string, unknown>[];
    const [first, ...rest] = partners;
    if (!first) throw new Error("data/partners.json has no partner");
    const reversed = Object.fromEntries(Object.entries(first).reverse());
    fs.writeFileSync(path.join(dir, "partners.json"), JSON.stringify([reversed, ...rest]));
    fs.writeFileSync(path.join(dir, "quotes.json"), `${before["quotes.json"] ?? ""}oops`);

    const { status, output } = runNpmScript("format:data", dir);
    expect(status).toBe(0);
    expect(output).toMatch(/partners\.json: laid out as the editor writes it/);
    // Where it breaks, as check:content names it.
    expect(output).toMatch(/quotes\.json: not valid JSON at line \d+, column \d+: .*: left as it is\. Mend it/);

    // The partners file is again the one data/ holds, byte for byte.
    expect(read(dir, "partners.json")).toBe(before["partners.json"]);
    expect(read(dir, "quotes.json")).toBe(`${before["quotes.json"] ?? ""}oops`);
    for (const [file, text] of Object.entries(before)) {
      if (file !== "partners.json" && file !== "quotes.json") expect([file, read(dir, file)]).toEqual([file, text]);
    }
  });

  it("runs as npm run format's first step, before Prettier", () => {
    const pkg = JSON.parse(read(root, "package.json")) as { scripts: Record<string, string> };
    expect(pkg.scripts.format).toMatch(/^npm run format:data && prettier --write \.$/);
  });
});
