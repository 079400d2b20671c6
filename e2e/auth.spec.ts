import fs from "node:fs";
import path from "node:path";
import { test, expect, type BrowserContext, type Page } from "@playwright/test";
import { parse } from "yaml";
import { MOCK_CLIENT_ID, MOCK_GITHUB_URL, type MockLog } from "../scripts/mock-github-oauth.mjs";
import { AUTH_PATH, CALLBACK_PATH, HANDSHAKE, MESSAGES, STATE_COOKIE } from "../src/lib/auth/github-oauth";
import { ADMIN_DIR } from "../src/lib/cms/admin-path";
import { LOCAL_BACKEND_URL, githubRepo, labelOf } from "../src/lib/cms/config";
import { PUBLIC_DIR } from "./built-site";

/**
 * The editor's sign-in on the live site, run here on `wrangler pages dev` (the Functions in functions/auth/) with
 * the mock GitHub that playwright.config.ts starts (scripts/mock-github-oauth.mjs): its consent page, its code
 * exchange and the REST API the test build's editor calls (api_root). Then the hostile cases.
 */
const ADMIN = `/${ADMIN_DIR}/`;
const EVIL = "http://evil.test";

const mockLog = async (page: Page): Promise<MockLog> =>
  (await page.request.get(`${MOCK_GITHUB_URL}/__mock/log`)).json() as Promise<MockLog>;

/** Presses the editor's button; resolves with the pop-up it opens. */
async function pressLogin(page: Page, context: BrowserContext): Promise<Page> {
  const popup = context.waitForEvent("page");
  await page.getByRole("button", { name: "Login with GitHub" }).click();
  return popup;
}

/** The mock's consent page in the pop-up: where its Authorize link leads (the code and the state). */
async function consent(popup: Page): Promise<URL> {
  await expect(popup.getByRole("link", { name: "Authorize" })).toBeVisible();
  return new URL((await popup.getByRole("link", { name: "Authorize" }).getAttribute("href")) ?? "");
}

