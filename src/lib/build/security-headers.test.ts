import { LOCAL_BACKEND_URL } from "../cms/config";
import {
  IMMUTABLE,
  adminContentSecurityPolicy,
  contentSecurityPolicy,
  headersFile,
  inlineScripts,
  isHashedBundle,
  sha256,
} from "./security-headers";

/** The policy as directive name → sources. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(";").map((part) => {
      const [name = "", ...sources] = part.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

describe("security headers", () => {
  it("lets forms go to mailto: only (the contact form without JavaScript), nowhere on the web", () => {
    expect(directives(contentSecurityPolicy([])).get("form-action")).toEqual(["mailto:"]);
  });

  it("keeps every other directive as strict as it was", () => {
    const policy = directives(contentSecurityPolicy([]));
    expect(Object.fromEntries(policy)).toEqual({
      "default-src": ["'self'"],
      "script-src": ["'self'"],
      "style-src": ["'self'", "'unsafe-inline'"],
      "img-src": ["'self'", "data:"],
      "font-src": ["'self'"],
      "connect-src": ["'self'", "https://api.github.com"],
      "manifest-src": ["'self'"],
      "object-src": ["'none'"],
      "base-uri": ["'none'"],
      "frame-ancestors": ["'none'"],
      "form-action": ["mailto:"],
    });
  });

  it("allows each inline script of the pages by its hash, once, and no JSON-LD block", () => {
    const page =
      '<script>var a=1</script><script type="application/ld+json">{}</script><script src="/app.js"></script>';
    expect(inlineScripts(page)).toEqual(["var a=1"]);
    const file = headersFile([{ html: page }, { html: page }]);
    const scriptSrc = directives(/Content-Security-Policy: (.*)/.exec(file)?.[1] ?? "").get("script-src");
    expect(scriptSrc).toEqual(["'self'", sha256("var a=1")]);
  });
});

/** The rules of a _headers file: path → its header lines, in order. */
function rules(file: string): Map<string, string[]> {
  const out = new Map<string, string[]>();
  let current: string[] | undefined;
  for (const line of file.split("\n")) {
    if (line.trim() === "" || line.startsWith("#")) continue;
    if (!/^\s/.test(line)) out.set(line, (current = []));
    else current?.push(line.trim());
  }
  return out;
}

