import { ROUTE_PATHS, expect, test } from "./fixtures";

declare global {
  interface Window {
    __cspViolations: string[];
  }
}

test("every response carries the security headers", async ({ request }) => {
  for (const path of [...ROUTE_PATHS, "/no-such-page/"]) {
    const response = await request.get(path);
    const headers = response.headers();
    const csp = headers["content-security-policy"] ?? "";
    expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);
    for (const directive of [
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data:",
      "connect-src 'self' https://api.github.com",
      "object-src 'none'",
      "base-uri 'none'",
      "frame-ancestors 'none'",
      "form-action mailto:",
    ]) {
      expect(csp).toContain(directive);
    }
    expect(headers["strict-transport-security"]).toMatch(/max-age=\d+/);
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["permissions-policy"]).toContain("camera=()");
    expect(headers["cross-origin-opener-policy"]).toBe("same-origin");
  }
});

for (const path of [...ROUTE_PATHS, "/no-such-page/"]) {
  test(`${path}: no CSP violation, no third-party request, safe new-tab links`, async ({ page, consoleErrors }) => {
    await page.addInitScript(() => {
      window.__cspViolations = [];
      document.addEventListener("securitypolicyviolation", (e) =>
        window.__cspViolations.push(`${e.violatedDirective} ${e.blockedURI}`),
      );
    });
    const foreign: string[] = [];
    page.on("request", (req) => {
      const url = new URL(req.url());
      if (url.hostname !== "localhost" && url.hostname !== "api.github.com") foreign.push(req.url());
    });
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    // Scroll through the page so lazy content and animations run too.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => window.__cspViolations)).toEqual([]);
    expect(foreign).toEqual([]);
    const unsafe = await page
      .locator('a[target="_blank"]')
      .evaluateAll((links) =>
        links
          .filter(
            (a) =>
              !/\bnoopener\b/.test(a.getAttribute("rel") ?? "") || !/\bnoreferrer\b/.test(a.getAttribute("rel") ?? ""),
          )
          .map((a) => a.outerHTML),
      );
    expect(unsafe).toEqual([]);
    expect(consoleErrors.filter((e) => !e.includes("404"))).toEqual([]);
  });
}
