import fs from "node:fs";
import path from "node:path";
import { IMMUTABLE, adminContentSecurityPolicy } from "../src/lib/build/security-headers";
import { ADMIN_DIR } from "../src/lib/cms/admin-path";
import { MOCK_GITHUB_URL } from "../scripts/mock-github-oauth.mjs";
import { loaderSources } from "../plugins/lean-first-load/after-first-paint";
import { pathOf } from "../src/lib/routes";
import { PUBLIC_DIR } from "./built-site";
import { pageCopy } from "./content";
import { ROUTE_PATHS, expect, test } from "./fixtures";

/**
 * The site as Cloudflare Pages serves it: these tests run against `wrangler pages dev` (Cloudflare's own
 * runtime, see playwright.config.ts), so the headers, status codes and redirects are Cloudflare's, from the
 * _headers file the build writes.
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
  // wrangler's development server marks its answers; the live site does not.
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
    // test build's editor calls the mock GitHub instead of GitHub's API, and may save through `npm run cms`'s local
    // backend (scripts/test-build.mjs); the production build's names neither.
    expect(headers["content-security-policy"], urlPath).toBe(
      adminContentSecurityPolicy({ apiRoot: MOCK_GITHUB_URL, localBackend: true }),
    );
    expect(headers["cross-origin-opener-policy"], urlPath).toBe("same-origin-allow-popups");
    expect(headers["x-robots-tag"], urlPath).toBe("noindex, nofollow");
    expect(headers["cache-control"], urlPath).toBe("no-cache");
  }
  // Decap merges config.yml into admin.ts's config object only when its content type names YAML.
  const config = await request.get(`${ADMIN}config.yml`, noRedirect);
  expect(config.headers()["content-type"]).toMatch(/^text\/yaml\b/);
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
  await expect(page.getByRole("heading", { name: NOT_FOUND.title })).toBeVisible();
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
  const scripts = loaderSources(html) ?? [];
  expect(scripts.length).toBeGreaterThan(1);
  for (const script of scripts) {
    expect((await request.get(script, noRedirect)).headers()["cache-control"], script).toBe(IMMUTABLE);
  }
  for (const urlPath of [HOME, OVERVIEW, "/page-data/index/page-data.json", "/page-data/app-data.json"]) {
    expect((await request.get(urlPath, noRedirect)).headers()["cache-control"], urlPath).toBe(REVALIDATE);
  }
});
