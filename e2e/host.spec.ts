import fs from "node:fs";
import path from "node:path";
import type { APIResponse } from "@playwright/test";
import { IMMUTABLE, adminContentSecurityPolicy } from "../src/lib/build/security-headers";
import { ADMIN_DIR } from "../src/lib/cms/admin-path";
import { MOCK_GITHUB_URL } from "../scripts/mock-github-oauth.mjs";
import { pathOf } from "../src/lib/routes";
import { PUBLIC_DIR, startServe } from "./built-site";
import { pageCopy } from "./content";
import { ROUTE_PATHS, expect, test } from "./fixtures";

/**
 * The site as Cloudflare Pages serves it: these tests run against `wrangler pages dev` (Cloudflare's own
 * runtime, see playwright.config.ts), so the headers, status codes and redirects are Cloudflare's, from the
 * _headers file the build writes. `npm run serve` must answer the same on every file of the build.
 */
const REVALIDATE = "public, max-age=0, must-revalidate";
const ADMIN = `/${ADMIN_DIR}/`;
const NOT_FOUND = pageCopy("not-found").section("main");
const HOME = pathOf("home");
const OVERVIEW = pathOf("sponsorship");
/** A page's address without its trailing slash: "/sponsorship". */
const bare = (urlPath: string) => urlPath.replace(/\/$/, "");

/** The visitors' policy as the build wrote it into public/_headers (the `/*` rule). */
function visitorsPolicy(): string {
  const file = fs.readFileSync(path.join(PUBLIC_DIR, "_headers"), "utf8").split("\n");
  const rule = file.indexOf("/*");
  const line = file.slice(rule + 1).find((l) => l.trim().startsWith("Content-Security-Policy:")) ?? "";
  return line.replace(/^\s*Content-Security-Policy:\s*/, "");
}

/**
 * In the page: whether the document's policy lets its scripts compile code from a string (as Decap's bundle
 * does). A string given to setTimeout is compiled by the page, under its policy (code run by the test itself
 * is not held to it).
 */
const evalAllowed = () =>
  new Promise<boolean>((resolve) => {
    const probe = window as unknown as { __evalRan?: boolean };
    probe.__evalRan = false;
    (setTimeout as unknown as (code: string) => void)("window.__evalRan = true");
    setTimeout(() => resolve(probe.__evalRan === true), 200);
  });

const noRedirect = { maxRedirects: 0, headers: { "accept-encoding": "identity" } };

test("the browser tests run on Cloudflare Pages' local runtime", async ({ request }) => {
  // wrangler's development server marks its answers; `npm run serve` and the live site do not.
  const response = await request.get(HOME, noRedirect);
  expect(response.headers()["x-server-env"], "start wrangler pages dev (node scripts/pages-dev.mjs) on E2E_PORT").toBe(
    "dev",
  );
});

test("visitors get the site's policy, once, on every page", async ({ request, page }) => {
  const policy = visitorsPolicy();
  expect(policy).toMatch(/^default-src 'self'; script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);
  for (const urlPath of [...ROUTE_PATHS, "/no/such/page"]) {
    const headers = (await request.get(urlPath, noRedirect)).headers();
    expect(headers["content-security-policy"], urlPath).toBe(policy);
    expect(headers["cross-origin-opener-policy"], urlPath).toBe("same-origin");
    expect(headers["x-robots-tag"], urlPath).toBeUndefined();
  }
  await page.goto(HOME);
  expect(await page.evaluate(evalAllowed)).toBe(false);
});

test("the content editor gets its own policy instead of the visitors' (the `! Header` detach)", async ({
  request,
  page,
}) => {
  for (const urlPath of [ADMIN, `${ADMIN}config.yml`, `${ADMIN}cms.js`]) {
    const headers = (await request.get(urlPath, noRedirect)).headers();
    // Exactly the editor's policy: not the visitors' one joined to it, which would forbid what Decap needs. The
    // test build's editor calls the mock GitHub instead of GitHub's API (scripts/test-build.mjs).
    expect(headers["content-security-policy"], urlPath).toBe(adminContentSecurityPolicy(MOCK_GITHUB_URL));
    expect(headers["cross-origin-opener-policy"], urlPath).toBe("same-origin-allow-popups");
    expect(headers["x-robots-tag"], urlPath).toBe("noindex, nofollow");
    expect(headers["cache-control"], urlPath).toBe("no-cache");
  }
  await page.goto(ADMIN, { waitUntil: "commit" });
  expect(await page.evaluate(evalAllowed)).toBe(true);
});

test("an unknown path answers 404 with the not-found page, never cached", async ({ request, page }) => {
  const response = await request.get("/no/such/page", noRedirect);
  expect(response.status()).toBe(404);
  expect(response.headers()["cache-control"]).toBe("no-store");
  expect(await response.text()).toBe(fs.readFileSync(path.join(PUBLIC_DIR, "404.html"), "utf8"));
  const shown = await page.goto(`${OVERVIEW}no-such-channel/`);
  expect(shown?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: NOT_FOUND.req("title") })).toBeVisible();
});

