/**
 * The page the sign-in pop-up ends on (served by functions/auth/). It speaks Decap's handshake
 * (decap-cms-lib-auth, netlify-auth.js): it announces `authorizing:github` to the page that opened it, waits for
 * that page to echo it, then posts the result. Every message goes to this page's own origin only: a page of any
 * other origin that opened the sign-in URL receives nothing, not even the handshake.
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