test.describe("signing in to the editor on the site's own host", () => {
  // The editor's 4.5 MB bundle takes a while on a busy two-core machine.
  test.describe.configure({ timeout: 60_000 });

  test("the built editor signs in on the origin it is served from, against the test build's API", () => {
    const config = parse(fs.readFileSync(path.join(PUBLIC_DIR, ADMIN_DIR, "config.yml"), "utf8")) as {
      backend: { name: string; repo: string; base_url?: string; api_root?: string };
    };
    const pkg = JSON.parse(fs.readFileSync(path.join(PUBLIC_DIR, "..", "package.json"), "utf8")) as {
      repository: unknown;
    };
    expect(config.backend).toMatchObject({ name: "github", repo: githubRepo(pkg.repository) });
    expect(config.backend.base_url, "no CMS_AUTH_URL: src/cms/admin.ts sets the page's origin").toBeUndefined();
    expect(config.backend.api_root, "build with `npm run build:test` and the same E2E_GITHUB_PORT as this run").toBe(
      MOCK_GITHUB_URL,
    );
  });

  test.describe("in one sitting of the editor", () => {
    // The editor (4.5 MB of script) boots once, for a refused sign-in and then one that succeeds.
    test.describe.configure({ mode: "serial" });
    let context: BrowserContext;
    let page: Page;
    test.beforeAll(async ({ browser }) => {
      context = await browser.newContext();
      page = await context.newPage();
      // The editor itself, not `npm run cms`'s local backend, which it looks for first.
      await page.route(`${LOCAL_BACKEND_URL}**`, (route) => route.abort());
      await page.goto(ADMIN);
    });
    test.afterAll(async () => context.close());

    test("consent denied on GitHub, then a tampered state: each time the editor says why, and no token", async () => {
      const denied = await pressLogin(page, context);
      await consent(denied);
      await denied.getByRole("link", { name: "Cancel" }).click({ noWaitAfter: true });
      await expect(page.getByText(MESSAGES.denied)).toBeVisible();

      const popup = await pressLogin(page, context);
      const authorize = await consent(popup);
      authorize.searchParams.set("state", "tampered");
      // From the page, as a link would: a navigation Playwright starts is the browser's own, which cuts the pop-up's
      // link to the editor.
      await popup.evaluate((url) => window.location.assign(url), authorize.toString());

      await expect(page.getByText(MESSAGES.stateMismatch)).toBeVisible();
      await expect(page.getByRole("button", { name: "Login with GitHub" })).toBeVisible();
      const log = await mockLog(page);
      expect(log.exchanges.map((e) => e.code)).not.toContain(authorize.searchParams.get("code"));
      expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => /user/i.test(k)))).toEqual([]);
    });

    test("a callback that brings the state cookie twice gets no token, though one of them matches", async () => {
      const popup = await pressLogin(page, context);
      const authorize = await consent(popup);
      const state = authorize.searchParams.get("state") ?? "";
      // The browser's own cookie, and one more of the same name, as a sibling subdomain could once plant (the
      // __Host- prefix now stops that in the browser). Chromium will not store two, so the request is made with both.
      await popup.route(`**${CALLBACK_PATH}?**`, async (route) => {
        const cookie = `${STATE_COOKIE}=${state}; ${STATE_COOKIE}=planted`;
        await route.fulfill({ response: await route.fetch({ headers: { ...route.request().headers(), cookie } }) });
      });
      await popup.getByRole("link", { name: "Authorize" }).click({ noWaitAfter: true });

      await expect(page.getByText(MESSAGES.twoCookies)).toBeVisible();
      const log = await mockLog(page);
      expect(log.exchanges.map((e) => e.code)).not.toContain(authorize.searchParams.get("code"));
    });

    test("Login with GitHub: the pop-up, GitHub's consent, the editor's collections; the API gets the token", async ({
      baseURL,
    }) => {
      const started: string[] = [];
      context.on("request", (request) => {
        if (request.url().startsWith(`${baseURL}${AUTH_PATH}?`)) started.push(request.url());
      });
      const popup = await pressLogin(page, context);
      const authorize = await consent(popup);

      // The browser kept the state in its __Host- cookie, over http://localhost too (a secure context).
      expect(await context.cookies(baseURL)).toContainEqual(
        expect.objectContaining({ name: STATE_COOKIE, path: "/", secure: true, httpOnly: true }),
      );
      const start = new URL(started[0] ?? "");
      expect(start.searchParams.get("provider")).toBe("github");
      const asked = (await mockLog(page)).authorize.find((a) => a.state === authorize.searchParams.get("state"));
      expect(asked).toMatchObject({
        client_id: MOCK_CLIENT_ID,
        redirect_uri: `${baseURL}${CALLBACK_PATH}`,
        scope: "repo",
      });

      const closed = popup.waitForEvent("close");
      await popup.getByRole("link", { name: "Authorize" }).click({ noWaitAfter: true });
      await closed;
      await expect(page.getByRole("complementary").getByRole("link", { name: labelOf("partners") })).toBeVisible();

      const log = await mockLog(page);
      const token = log.exchanges.find((e) => e.code === authorize.searchParams.get("code"))?.answer.access_token;
      expect(token).toMatch(/^gho_mock_/);
      expect(log.api).toContainEqual({ method: "GET", path: "/user", authorization: `token ${token}` });
    });
  });

  test("a page on another origin that opens the sign-in URL receives nothing, though GitHub issued a token", async ({
    page,
    context,
    baseURL,
  }) => {
    await context.route(`${EVIL}/**`, (route) =>
      route.fulfill({
        contentType: "text/html",
        body: "<!doctype html><title>Elsewhere</title><script>window.received = []; addEventListener('message', (e) => received.push(String(e.data)));</script>",
      }),
    );
    await page.goto(`${EVIL}/`);
    const opened = context.waitForEvent("page");
    await page.evaluate((url) => {
      (window as unknown as { signIn: Window | null }).signIn = window.open(url);
    }, `${baseURL}${AUTH_PATH}?provider=github&site_id=evil.test&scope=repo`);
    const popup = await opened;
    const authorize = await consent(popup);
    await popup.getByRole("link", { name: "Authorize" }).click();
    await expect(popup.getByRole("heading", { name: "Signed in" })).toBeVisible();
    const log = await mockLog(page);
    expect(log.exchanges.find((e) => e.code === authorize.searchParams.get("code"))?.answer.access_token).toBeTruthy();

    // Messages between two windows arrive in the order sent: once "pong" is back, anything the pop-up would have
    // posted to this page, at load (the handshake) or in answer to this page's echo (the token), has arrived.
    await popup.evaluate(() =>
      addEventListener("message", (e) => {
        if (e.data === "ping") (e.source as Window).postMessage("pong", "*");
      }),
    );
    await page.evaluate((handshake) => {
      const signIn = (window as unknown as { signIn: Window }).signIn;
      signIn.postMessage(handshake, "*");
      signIn.postMessage("ping", "*");
    }, HANDSHAKE);
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { received: string[] }).received))
      .toEqual(["pong"]);
  });

  test("the sign-in answers with its own strict headers, not the pages' _headers", async ({ request }) => {
    const response = await request.get(`${CALLBACK_PATH}?code=x&state=y`);
    expect(response.status()).toBe(400);
    expect(response.headers()["content-security-policy"]).toMatch(/^default-src 'none'; script-src 'sha256-/);
    expect(response.headers()["cross-origin-opener-policy"]).toBeUndefined();
    expect(response.headers()["cache-control"]).toBe("no-store");
    expect(await response.text()).toContain("Sign-in failed");
  });
});