/** The value of a header in a rule's lines. */
const header = (lines: readonly string[], name: string) =>
  lines.find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`))?.replace(/^[^:]*:\s*/, "");

describe("the content editor's headers (/admin/*)", () => {
  const page = '<script>var a=1</script><script src="/app.js"></script>';
  const file = headersFile([{ html: page }]);
  const all = rules(file);
  const admin = all.get("/admin/*") ?? [];
  const site = all.get("/*") ?? [];

  it("detach the visitors' policy and set the editor's own", () => {
    expect(admin).toContain("! Content-Security-Policy");
    expect(admin.indexOf("! Content-Security-Policy")).toBeLessThan(
      admin.findIndex((l) => l.startsWith("Content-Security-Policy:")),
    );
    expect(admin.filter((l) => l.startsWith("Content-Security-Policy:"))).toHaveLength(1);
    expect(header(admin, "Content-Security-Policy")).toBe(adminContentSecurityPolicy());
  });

  it("let the editor reach the build's api_root instead of GitHub's when one is set (the test build's mock)", () => {
    const test = { apiRoot: "http://127.0.0.1:9101", localBackend: true };
    const policy = directives(adminContentSecurityPolicy(test));
    expect(policy.get("connect-src")).toContain("http://127.0.0.1:9101");
    expect(policy.get("connect-src")).not.toContain("https://api.github.com");
    const withApi = rules(headersFile([{ html: page }], [], test)).get("/admin/*") ?? [];
    expect(header(withApi, "Content-Security-Policy")).toBe(adminContentSecurityPolicy(test));
  });

  it("serve the editor's config.yml as YAML, which Decap needs to merge it into the config object", () => {
    expect(header(all.get("/admin/config.yml") ?? [], "Content-Type")).toMatch(/^text\/yaml\b/);
  });

  it("keep the editor out of search engines", () => {
    expect(header(admin, "X-Robots-Tag")).toMatch(/^noindex\b/);
  });

  it("let the GitHub sign-in pop-up talk back to the editor", () => {
    expect(admin).toContain("! Cross-Origin-Opener-Policy");
    expect(header(admin, "Cross-Origin-Opener-Policy")).toBe("same-origin-allow-popups");
  });

  it("let the production editor reach GitHub, and nothing else outside the site: no localhost", () => {
    const policy = directives(adminContentSecurityPolicy());
    expect(policy.get("connect-src")).toEqual(["'self'", "blob:", "data:", "https://api.github.com"]);
    expect(admin.join("\n")).not.toContain("localhost");
    expect(policy.get("frame-ancestors")).toEqual(["'none'"]);
    expect(policy.get("object-src")).toEqual(["'none'"]);
    expect(policy.get("script-src")?.filter((s) => s !== "'self'" && s !== "'unsafe-eval'")).toEqual([]);
  });

  it("let the test build's editor reach the local backend of `npm run cms` too", () => {
    const policy = directives(adminContentSecurityPolicy({ localBackend: true }));
    expect(policy.get("connect-src")).toEqual([
      "'self'",
      "blob:",
      "data:",
      "https://api.github.com",
      new URL(LOCAL_BACKEND_URL).origin,
    ]);
  });

  it("leave the visitors' policy as strict as without the editor", () => {
    const policy = header(site, "Content-Security-Policy") ?? "";
    expect(policy).toBe(contentSecurityPolicy([sha256("var a=1")]));
    expect(policy).not.toContain("'unsafe-eval'");
    expect(policy).not.toContain("localhost");
    expect(directives(policy).get("script-src")).toEqual(["'self'", sha256("var a=1")]);
    expect(header(site, "Cross-Origin-Opener-Policy")).toBe("same-origin");
    expect(header(site, "X-Robots-Tag")).toBeUndefined();
  });

  it("are the only rule that touches the visitors' policy", () => {
    const detaching = [...all].filter(([, lines]) => lines.some((l) => l.startsWith("!"))).map(([path]) => path);
    expect(detaching).toEqual(["/admin/*"]);
  });
});

describe("caching and Cloudflare's limits", () => {
  const bundles = ["app-89aaa26d8c3811494cee.js", "component---src-pages-404-tsx-b744505d8bf58f85027e.js"];
  const all = rules(headersFile([{ html: "<script>var a=1</script>" }], bundles));

  it("recognises webpack's content-hashed bundles and nothing else", () => {
    expect(bundles.every(isHashedBundle)).toBe(true);
    expect(["app.js", "app-89aaa26d8c3811494cee.js.map", "sw.js", "app-89aaa26d8c.js"].filter(isHashedBundle)).toEqual(
      [],
    );
  });

  it("caches /static/ and the bundles at the top of the site for a year, and nothing else", () => {
    expect(all.get("/static/*")).toEqual([`Cache-Control: ${IMMUTABLE}`]);
    expect(all.get("/:bundle.js")).toEqual([`Cache-Control: ${IMMUTABLE}`]);
    expect(header(all.get("/*") ?? [], "Cache-Control")).toBeUndefined();
    expect(header(all.get("/admin/*") ?? [], "Cache-Control")).toBe("no-cache");
  });

  it("stops the build when a script at the top of the site has no content hash", () => {
    expect(() => headersFile([], [...bundles, "sw.js"])).toThrow(/public\/sw\.js: a script .* without a content hash/);
  });

  it("stops the build rather than write a line Cloudflare would ignore", () => {
    const scripts = Array.from({ length: 40 }, (_, i) => `<script>var a=${i}</script>`).join("");
    expect(() => headersFile([{ html: scripts }])).toThrow(/Cloudflare Pages ignores lines over 2000/);
  });
});
