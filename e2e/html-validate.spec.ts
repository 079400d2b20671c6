import fs from "node:fs";
import { HtmlValidate } from "html-validate";
import { builtPages } from "./built-site";
import { expect, test } from "./fixtures";

const validator = new HtmlValidate({
  extends: ["html-validate:recommended"],
  rules: {
    // React's renderer closes void elements ("<meta ... />").
    "void-style": "off",
    // Gatsby's html.js writes <meta charSet="utf-8"/>: React keeps its prop's case (HTML attributes are case-insensitive).
    "attr-case": "off",
    // The audience bars' widths are data (a share in %), set as inline styles; the CSP allows inline styles.
    "no-inline-style": "off",
    // React writes boolean attributes as hidden="" rather than a bare hidden.
    "attribute-boolean-style": "off",
    "attribute-empty-style": "off",
    // Gatsby's root element is <div id="___gatsby">; relaxed ids allow its leading underscores.
    "valid-id": ["error", { relaxed: true }],
    "no-implicit-button-type": "error",
    // gatsby-plugin-image's sizer image carries role="presentation" (the same as the role="none" this rule prefers).
    "presentation-role-style": "off",
    // A title's length is the content's: `npm run check:content` holds each page's title, as the visitor reads it, to
    // TITLE_MAX (src/lib/content/validate.ts). This rule counts the markup instead, "&amp;" as five characters.
    "long-title": "off",
  },
});

/**
 * gatsby-plugin-image's main image (a <picture>'s <img>; the site writes no other) has its address in data-src
 * until the plugin's head script sets src, or, without scripts, its <noscript> copy shows the image instead.
 */
const isImagePluginMain = (ruleId: string, message: string, selector: string) =>
  ruleId === "element-required-attributes" && message.includes('"src"') && / > picture > img$/.test(selector);

test("every built page is valid HTML", async () => {
  const pages = builtPages();
  expect(pages.length).toBeGreaterThanOrEqual(7);
  const problems: string[] = [];
  for (const page of pages) {
    const report = await validator.validateString(fs.readFileSync(page.file, "utf8"), page.file);
    for (const result of report.results) {
      for (const m of result.messages) {
        if (isImagePluginMain(m.ruleId, m.message, m.selector ?? "")) continue;
        problems.push(`${page.urlPath} ${m.ruleId}: ${m.message} [${m.selector ?? ""}]`);
      }
    }
  }
  expect(problems).toEqual([]);
});
