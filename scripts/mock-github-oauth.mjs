#!/usr/bin/env node
// A stand-in for github.com for the browser tests of the editor's sign-in (e2e/auth.spec.ts): the OAuth App's pages,
// the code exchange the sign-in Function makes and the few API calls Decap makes after it. On a fixed port: the test
// build (CMS_API_ROOT) and the Functions (GITHUB_URL, playwright.config.ts, which starts it) both need its address.
import crypto from "node:crypto";
import http from "node:http";

/** E2E_GITHUB_PORT moves it, for two checkouts testing on one machine. */
export const MOCK_GITHUB_PORT = Number(process.env.E2E_GITHUB_PORT ?? 9101);
export const MOCK_GITHUB_URL = `http://127.0.0.1:${MOCK_GITHUB_PORT}`;
/** The OAuth App the mock knows; the tests' wrangler gets these as its bindings. Not secrets: test values only. */
export const MOCK_CLIENT_ID = "e2e-client-id";
export const MOCK_CLIENT_SECRET = "e2e-client-secret";
const MOCK_USER = { login: "e2e-editor", name: "E2E Editor", id: 1 };

const escapeHtml = (s) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/"/g, "&quot;");
const random = () => crypto.randomBytes(12).toString("hex");

/** The JSON body the sign-in Function posts (src/lib/auth/github-oauth.ts); {} when it is not JSON. */
async function bodyOf(req) {
  let text = "";
  for await (const chunk of req) text += chunk;
  try {
    return JSON.parse(text);
  } catch {
    return {};
  }
}

/** Starts the mock on `port`; resolves with its log (what the tests read through GET /__mock/log) and a stop. */
export async function startMockGitHubOAuth(port = MOCK_GITHUB_PORT) {
  /** code → what it was issued for; token → the user. */
  const codes = new Map();
  const tokens = new Set();
  const log = { authorize: [], exchanges: [], api: [] };

  const send = (res, status, body, headers = {}) => {
    const json = typeof body !== "string";
    res.writeHead(status, {
      "content-type": json ? "application/json; charset=utf-8" : "text/html; charset=utf-8",
      ...headers,
    });
    res.end(json ? JSON.stringify(body) : body);
  };

  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", MOCK_GITHUB_URL);
    if (url.pathname === "/__mock/health") return send(res, 200, { ok: true });
    if (url.pathname === "/__mock/log") return send(res, 200, log);

    // GitHub's consent page: Authorize or Cancel, as links back to the app's callback.
    if (req.method === "GET" && url.pathname === "/login/oauth/authorize") {
      const q = Object.fromEntries(url.searchParams);
      log.authorize.push(q);
      if (q.client_id !== MOCK_CLIENT_ID) return send(res, 404, "<h1>Unknown OAuth App</h1>");
      const code = random();
      codes.set(code, { redirect_uri: q.redirect_uri, scope: q.scope, used: false });
      const back = (params) => `${q.redirect_uri}?${new URLSearchParams({ ...params, state: q.state ?? "" })}`;
      const page = [
        "<!doctype html><title>Authorize application</title>",
        `<h1>Authorize the app (scope ${escapeHtml(q.scope ?? "")})</h1>`,
        `<a href="${escapeHtml(back({ code }))}">Authorize</a>`,
        `<a href="${escapeHtml(back({ error: "access_denied", error_description: "The user has denied your application access." }))}">Cancel</a>`,
      ];
      return send(res, 200, page.join("\n"));
    }

    // The code exchange, made by the sign-in Function (not the browser): GitHub answers its errors with 200.
    if (req.method === "POST" && url.pathname === "/login/oauth/access_token") {
      const body = await bodyOf(req);
      const issued = codes.get(body.code);
      let answer;
      if (body.client_id !== MOCK_CLIENT_ID || body.client_secret !== MOCK_CLIENT_SECRET) {
        answer = { error: "incorrect_client_credentials" };
      } else if (!issued || issued.used) {
        answer = { error: "bad_verification_code" };
      } else if (issued.redirect_uri !== body.redirect_uri) {
        answer = { error: "redirect_uri_mismatch" };
      } else {
        issued.used = true;
        const token = `gho_mock_${random()}`;
        tokens.add(token);
        answer = { access_token: token, token_type: "bearer", scope: issued.scope };
      }
      log.exchanges.push({ code: body.code, answer });
      return send(res, 200, answer);
    }

    // The REST API, called by Decap in the browser (another origin than the site: CORS as GitHub does).
    const api = (status, body) =>
      send(res, status, body, {
        "access-control-allow-origin": "*",
        "access-control-allow-headers": "Authorization, Content-Type, If-None-Match, Cache-Control",
        "access-control-allow-methods": "GET, POST, PUT, PATCH, DELETE",
      });
    if (req.method === "OPTIONS") return api(204, "");
    const authorization = req.headers.authorization ?? "";
    log.api.push({ method: req.method, path: url.pathname, authorization });
    const token = /^(?:token|bearer) (\S+)$/i.exec(authorization)?.[1];
    if (!token || !tokens.has(token)) return api(401, { message: "Bad credentials" });
    if (url.pathname === "/user") return api(200, { ...MOCK_USER, avatar_url: "" });
    const repo = /^\/repos\/([^/]+)\/([^/]+)$/.exec(url.pathname);
    if (repo) {
      return api(200, {
        full_name: `${repo[1]}/${repo[2]}`,
        owner: { login: repo[1] },
        private: true,
        default_branch: "main",
        permissions: { admin: false, maintain: false, push: true, triage: true, pull: true },
      });
    }
    return api(404, { message: "Not Found" });
  });
  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", resolve);
  });
  return { url: `http://127.0.0.1:${port}`, log, stop: () => new Promise((resolve) => server.close(resolve)) };
}

// Neither top-level await nor import.meta: playwright.config.ts loads this module (compiled to CommonJS) for its
// constants.
if (process.argv[1]?.endsWith("mock-github-oauth.mjs")) {
  startMockGitHubOAuth().then((mock) => {
    console.log(`Mock GitHub (OAuth and REST API) at ${mock.url}`);
    for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => mock.stop().then(() => process.exit(0)));
  });
}
