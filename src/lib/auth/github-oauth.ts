/**
 * Decap's GitHub sign-in, served by the site itself (functions/auth/index.ts and functions/auth/callback.ts):
 * `/auth` sends the pop-up to GitHub with a random `state` it also keeps in a cookie, `/auth/callback` checks the
 * two match, trades GitHub's code for a token and ends on the result page. That page speaks Decap's handshake
 * (decap-cms-lib-auth, netlify-auth.js): it announces `authorizing:github` to the page that opened it, waits for
 * that page to echo it, then posts the result, only ever to its own origin, so a page of any other origin that
 * opened the sign-in URL receives nothing. Written against the Fetch API only, so the same code runs in
 * Cloudflare's runtime and in Jest.
 */

export const PROVIDER = "github";
export const HANDSHAKE = `authorizing:${PROVIDER}`;

/** What the pop-up reports to Decap: a token, or Decap's error with a message the editor reads. */
export type AuthResult = { ok: true; token: string } | { ok: false; message: string };

/** Decap's message for a result: `authorization:github:success:{…}` or `authorization:github:error:{…}`. */
export function decapMessage(result: AuthResult): string {
  return result.ok
    ? `authorization:${PROVIDER}:success:${JSON.stringify({ token: result.token, provider: PROVIDER })}`
    : `authorization:${PROVIDER}:error:${JSON.stringify({ message: result.message })}`;
}

/**
 * JSON that cannot end the <script> element it sits in, nor start a comment or markup there: `<`, `>` and `&`
 * (and the two line separators older parsers treat as line ends) become \u escapes, which JSON.parse reads back
 * unchanged.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
}

const ENTITIES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);

export const DATA_ID = "decap-auth";

/**
 * The page's one script, the same bytes on every answer so that its CSP hash is fixed; what changes (the message)
 * is read from a JSON data block, which is not a script to the browser. It checks that the echo comes from its
 * opener on its own origin before it posts the result there.
 */
export const PAGE_SCRIPT = [
  "(function () {",
  `  var data = JSON.parse(document.getElementById(${JSON.stringify(DATA_ID)}).textContent);`,
  "  var opener = window.opener;",
  "  if (!opener) return;",
  "  var origin = window.location.origin;",
  '  window.addEventListener("message", function (event) {',
  "    if (event.origin !== origin || event.source !== opener || event.data !== data.handshake) return;",
  "    opener.postMessage(data.message, origin);",
  "  });",
  "  opener.postMessage(data.handshake, origin);",
  "})();",
].join("\n");

/** Bytes as base64 (the CSP hash; the sign-in's random state). */
export const base64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));

let policy: Promise<string> | undefined;
/** Nothing but the one script (by its hash): no other script, style, image, frame, form target or base URL. */
export const resultPagePolicy = () =>
  (policy ??= crypto.subtle
    .digest("SHA-256", new TextEncoder().encode(PAGE_SCRIPT))
    .then((digest) =>
      [
        "default-src 'none'",
        `script-src 'sha256-${base64(new Uint8Array(digest))}'`,
        "base-uri 'none'",
        "form-action 'none'",
        "frame-ancestors 'none'",
      ].join("; "),
    ));

/** The pop-up's last page: the result for Decap, and the same in words for the editor. */
export function resultPageHtml(result: AuthResult): string {
  const title = result.ok ? "Signed in" : "Sign-in failed";
  const text = result.ok
    ? "You are signed in to GitHub. This window closes by itself; if it stays open, close it and go back to the editor."
    : `${result.message} You can close this window.`;
  return [
    "<!doctype html>",
    '<html lang="en">',
    "<head>",
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex, nofollow">',
    `<title>${title}</title>`,
    "</head>",
    "<body>",
    "<main>",
    `<h1>${title}</h1>`,
    `<p role="${result.ok ? "status" : "alert"}">${escapeHtml(text)}</p>`,
    "</main>",
    `<script type="application/json" id="${DATA_ID}">${scriptSafeJson({ handshake: HANDSHAKE, message: decapMessage(result) })}</script>`,
    `<script>${PAGE_SCRIPT}</script>`,
    "</body>",
    "</html>",
    "",
  ].join("\n");
}

