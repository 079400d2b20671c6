/** @jest-environment node */
import fs from "node:fs";
import { COLLECTION_NAMES, OBJECT_FILE_NAMES } from "../src/lib/content/collections";
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
});