test("a page without its trailing slash answers 308 to it, the query kept", async ({ request, page }) => {
  for (const urlPath of ROUTE_PATHS.filter((p) => p !== HOME)) {
    const response = await request.get(`${bare(urlPath)}?ref=mail`, noRedirect);
    expect(response.status(), bare(urlPath)).toBe(308);
    expect(response.headers()["location"], bare(urlPath)).toBe(`${urlPath}?ref=mail`);
    expect(response.headers()["content-security-policy"], bare(urlPath)).toBe(visitorsPolicy());
  }
  for (const to of [HOME, OVERVIEW]) {
    const from = `${to}index.html`;
    const response = await request.get(from, noRedirect);
    expect([response.status(), response.headers()["location"]], from).toEqual([308, to]);
  }
  const landed = await page.goto(bare(OVERVIEW));
  expect(landed?.status()).toBe(200);
  expect(new URL(page.url()).pathname).toBe(OVERVIEW);
});

test("/static/ and the hashed bundles are cached for a year, pages and page data revalidate", async ({ request }) => {
  const fonts = fs.readdirSync(path.join(PUBLIC_DIR, "static")).filter((f) => f.endsWith(".woff2"));
  expect(fonts.length).toBeGreaterThan(0);
  for (const font of fonts) {
    expect((await request.get(`/static/${font}`, noRedirect)).headers()["cache-control"], font).toBe(IMMUTABLE);
  }
  const html = await (await request.get(HOME, noRedirect)).text();
  const scripts = [...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)].map((m) => m[1] ?? "");
  expect(scripts.length).toBeGreaterThan(1);
  for (const script of scripts) {
    expect((await request.get(script, noRedirect)).headers()["cache-control"], script).toBe(IMMUTABLE);
  }
  for (const urlPath of [HOME, OVERVIEW, "/page-data/index/page-data.json", "/page-data/app-data.json"]) {
    expect((await request.get(urlPath, noRedirect)).headers()["cache-control"], urlPath).toBe(REVALIDATE);
  }
});

test.describe("npm run serve", () => {
  let server: { url: string; stop: () => void } | undefined;
  let serveUrl = "";

  test.beforeAll(async () => {
    const started = await startServe(PUBLIC_DIR);
    server = started;
    serveUrl = started.url;
  });

  test.afterAll(() => {
    server?.stop();
  });

  /** Every file of the build as a URL path (_headers configures the host and is not served). */
  function builtFiles(): string[] {
    const out: string[] = [];
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(full);
        else out.push(`/${path.relative(PUBLIC_DIR, full).split(path.sep).join("/")}`);
      }
    };
    walk(PUBLIC_DIR);
    return out.filter((p) => p !== "/_headers").sort();
  }

  /** What a visitor's browser acts on: status, redirect target and headers (not the per-response ones). */
  const VOLATILE = new Set(["date", "etag", "content-length", "transfer-encoding", "connection", "keep-alive"]);
  const visible = (response: APIResponse) => ({
    status: response.status(),
    headers: Object.fromEntries(
      Object.entries(response.headers())
        .filter(([k]) => !VOLATILE.has(k))
        .sort(([a], [b]) => a.localeCompare(b)),
    ),
  });

  test("answers every file of the build, every page and the odd paths as Cloudflare does", async ({ request }) => {
    test.setTimeout(180_000);
    const files = builtFiles();
    expect(files.length).toBeGreaterThan(50);
    const odd = [
      ...ROUTE_PATHS.map(bare).filter(Boolean),
      `${bare(OVERVIEW)}?ref=mail`,
      "/404",
      "/no/such/page",
      // A mistyped page (the GitHub page's address as /sponsorship/githb) and a path in the wrong case.
      pathOf("github").replace(/hub\/$/, "hb"),
      OVERVIEW.replace(/^\/./, (start) => start.toUpperCase()),
      `/${ADMIN_DIR}`,
      "/page-data/no-such/page-data.json",
    ];
    const differences: string[] = [];
    for (const urlPath of [...files, ...odd]) {
      // Files by HEAD (the editor's bundle is megabytes); pages and odd paths by GET, bodies compared.
      const method = files.includes(urlPath) && !urlPath.endsWith(".html") ? "HEAD" : "GET";
      const [cloudflare, serve] = await Promise.all([
        request.fetch(urlPath, { method, ...noRedirect }),
        request.fetch(`${serveUrl}${urlPath}`, { method, ...noRedirect }),
      ]);
      const expected = visible(cloudflare);
      delete expected.headers["x-server-env"];
      const seen = visible(serve);
      if (JSON.stringify(seen) !== JSON.stringify(expected)) {
        differences.push(
          `${method} ${urlPath}\n  cloudflare: ${JSON.stringify(expected)}\n  serve.mjs:  ${JSON.stringify(seen)}`,
        );
      } else if (method === "GET" && !(await serve.body()).equals(await cloudflare.body())) {
        differences.push(`${method} ${urlPath}: the bodies differ`);
      }
    }
    expect(differences).toEqual([]);
  });
});
