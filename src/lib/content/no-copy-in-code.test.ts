import fs from "node:fs";
import path from "node:path";
import site from "../../../data/site.json";
import stats from "../../../data/stats.json";
import { spellOutFigure } from "../figures";

const SRC = path.resolve(__dirname, "..", "..");

/** Every source file that ends up in a page or the build's output (not tests, fixtures or generated types). */
function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return ["test", "__mocks__"].includes(entry.name) ? [] : sourceFiles(full);
    if (!/\.(ts|tsx)$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name)) return [];
    return entry.name === "gatsby-types.d.ts" ? [] : [full];
  });
}

/** The code without its comments: comments may name an example figure, code may not. */
const withoutComments = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|[^:"'`])\/\/.*$/gm, "$1");

describe("copy lives in data/, not in src/", () => {
  const files = sourceFiles(SRC).map((file) => ({
    file: path.relative(SRC, file),
    code: withoutComments(fs.readFileSync(file, "utf8")),
  }));

  it("finds the source files", () => {
    expect(files.length).toBeGreaterThan(50);
  });

  it("no source file writes out the site's name", () => {
    expect(files.filter((f) => f.code.includes(site.name)).map((f) => f.file)).toEqual([]);
  });

  // Figures as a visitor reads them ("500K+", "500,000+"); plain numbers could be anything in code.
  const figures = stats.filter((s) => /^\d[\d.,]*[KM]?\+$|^\d[\d.,]*[KM]$/.test(s.value));

  it("checks the headline figures", () => {
    expect(figures.length).toBeGreaterThan(0);
  });

  it.each(figures.map((s) => [s.slug, s.value] as const))("no source file writes out stat %s", (_slug, value) => {
    const forms = [...new Set([value, spellOutFigure(value)])];
    const found = files.filter((f) => forms.some((form) => f.code.includes(form)));
    expect(found.map((f) => f.file)).toEqual([]);
  });
});