/**
 * The result page as a sign-in path's answer, with `extra` headers. Cloudflare Pages does not apply _headers to a
 * Function's answer, so the page carries its own. No Cross-Origin-Opener-Policy: the pop-up must keep its link to
 * the editor.
 */
export async function resultPage(result: AuthResult, status: number, extra: Record<string, string> = {}) {
  const headers = {
    "Content-Type": "text/html; charset=utf-8",
    "Content-Security-Policy": await resultPagePolicy(),
    "Cache-Control": "no-store",
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
    "Referrer-Policy": "no-referrer",
    "X-Robots-Tag": "noindex, nofollow",
  };
  return new Response(resultPageHtml(result), { status, headers: { ...headers, ...extra } });
}

/** The Pages project's variables and secrets (`.dev.vars` locally, see .dev.vars.example). */
export interface AuthEnv {
  /** The GitHub OAuth App's client ID and secret: Pages secrets, never in the repository. */
  GITHUB_CLIENT_ID?: string;
  GITHUB_CLIENT_SECRET?: string;
  /** The scope asked for: `repo` (a private repository, the default) or `public_repo` (a public one). */
  GITHUB_SCOPE?: string;
  /** GitHub's web address, where the OAuth App lives (https://github.com); the browser tests use a mock. */
  GITHUB_URL?: string;
}

export const AUTH_PATH = "/auth";
export const CALLBACK_PATH = `${AUTH_PATH}/callback`;
/**
 * `__Host-`: the browser keeps such a cookie only if it is Secure, on Path=/ and without Domain, so a sibling
 * subdomain cannot plant one for this host.
 */
export const STATE_COOKIE = "__Host-decap_auth_state";
/** Long enough to read GitHub's consent page, short enough that a stray cookie soon goes. */
export const STATE_MAX_AGE = 600;
/** A Function waits for GitHub at most this long; the editor then reads why, not a pop-up that spins. */
export const EXCHANGE_TIMEOUT_MS = 10_000;
export const SCOPES = ["repo", "public_repo"] as const;
export const DEFAULT_GITHUB_URL = "https://github.com";

export const MESSAGES = {
  notConfigured:
    "Sign-in is not set up on this site yet: the Pages secrets GITHUB_CLIENT_ID and GITHUB_CLIENT_SECRET are missing (docs/publishing.md).",
  badScope: `Sign-in is misconfigured: GITHUB_SCOPE must be ${SCOPES.join(" or ")}.`,
  badGithubUrl:
    "Sign-in is misconfigured: GITHUB_URL must be an https:// address, or http:// on this machine (127.0.0.1 or localhost).",
  badProvider: `This site signs in with GitHub only (provider=${PROVIDER}).`,
  missingCookie:
    "The sign-in could not be checked: this browser did not send back the cookie it got when the sign-in started " +
    "(it lasts 10 minutes, and cookies must be allowed for this site). Go back to the editor and press Login with GitHub again.",
  twoCookies:
    "The sign-in was refused: this browser sent two sign-in cookies, so it cannot be told which sign-in it started, " +
    "and no token was issued. Go back to the editor and press Login with GitHub again.",
  stateMismatch:
    "The sign-in was refused: it does not match the one this browser started, so no token was issued. " +
    "Go back to the editor and press Login with GitHub again.",
  denied: "GitHub sign-in was cancelled: you did not authorize the site's OAuth App, so the editor cannot sign you in.",
  noCode: "GitHub sent the sign-in back without a code. Go back to the editor and press Login with GitHub again.",
  badCode:
    "GitHub refused the sign-in code (it is wrong, already used or expired). Go back to the editor and press Login with GitHub again.",
  badCredentials:
    "GitHub refused the site's OAuth App credentials: check the Pages secrets GITHUB_CLIENT_ID and GITHUB_CLIENT_SECRET.",
  redirectMismatch:
    "GitHub refused the sign-in address: the OAuth App's callback URL must be this site's /auth/callback.",
  timeout: `GitHub did not answer the sign-in within ${EXCHANGE_TIMEOUT_MS / 1000} seconds. Try again in a few minutes.`,
  unreachable: "GitHub could not be reached to finish the sign-in. Try again in a few minutes.",
  down: (status: number) =>
    `GitHub could not finish the sign-in (it answered HTTP ${status}). Try again in a few minutes.`,
  other: (code: string) => `GitHub did not sign you in (it answered "${code}"). Go back to the editor and try again.`,
} as const;

