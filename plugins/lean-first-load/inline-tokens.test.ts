/**
 * @jest-environment node
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { transformSync } from "@babel/core";
import { webpack } from "webpack";
import * as realTokens from "../../src/styles/tokens";
import { GuardError } from "./guard";
import { TOKENS_FILE, inlineTokensPlugin, tokensNotBundled } from "./inline-tokens";

const root = path.resolve(__dirname, "..", "..");

/** A site folder of its own with the given tokens module, for the plugin to read. */
function fakeSite(tokens: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "inline-tokens-"));
  fs.mkdirSync(path.join(dir, "src", "styles"), { recursive: true });
  fs.mkdirSync(path.join(dir, "plugins", "lean-first-load"), { recursive: true });
  fs.writeFileSync(path.join(dir, TOKENS_FILE), tokens);
  fs.copyFileSync(
    path.join(root, "plugins", "lean-first-load", "babel-inline-tokens.cjs"),
    path.join(dir, "plugins", "lean-first-load", "babel-inline-tokens.cjs"),
  );
  return dir;
}

const TOKENS = `
export const colors = { ink: "#0B1020", muted: "#4B5563" } as const;
export const fontSizes = { small: "14px" } as const;
export const space = { 0.5: "2px", 4: "16px" } as const;
export const layout = { headerHeight: 64, gutter: 32, maxWidth: 1200 } as const;
const breakpoints = { lg: 1024 } as const;
export const media = { lg: \`@media (min-width: \${breakpoints.lg}px)\` } as const;
`;

/** gatsby-plugin-emotion's options for emotion's Babel plugin (its defaults; gatsby-config sets none). */
const AS_BUILT = { sourceMap: true, autoLabel: "dev-only" };

/** Compiles a component file of the site as the production build does: emotion's plugin and ours. */
function compile(site: string, code: string, file = "src/components/example.tsx", emotion: object = AS_BUILT): string {
  const plugin = inlineTokensPlugin(site);
  const result = transformSync(code, {
    filename: path.join(site, file),
    babelrc: false,
    configFile: false,
    envName: "production",
    presets: [["@babel/preset-typescript", { isTSX: true, allExtensions: true }]],
    plugins: [
      [plugin.name, plugin.options],
      ["@emotion/babel-plugin", emotion],
    ],
  });
  return result?.code ?? "";
}

const STYLE = `
  color: \${colors.muted};
  font-size: \${fontSizes.small};
  padding: \${space[0.5]} \${space[4]};
  scroll-padding-top: \${layout.headerHeight + 16}px;
  max-width: \${layout.maxWidth + 2 * layout.gutter}px;
  \${media.lg} { color: \${colors.ink}; }
`;

const IMPORT = `import { css } from "@emotion/react";\nimport { colors, fontSizes, layout, media, space } from "../styles/tokens";\n`;

