import fs from "node:fs";
import path from "node:path";
import { entryPositions } from "./positions";

describe("an entry's place in its data file", () => {
  // As gatsby-transformer-json's node of an entry carries the entry's digest (gatsby-node.ts uses Gatsby's own).
  const createContentDigest = (entry: object) => JSON.stringify(entry);
  const partners = [{ slug: "a" }, { slug: "b" }, { slug: "c" }];

  it("is its index, found by the digest of its content", () => {
    const positions = entryPositions(partners, createContentDigest);
    expect(partners.map((p) => positions.get(createContentDigest(p)))).toEqual([0, 1, 2]);
  });

  it("follows the file when an editor moves an entry", () => {
    const moved = [{ slug: "c" }, { slug: "a" }, { slug: "b" }];
    const positions = entryPositions(moved, createContentDigest);
    expect(positions.get(createContentDigest({ slug: "c" }))).toBe(0);
    expect(positions.get(createContentDigest({ slug: "b" }))).toBe(2);
  });

  it("is the first one's for identical entries, and unknown for content the file does not hold", () => {
    const booking = { channel: "newsletter", slot: "2026-12-07" };
    const positions = entryPositions([{ slug: "x" }, booking, booking], createContentDigest);
    expect(positions.get(createContentDigest(booking))).toBe(1);
    expect(positions.get(createContentDigest({ slug: "y" }))).toBeUndefined();
  });
});

/** The site's GraphQL sources: every file of src/ outside the tests and the generated types. */
function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$|gatsby-types\.d\.ts$/.test(entry.name) ? [full] : [];
  });
}

describe("the site's list queries", () => {
  const src = path.resolve(__dirname, "../..");
  /** Each `allXJson` field of a graphql`` query, with its arguments. */
  const lists = sources(src).flatMap((file) => {
    const text = fs.readFileSync(file, "utf8");
    return [...text.matchAll(/\ball[A-Z]\w*Json\b\s*(\([^)]*\))?\s*\{/g)].map((m) => ({
      where: `${path.relative(src, file)}: ${m[0].replace(/\s+/g, " ")}`,
      args: m[1] ?? "",
    }));
  });

  it("are found", () => {
    expect(lists.length).toBeGreaterThanOrEqual(10);
  });

  it("each sort, so a page lists the entries in their file's order whatever Gatsby's cache holds", () => {
    expect(lists.filter((l) => !/\bsort:/.test(l.args)).map((l) => l.where)).toEqual([]);
  });
});