interface Settings {
  clientId: string;
  clientSecret: string;
  scope: (typeof SCOPES)[number];
  githubUrl: string;
}

function settingsOf(env: AuthEnv): Settings | { error: string } {
  const clientId = env.GITHUB_CLIENT_ID?.trim();
  const clientSecret = env.GITHUB_CLIENT_SECRET?.trim();
  if (!clientId || !clientSecret) return { error: MESSAGES.notConfigured };
  const scope = (env.GITHUB_SCOPE?.trim() || "repo") as Settings["scope"];
  if (!SCOPES.includes(scope)) return { error: MESSAGES.badScope };
  const githubUrl = (env.GITHUB_URL?.trim() || DEFAULT_GITHUB_URL).replace(/\/+$/, "");
  if (!safeGithubUrl(githubUrl)) return { error: MESSAGES.badGithubUrl };
  return { clientId, clientSecret, scope, githubUrl };
}

/** The client secret goes to GITHUB_URL: over https, or in the clear only to a server on this machine (the tests' mock). */
const LOOPBACK = new Set(["127.0.0.1", "localhost", "[::1]"]);
function safeGithubUrl(address: string): boolean {
  try {
    const url = new URL(address);
    return url.protocol === "https:" || (url.protocol === "http:" && LOOPBACK.has(url.hostname));
  } catch {
    return false;
  }
}

const cookie = (value: string, maxAge: number) =>
  `${STATE_COOKIE}=${value}; Path=/; Max-Age=${maxAge}; HttpOnly; Secure; SameSite=Lax`;

/** 32 random bytes, base64url: unguessable, and safe in a URL and a cookie as it is. */
export const randomState = () =>
  base64(crypto.getRandomValues(new Uint8Array(32)))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");

/** Every value the Cookie header gives the name, in order (a name can come more than once). */
export function cookieValues(header: string | null, name: string): string[] {
  const values: string[] = [];
  for (const part of (header ?? "").split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0 && part.slice(0, eq).trim() === name) values.push(part.slice(eq + 1).trim());
  }
  return values;
}

/** Compares all of both strings, so the time taken does not tell how much of a guess was right. */
function sameText(a: string, b: string): boolean {
  let diff = a.length ^ b.length;
  for (let i = 0; i < Math.max(a.length, b.length); i++) diff |= (a.charCodeAt(i) || 0) ^ (b.charCodeAt(i) || 0);
  return diff === 0;
}

const failure = (message: string, status: number, extra?: Record<string, string>) =>
  resultPage({ ok: false, message }, status, extra);

/** GET /auth?provider=github&…: Decap's pop-up starts here. Decap's own `scope` is not trusted: the site's is used. */
export async function startSignIn(request: Request, env: AuthEnv): Promise<Response> {
  const url = new URL(request.url);
  const settings = settingsOf(env);
  if ("error" in settings) return failure(settings.error, 500);
  if (url.searchParams.get("provider") !== PROVIDER) return failure(MESSAGES.badProvider, 400);
  const state = randomState();
  const authorize = new URL(`${settings.githubUrl}/login/oauth/authorize`);
  authorize.search = new URLSearchParams({
    client_id: settings.clientId,
    redirect_uri: `${url.origin}${CALLBACK_PATH}`,
    scope: settings.scope,
    state,
    allow_signup: "false",
  }).toString();
  return new Response(null, {
    status: 302,
    headers: {
      Location: authorize.toString(),
      "Set-Cookie": cookie(state, STATE_MAX_AGE),
      "Cache-Control": "no-store",
      "Referrer-Policy": "no-referrer",
    },
  });
}

