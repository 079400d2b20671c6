/** @jest-environment node */
import { parse } from "yaml";
import { COLLECTIONS, OBJECT_FILES, PAGE_SECTIONS } from "../content/collections";
import { ICON_NAMES } from "../icon-names";
import { inlineScripts } from "../build/security-headers";
import { ENTRY_SCRIPT, VENDOR_FILES, adminHtml, configYaml } from "./build-admin";
import { cmsConfig } from "./config";

const config = cmsConfig(
  { collections: COLLECTIONS, objects: OBJECT_FILES, pageSections: PAGE_SECTIONS },
  { repo: "owner/site", branch: "main", siteUrl: "https://example.org", icons: ICON_NAMES },
);

describe("the editor's page", () => {
  const scripts = ["react.production.min.js", "react-dom.production.min.js", "decap-cms-app.js", ENTRY_SCRIPT];
  const html = adminHtml("Content editor", scripts);

  it("is kept out of search engines", () => {
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
  });

  it("has a title", () => {
    expect(/<title>([^<]+)<\/title>/.exec(html)?.[1]).toBe("Content editor");
    expect(adminHtml('A <b> & "c"', [])).toContain("<title>A &lt;b> &amp; &quot;c&quot;</title>");
  });

  it("loads each script once, deferred, in the given order, and runs no inline script", () => {
    const tags = [...html.matchAll(/<script\b([^>]*)>/g)].map((m) => m[1] ?? "");
    expect(tags).toHaveLength(scripts.length);
    expect(tags.map((attrs) => /\ssrc="([^"]*)"/.exec(attrs)?.[1])).toEqual(scripts);
    expect(tags.every((attrs) => /\sdefer\b/.test(attrs))).toBe(true);
    expect(inlineScripts(html)).toEqual([]);
  });

  it("loads React and ReactDOM before Decap, which expects them as globals, and the editor's script last", () => {
    expect(VENDOR_FILES.map((f) => f.pkg)).toEqual(["react", "react-dom", "decap-cms-app"]);
    expect(ENTRY_SCRIPT).toMatch(/\.js$/);
  });
});

describe("config.yml", () => {
  const text = configYaml(config);

  it("says it is generated, before anything else", () => {
    expect(text.startsWith("#")).toBe(true);
    expect(text.split("\n")[0]).toMatch(/generated/i);
  });

  it("reads back as the configuration it was written from, as Decap reads it (the fields pages share are aliases)", () => {
    expect(parse(text, { maxAliasCount: -1, merge: true })).toEqual(config);
    expect(text).toMatch(/^\s*- \*a\d+$/m);
  });

  it("holds patterns that still compile, backslashes included", () => {
    const patterns: string[] = [];
    const collect = (value: unknown) => {
      if (Array.isArray(value)) value.forEach(collect);
      else if (typeof value === "object" && value !== null) {
        for (const [key, v] of Object.entries(value)) {
          if (key === "pattern" && Array.isArray(v) && typeof v[0] === "string") patterns.push(v[0]);
          else collect(v);
        }
      }
    };
    collect(parse(text));
    expect(patterns.length).toBeGreaterThan(0);
    expect(patterns.some((p) => p.includes("\\"))).toBe(true);
    for (const p of patterns) expect(() => new RegExp(p)).not.toThrow();
  });
});
