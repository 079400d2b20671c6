import { contentSecurityPolicy, headersFile, inlineScripts, sha256 } from "./security-headers";

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