/** The fetch to reach GitHub with (the unit tests pass their own). */
export type ExchangeOptions = { fetch?: typeof fetch };

/** Trades GitHub's code for a token; every way it can fail becomes a message for the editor. */
async function exchangeCode(
  settings: Settings,
  code: string,
  redirectUri: string,
  { fetch: fetchImpl = fetch }: ExchangeOptions,
): Promise<AuthResult> {
  const controller = new AbortController();
  // A timer rather than AbortSignal.timeout: the unit tests drive it with Jest's fake timers.
  const timer = setTimeout(() => controller.abort(), EXCHANGE_TIMEOUT_MS);
  try {
    const response = await fetchImpl(`${settings.githubUrl}/login/oauth/access_token`, {
      method: "POST",
      headers: { Accept: "application/json", "Content-Type": "application/json", "User-Agent": "decap-auth" },
      body: JSON.stringify({
        client_id: settings.clientId,
        client_secret: settings.clientSecret,
        code,
        redirect_uri: redirectUri,
      }),
      signal: controller.signal,
    });
    if (!response.ok) return { ok: false, message: MESSAGES.down(response.status) };
    const answer = (await response.json().catch(() => ({}))) as { access_token?: unknown; error?: unknown };
    if (typeof answer.access_token === "string" && answer.access_token !== "") {
      return { ok: true, token: answer.access_token };
    }
    // GitHub answers its OAuth errors with 200 and an `error` field.
    const error = typeof answer.error === "string" ? answer.error : "";
    if (error === "bad_verification_code") return { ok: false, message: MESSAGES.badCode };
    if (error === "incorrect_client_credentials") return { ok: false, message: MESSAGES.badCredentials };
    if (error === "redirect_uri_mismatch") return { ok: false, message: MESSAGES.redirectMismatch };
    return { ok: false, message: MESSAGES.other(/^[a-z_]{1,64}$/.test(error) ? error : "no token") };
  } catch {
    return { ok: false, message: controller.signal.aborted ? MESSAGES.timeout : MESSAGES.unreachable };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * GET /auth/callback?code=…&state=…: GitHub sends the pop-up back here. The state must equal the cookie set by
 * /auth in this browser, before anything else is looked at, so a link or a page elsewhere cannot finish a sign-in
 * it did not start; a request with two state cookies is refused, as it cannot say which is this browser's. The
 * cookie is spent either way.
 */
export async function finishSignIn(request: Request, env: AuthEnv, options: ExchangeOptions = {}): Promise<Response> {
  const url = new URL(request.url);
  const spent = { "Set-Cookie": cookie("", 0) };
  const settings = settingsOf(env);
  if ("error" in settings) return failure(settings.error, 500, spent);
  const [expected, ...more] = cookieValues(request.headers.get("Cookie"), STATE_COOKIE);
  if (more.length > 0) return failure(MESSAGES.twoCookies, 400, spent);
  if (!expected) return failure(MESSAGES.missingCookie, 400, spent);
  if (!sameText(url.searchParams.get("state") ?? "", expected)) return failure(MESSAGES.stateMismatch, 400, spent);
  const error = url.searchParams.get("error");
  if (error === "access_denied") return failure(MESSAGES.denied, 403, spent);
  if (error) return failure(MESSAGES.other(/^[a-z_]{1,64}$/.test(error) ? error : "an error"), 502, spent);
  const code = url.searchParams.get("code");
  if (!code) return failure(MESSAGES.noCode, 400, spent);
  const result = await exchangeCode(settings, code, `${url.origin}${CALLBACK_PATH}`, options);
  return resultPage(result, result.ok ? 200 : 502, spent);
}
