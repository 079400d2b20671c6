import { createHash } from "node:crypto";
import { ADMIN_DIR } from "../cms/admin-path";
import { LOCAL_BACKEND_PORT } from "../cms/config";

/** Inline scripts the browser would execute (JSON-LD and other data blocks are not scripts to CSP). */
export function inlineScripts(html: string): string[] {
  const out: string[] = [];
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attrs = m[1] ?? "";
    const body = m[2] ?? "";
    if (/\ssrc\s*=/i.test(attrs)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]+)/i.exec(attrs)?.[1]?.toLowerCase();
    if (type && !["module", "text/javascript", "application/javascript"].includes(type)) continue;
    out.push(body);
  }
  return out;
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

/**
 * The policy of the content editor at /admin/ only. Decap CMS needs what the visitors' pages do not: its bundle
 * compiles code at run time ('unsafe-eval'), it talks to GitHub's API, shows uploads from blob: URLs, and on
 * the editor's own machine saves through the local backend of `npm run cms`.
 */
export function adminContentSecurityPolicy(): string {
  return [
    "default-src 'self'",
    "script-src 'self' 'unsafe-eval'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https://avatars.githubusercontent.com https://raw.githubusercontent.com",
    "font-src 'self' data:",
    `connect-src 'self' blob: data: https://api.github.com http://localhost:${LOCAL_BACKEND_PORT}`,
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

/**
 * The _headers file static hosts read. One rule for every path (the not-found page is served at
 * any path, so its hashes must be allowed everywhere), long caching for hashed assets.
 */
export function headersFile(pages: readonly { html: string }[]): string {
  const hashes = pages.flatMap((p) => inlineScripts(p.html).map(sha256));
  const lines = [
    "# Generated after the build by gatsby-node (src/lib/build/security-headers.ts). Do not edit.",
    "/*",
    `  Content-Security-Policy: ${contentSecurityPolicy(hashes)}`,
    "  Strict-Transport-Security: max-age=63072000; includeSubDomains; preload",
    "  X-Content-Type-Options: nosniff",
    "  Referrer-Policy: strict-origin-when-cross-origin",
    `  Permissions-Policy: ${PERMISSIONS_POLICY}`,
    "  Cross-Origin-Opener-Policy: same-origin",
    "  X-Frame-Options: DENY",
    "/static/*",
    "  Cache-Control: public, max-age=31536000, immutable",
    // The editor replaces the visitors' CSP (detached, not combined with it) and keeps the sign-in pop-up's
    // link to the page; it is never indexed and always revalidated.
    `/${ADMIN_DIR}/*`,
    "  ! Content-Security-Policy",
    "  ! Cross-Origin-Opener-Policy",
    `  Content-Security-Policy: ${adminContentSecurityPolicy()}`,
    "  Cross-Origin-Opener-Policy: same-origin-allow-popups",
    "  X-Robots-Tag: noindex, nofollow",
    "  Cache-Control: no-cache",
    "",
  ];
  return lines.join("\n");
}
