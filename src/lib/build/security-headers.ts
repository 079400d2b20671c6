import { createHash } from "node:crypto";
import { ADMIN_DIR } from "../cms/admin-path";
import { LOCAL_BACKEND_URL } from "../cms/config";

/** Inline scripts the browser would execute (JSON-LD and other data blocks are not scripts to CSP). */
export function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(([, attrs = ""]) => {
      const type = /\stype\s*=\s*["']?([^"'\s>]+)/i.exec(attrs)?.[1]?.toLowerCase();
      return (
        !/\ssrc\s*=/i.test(attrs) && (!type || ["module", "text/javascript", "application/javascript"].includes(type))
      );
    })
    .map(([, , body = ""]) => body);
}

export const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

/** The Content-Security-Policy of the site, allowing exactly the given inline script hashes. */
export function contentSecurityPolicy(scriptHashes: readonly string[]): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${[...new Set(scriptHashes)].sort().join(" ")}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self' https://api.github.com",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    // Only the mailto: scheme: with JavaScript off the contact form submits itself to a mailto: URL. No
    // http(s) target, not even 'self' (which does not cover mailto: anyway), can receive a form.
    "form-action mailto:",
  ].join("; ");
}

/** What the editor's build connects to besides the site (src/lib/cms/config.ts's CmsOptions say the same). */
export interface EditorEndpoints {
  /** The config's `api_root` when the build sets one (the test build's mock GitHub), in place of GitHub's. */
  apiRoot?: string;
  /** The local backend of `npm run cms` (the test build only): the production policy names no localhost. */
  localBackend?: boolean;
}

/**
 * The policy of the content editor at /admin/ only. Decap CMS needs what the visitors' pages do not: its bundle
 * compiles code at run time ('unsafe-eval'), it talks to GitHub's API and shows uploads from blob: URLs.
 */
export function adminContentSecurityPolicy({ apiRoot, localBackend = false }: EditorEndpoints = {}): string {
  const api = apiRoot ? new URL(apiRoot).origin : "https://api.github.com";
  const local = localBackend ? ` ${new URL(LOCAL_BACKEND_URL).origin}` : "";
  return [
    "default-src 'self'",
    "script-src 'self' 'unsafe-eval'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https://avatars.githubusercontent.com https://raw.githubusercontent.com",
    "font-src 'self' data:",
    `connect-src 'self' blob: data: ${api}${local}`,
    "frame-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join("; ");
}

export const PERMISSIONS_POLICY = [
  "accelerometer=()",
  "autoplay=()",
  "camera=()",
  "display-capture=()",
  "geolocation=()",
  "gyroscope=()",
  "magnetometer=()",
  "microphone=()",
  "midi=()",
  "payment=()",
  "usb=()",
  "xr-spatial-tracking=()",
].join(", ");

/** Cloudflare Pages ignores a longer line of _headers (it also reads 100 rules at most; this file has 4). */
export const MAX_LINE_LENGTH = 2000;

export const IMMUTABLE = "public, max-age=31536000, immutable";

/** A webpack bundle of the build named by its content hash (`app-89aaa26d8c3811494cee.js`): never changes. */
export const isHashedBundle = (fileName: string) => /-[0-9a-f]{20}\.js$/.test(fileName);

/**
 * The _headers file Cloudflare Pages applies (and `wrangler pages dev` with it). One rule for every path (the
 * not-found page is served at any path, so its hashes must be allowed everywhere); long caching for /static/
 * and for the scripts at the top of the site, which are all webpack bundles named by their content hash
 * (`rootScripts`, the .js files at the top of public/, must all be; a placeholder matches one path segment, so
 * the rule leaves /admin/ alone); the content editor's own rule, and its config.yml served as YAML. Throws when Cloudflare would ignore part of it.
 */
export function headersFile(
  pages: readonly { html: string }[],
  rootScripts: readonly string[] = [],
  editor: EditorEndpoints = {},
): string {
  const unhashed = rootScripts.filter((name) => !isHashedBundle(name));
  if (unhashed.length > 0) {
    throw new Error(
      `public/${unhashed.join(", public/")}: a script at the top of the site without a content hash would be ` +
        "cached for a year by _headers' /:bundle.js rule; give it a hash or narrow the rule (src/lib/build/security-headers.ts)",
    );
  }
  const hashes = pages.flatMap((p) => inlineScripts(p.html).map(sha256));
  const lines = [
    "# Generated after the build by plugins/site-outputs (src/lib/build/security-headers.ts). Do not edit.",
    "/*",
    `  Content-Security-Policy: ${contentSecurityPolicy(hashes)}`,
    "  Strict-Transport-Security: max-age=63072000; includeSubDomains; preload",
    "  X-Content-Type-Options: nosniff",
    "  Referrer-Policy: strict-origin-when-cross-origin",
    `  Permissions-Policy: ${PERMISSIONS_POLICY}`,
    "  Cross-Origin-Opener-Policy: same-origin",
    "  X-Frame-Options: DENY",
    "/static/*",
    `  Cache-Control: ${IMMUTABLE}`,
    "/:bundle.js",
    `  Cache-Control: ${IMMUTABLE}`,
    // The editor replaces the visitors' CSP (detached, not combined with it) and keeps the sign-in pop-up's
    // link to the page; it is never indexed and always revalidated.
    `/${ADMIN_DIR}/*`,
    "  ! Content-Security-Policy",
    "  ! Cross-Origin-Opener-Policy",
    `  Content-Security-Policy: ${adminContentSecurityPolicy(editor)}`,
    "  Cross-Origin-Opener-Policy: same-origin-allow-popups",
    "  X-Robots-Tag: noindex, nofollow",
    "  Cache-Control: no-cache",
    // Decap merges config.yml into the config object src/cms/admin.ts passes to CMS.init only when its content
    // type names YAML; said here so that no host serves it as text/plain or a download.
    `/${ADMIN_DIR}/config.yml`,
    "  Content-Type: text/yaml; charset=utf-8",
    "",
  ];
  const long = lines.find((line) => line.trim().length > MAX_LINE_LENGTH);
  if (long) {
    throw new Error(
      `_headers would have a line of ${long.trim().length} characters (${long.trim().slice(0, 40)}...); ` +
        `Cloudflare Pages ignores lines over ${MAX_LINE_LENGTH}`,
    );
  }
  return lines.join("\n");
}
