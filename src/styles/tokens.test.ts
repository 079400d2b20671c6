/**
 * @jest-environment node
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import * as tokens from "./tokens";

const root = path.resolve(__dirname, "..", "..");

/** The site's code outside src/styles/: components, pages, templates, build code, local plugins, gatsby-*. */
function codeFiles(): string[] {
  const tracked = execFileSync(
    "git",
    ["ls-files", "--cached", "--others", "--exclude-standard", "src", "plugins", "gatsby-*"],
    {
      cwd: root,
      encoding: "utf8",
    },
  );
  return tracked
    .split("\n")
    .filter((f) => /\.(tsx?|jsx?|cjs|mjs)$/.test(f))
    .filter((f) => !f.startsWith("src/styles/") && !/\.test\.|gatsby-types\.d\.ts$/.test(f))
    .filter((f) => fs.existsSync(path.join(root, f)));
}

/** Lines that say why they keep a literal: `token-exception: <why>` in a comment on the line or the one above. */
const excepted = (lines: string[], i: number) =>
  /token-exception: \S/.test(lines[i] ?? "") || /token-exception: \S/.test(lines[i - 1] ?? "");

const HEX_COLOUR = /(?<![\w&#/])#(?:[0-9a-f]{8}|[0-9a-f]{6}|[0-9a-f]{3,4})\b/gi;
const PIXEL_FONT_SIZE =
  /font-size\s*[:=]\s*["'{]?\s*\d+(?:\.\d+)?(?:px)?(?=["'}\s;,]|$)|fontSize\s*[:=]\s*["'{]?\s*\d/gi;

function literals(pattern: RegExp): string[] {
  const found: string[] = [];
  for (const file of codeFiles()) {
    const lines = fs.readFileSync(path.join(root, file), "utf8").split("\n");
    lines.forEach((line, i) => {
      for (const match of line.matchAll(pattern)) {
        if (!excepted(lines, i)) found.push(`${file}:${i + 1}: ${match[0]}`);
      }
    });
  }
  return found;
}

describe("design tokens", () => {
  it("are the only hex colours: none is written outside src/styles/", () => {
    expect(codeFiles().length).toBeGreaterThan(50);
    expect(literals(HEX_COLOUR)).toEqual([]);
  });

  it("are the only font sizes: no pixel font size is written outside src/styles/", () => {
    expect(literals(PIXEL_FONT_SIZE)).toEqual([]);
  });

  it("the checks find a literal where one is written", () => {
    expect("color: #0B1020;".match(HEX_COLOUR)).toEqual(["#0B1020"]);
    expect("background:#fff".match(HEX_COLOUR)).toEqual(["#fff"]);
    expect('<a href="#contact">'.match(HEX_COLOUR)).toBeNull();
    expect("&#160;".match(HEX_COLOUR)).toBeNull();
    expect("font-size: 14px;".match(PIXEL_FONT_SIZE)).not.toBeNull();
    expect('font-size="62"'.match(PIXEL_FONT_SIZE)).not.toBeNull();
    expect("fontSize: 14".match(PIXEL_FONT_SIZE)).not.toBeNull();
    expect("font-size: ${fontSizes.small};".match(PIXEL_FONT_SIZE)).toBeNull();
    expect("font-size: 22.5cqi;".match(PIXEL_FONT_SIZE)).toBeNull();
  });

  it("hold values only, so the build can write each one in place", () => {
    const leaves = (value: unknown): unknown[] =>
      typeof value === "object" && value !== null ? Object.values(value).flatMap(leaves) : [value];
    const groups = Object.entries(tokens).filter(([name]) => name !== "__esModule");
    expect(groups.length).toBeGreaterThan(5);
    for (const value of groups.flatMap(([, group]) => leaves(group))) {
      expect(["string", "number"]).toContain(typeof value);
    }
  });

  it("give every colour as a hex value, and the type scale in pixels, smallest first", () => {
    for (const colour of Object.values(tokens.colors)) expect(colour).toMatch(/^#[0-9a-f]{3,8}$/i);
    const sizes = Object.values(tokens.fontSizes).map((s) => Number(s.replace(/px$/, "")));
    expect(sizes).toEqual([...sizes].sort((a, b) => a - b));
    expect(new Set(sizes).size).toBe(sizes.length);
  });
});