describe("inline-tokens (Babel)", () => {
  it("writes the values into a css template, joined into the call's strings", () => {
    const site = fakeSite(TOKENS);
    const out = compile(site, `${IMPORT}export const a = css\`${STYLE}\`;`);
    // The last piece is emotion's own: its development-only label and source map, which the minifier drops.
    expect(out).toContain(
      'css("color:#4B5563;font-size:14px;padding:2px 16px;scroll-padding-top:80px;max-width:1264px;' +
        '@media (min-width: 1024px){color:#0B1020", ";}" + (process.env.NODE_ENV',
    );
    // Not serialised at build time (a precomputed name per style, which gzip cannot compress); no tokens import.
    expect(out).not.toMatch(/name: "/);
    expect(out).not.toContain("styles/tokens");
  });

  it("writes a style emotion serialised at build time back as its call", () => {
    const site = fakeSite(TOKENS);
    // A file that goes through emotion's plugin a second time with its style already one constant string (as in
    // Gatsby's build): emotion serialises it into { name: "<hash>", styles: "…" }. Without source maps and labels
    // that happens on the second pass here.
    const once = { sourceMap: false, autoLabel: "never" };
    const first = compile(site, `${IMPORT}export const a = css\`${STYLE}\`;`, undefined, once);
    const out = compile(site, first, undefined, once);
    expect(out).toContain(
      'css("color:#4B5563;font-size:14px;padding:2px 16px;scroll-padding-top:80px;max-width:1264px;' +
        '@media (min-width: 1024px){color:#0B1020;}")',
    );
    expect(out).not.toMatch(/name: "/);
  });

  it("joins the strings around a run-time value, and leaves the value", () => {
    const site = fakeSite(TOKENS);
    const out = compile(
      site,
      `${IMPORT}export const b = (x: boolean) => css\`color: \${x ? colors.ink : colors.muted}; font-size: \${fontSizes.small};\`;`,
    );
    expect(out).toContain('css("color:", x ? "#0B1020" : "#4B5563", ";font-size:14px", ";" + (process.env');
  });

  it("writes values anywhere else as literals (a prop, a conditional)", () => {
    const site = fakeSite(TOKENS);
    const out = compile(
      site,
      `${IMPORT}export const n = layout.maxWidth;\nexport const c = (x: boolean) => x ? colors.ink : colors.muted;`,
    );
    expect(out).toContain("n = 1200");
    expect(out).toContain('x ? "#0B1020" : "#4B5563"');
    expect(out).not.toContain("styles/tokens");
  });

  it("keeps the import where a group is read whole, for the bundle guard to name", () => {
    const site = fakeSite(TOKENS);
    const out = compile(site, `${IMPORT}export const all = Object.keys(colors);\nexport const m = colors.muted;`);
    expect(out).toContain("Object.keys(colors)");
    expect(out).toContain('m = "#4B5563"');
    expect(out).toMatch(/import \{ colors \} from "\.\.\/styles\/tokens"/);
  });

  it("refuses a token that is not a value, naming it", () => {
    const site = fakeSite(`export const space = (n: number) => \`\${n * 4}px\`;`);
    expect(() => compile(site, `${IMPORT}export const s = 1;`)).toThrow(
      "inline-tokens: tokens.ts: space is a ArrowFunctionExpression; tokens are values",
    );
  });

  it("refuses an import of a token group that does not exist, naming it", () => {
    const site = fakeSite(TOKENS);
    expect(() => compile(site, `import { colours } from "../styles/tokens";\nexport const c = colours.ink;`)).toThrow(
      "tokens.ts exports no colours",
    );
  });

  it("leaves other modules' imports alone", () => {
    const site = fakeSite(TOKENS);
    const out = compile(site, `import { colors } from "./tokens";\nexport const c = colors.ink;`);
    expect(out).toContain("colors.ink");
  });

  it("gives every value of the real tokens module exactly as the module does at run time", () => {
    const groups = Object.entries(realTokens);
    const leaves: [string, string | number][] = [];
    const walk = (prefix: string, value: unknown) => {
      if (typeof value === "object" && value !== null) {
        for (const [k, v] of Object.entries(value)) walk(`${prefix}[${JSON.stringify(k)}]`, v);
      } else if (typeof value === "string" || typeof value === "number") leaves.push([prefix, value]);
    };
    for (const [name, value] of groups) walk(name, value);
    expect(leaves.length).toBeGreaterThan(50);
    const names = groups.map(([n]) => n).join(", ");
    const code =
      `import { ${names} } from "../styles/tokens";\n` +
      leaves.map(([expr], i) => `export const v${i} = ${expr};`).join("\n");
    const out = compile(root, code);
    expect(out).not.toContain("styles/tokens");
    leaves.forEach(([expr, value], i) => {
      expect({ expr, code: out.match(new RegExp(`v${i} = (.*);`))?.[1] }).toEqual({
        expr,
        code: JSON.stringify(value),
      });
    });
  });

  it("keys Babel's cache by the tokens' content", () => {
    const a = inlineTokensPlugin(fakeSite(TOKENS));
    const b = inlineTokensPlugin(fakeSite(TOKENS.replace("#4B5563", "#4B5564")));
    expect(a.options.hash).not.toBe(b.options.hash);
  });
});

describe("tokensNotBundled (webpack guard)", () => {
  /** Bundles an entry in a fake site with the guard on; the guard's errors. */
  function bundle(entry: string): Promise<GuardError[]> {
    const site = fakeSite("export const colors = { ink: '#0B1020' };\n");
    fs.writeFileSync(path.join(site, "src", "entry.js"), entry);
    const errors: GuardError[] = [];
    const compiler = webpack({
      mode: "production",
      context: site,
      entry: "./src/entry.js",
      output: { path: path.join(site, "out") },
      plugins: [tokensNotBundled(site, (e) => errors.push(e))],
    });
    return new Promise((resolve, reject) =>
      compiler.run((error) => (error ? reject(error) : compiler.close(() => resolve(errors)))),
    );
  }

  it("stops the build when a style ships in emotion's serialised form", async () => {
    const errors = await bundle('window.s = { name: "1yftfhi", styles: "color:red" };\n');
    expect(errors.map((e) => e.message).join()).toContain("holds a style emotion serialised at build time");
  });

  it("passes a bundle that does not contain the tokens module", async () => {
    expect(await bundle("console.log('#0B1020');\n")).toEqual([]);
  });

  it("stops the build, naming the importer, when the tokens module is bundled", async () => {
    const errors = await bundle("import { colors } from './styles/tokens.ts';\nconsole.log(Object.keys(colors));\n");
    expect(errors).toHaveLength(1);
    expect(errors[0]?.optimisation).toBe("design tokens inlined");
    expect(errors[0]?.message).toContain(`${TOKENS_FILE} is bundled into the browser code, imported by src/entry.js`);
  });
});
