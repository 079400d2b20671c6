import js from "@eslint/js";
import prettier from "eslint-config-prettier";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import fs from "node:fs";
import tseslint from "typescript-eslint";

const readData = (name) => JSON.parse(fs.readFileSync(new URL(`./data/${name}.json`, import.meta.url), "utf8"));
const escape = (text) => text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
/** Selectors for string, template and JSX text containing a match of `pattern` (an esquery regex). */
const inText = (pattern, message) =>
  ["Literal", "TemplateElement", "JSXText"].map((node) => ({
    selector: `${node}[${node === "TemplateElement" ? "value.raw" : "value"}=${pattern}]`,
    message,
  }));

// Design tokens (src/styles/tokens.ts) are the only place a colour or a font size is written: a hex colour or a
// pixel font size elsewhere would drift from the palette and type scale unseen.
const FONT_SIZE = "Pixel font size outside src/styles/: use a size of fontSizes in src/styles/tokens.ts.";
const tokenLiterals = [
  ...inText(
    String.raw`/(?<![\w&#\/])#([0-9a-f]{8}|[0-9a-f]{6}|[0-9a-f]{3,4})\b/i`,
    "Hex colour outside src/styles/: use a colour of src/styles/tokens.ts.",
  ),
  ...inText(String.raw`/font-size\s*[:=]\s*["']?\s*\d+(\.\d+)?(px)?(?![\w.%])/i`, FONT_SIZE),
  {
    selector: String.raw`:matches(Property[key.name=/^font-?size$/i], JSXAttribute[name.name=/^font-?size$/i]) Literal[raw=/^["']?\d/]`,
    message: FONT_SIZE,
  },
];

// Copy lives in data/, where the content editor changes it: the site's name and its headline figures ("500K+",
// and "500,000+" as prose spells it out) written in code would go stale when an editor changes them.
const spellOut = (value) => {
  const [, digits, unit = "", plus = ""] = /^(\d+(?:\.\d+)?)([KM]?)(\+?)$/.exec(value) ?? [];
  if (digits === undefined) return value;
  const whole = Math.round(Number(digits) * ({ K: 1e3, M: 1e6 }[unit] ?? 1));
  return `${String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ",")}${plus}`;
};
const figures = readData("stats")
  .map((stat) => stat.value)
  .filter((value) => /^\d[\d.,]*[KM]?\+$|^\d[\d.,]*[KM]$/.test(value));
const copyLiterals = [
  ...inText(`/${escape(readData("site").name)}/`, "The site's name is copy: read it from data/site.json."),
  ...[...new Set(figures.flatMap((value) => [value, spellOut(value)]))].flatMap((form) =>
    inText(`/${escape(form)}/`, `"${form}" is a figure of data/stats.json: read it from there.`),
  ),
];
/** Tests, fixtures and generated types: not shipped, and free to write any literal as data. */
const notShipped = ["**/*.test.*", "src/test/**", "**/__mocks__/**", "src/gatsby-types.d.ts"];

export default tseslint.config(
  {
    ignores: ["public", ".cache", ".wrangler", "src/gatsby-types.d.ts", "test-results", "playwright-report"],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.configs.strict.rules,
      "@typescript-eslint/no-explicit-any": "error",
    },
  },
  {
    files: ["**/*.{js,mjs,cjs}"],
    languageOptions: { globals: { ...globals.node, ...globals.jest } },
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
  {
    files: ["src/**/*.{ts,tsx,js,mjs,cjs}", "plugins/**/*.{ts,tsx,js,mjs,cjs}", "gatsby-*.{ts,tsx}"],
    ignores: ["src/styles/**", ...notShipped],
    rules: { "no-restricted-syntax": ["error", ...tokenLiterals, ...copyLiterals] },
  },
  {
    files: ["src/styles/**/*.{ts,tsx}"],
    ignores: notShipped,
    rules: { "no-restricted-syntax": ["error", ...copyLiterals] },
  },
  {
    // Playwright fixtures call their callback `use`, which is not a React hook.
    files: ["e2e/**/*.ts"],
    rules: { "react-hooks/rules-of-hooks": "off" },
  },
  prettier,
);
