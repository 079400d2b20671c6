#!/usr/bin/env node
// Serves public/ as Cloudflare Pages does, in plain Node, for `npm start` and the benchmark: the same answers
// as Cloudflare's asset server (the code `wrangler pages dev` runs, workerd) for every path of the build. A
// browser test compares the two on every file of the build (e2e/host.spec.ts), a unit test pins the rules
// below (scripts/serve.test.ts). What it does, as Cloudflare does:
// - /path/ serves /path/index.html; /path answers 308 to /path/ (query kept); /path/index.html and /path.html
//   answer 308 to their pretty form;
// - an unknown path answers the nearest 404.html with status 404 and `Cache-Control: no-store` (with no
//   404.html anywhere, /index.html with status 200: Cloudflare's single-page-application mode);
// - public/_headers applies with Cloudflare's rules: every matching rule in file order, `! Name` detaches what
//   an earlier rule (or the server) set, a header set again by a later rule is appended (comma-joined), `*` and
//   `:placeholder` in paths, at most 100 rules and 2,000 characters a line;
// - the server's own headers first: `Access-Control-Allow-Origin: *`, `Referrer-Policy`, `nosniff`, and
//   `Cache-Control: public, max-age=0, must-revalidate` on files;
// - _headers and _redirects are not served; only GET and HEAD are allowed.
// Not done here: wrangler's dev-only `x-server-env: dev`, ETags, _redirects rules (the site has none).
// gzip/brotli on request with --compress (Cloudflare's edge compresses too; the benchmark needs it).
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import zlib from "node:zlib";
import { fileURLToPath } from "node:url";

/** Content types as Cloudflare Pages gives them (its `mime` lookup, `charset=utf-8` on text/*). */
const TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "application/javascript",
  ".mjs": "application/javascript",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json",
  ".map": "application/json",
  ".webmanifest": "application/manifest+json",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/vnd.microsoft.icon",
  ".woff2": "font/woff2",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml",
  ".yml": "text/yaml; charset=utf-8",
};
const COMPRESSIBLE = new Set([".html", ".js", ".mjs", ".css", ".json", ".svg", ".txt", ".xml", ".webmanifest", ".map"]);

/** Files of the build that Cloudflare Pages never serves: they configure it. */
const CONFIG_FILES = new Set(["/_headers", "/_redirects", "/_routes.json", "/_worker.js"]);

export const MAX_HEADER_RULES = 100;
export const MAX_LINE_LENGTH = 2000;
const BROWSER_CACHE = "public, max-age=0, must-revalidate";

/**
 * Parses the _headers format as Cloudflare does: a line starting with "/" (or "https://") opens a rule, then
 * "Name: value" lines (names lowercased, a name given twice in a rule is comma-joined) and "! Name" lines that
 * detach a header. Returns the rules in file order (a path given twice keeps its first place, its last
 * headers) and the lines it ignored, with why.
 */
export function parseHeaders(text) {
  const rules = new Map();
  const invalid = [];
  let current = null;
  const lines = text.split("\n");
  for (let i = 0; i < lines.length; i++) {
    const line = (lines[i] ?? "").trim();
    if (line === "" || line.startsWith("#")) continue;
    if (line.length > MAX_LINE_LENGTH) {
      invalid.push(`line ${i + 1}: longer than ${MAX_LINE_LENGTH} characters`);
      continue;
    }
    if (/^([^\s]+:\/\/|\/)/.test(line)) {
      if (rules.size >= MAX_HEADER_RULES) {
        invalid.push(`line ${i + 1}: more than ${MAX_HEADER_RULES} rules, the rest is skipped`);
        break;
      }
      current = { pattern: line, set: new Map(), unset: [] };
      rules.set(line, current);
    } else if (!line.includes(":")) {
      if (current && line.startsWith("! ")) current.unset.push(line.slice(2).trim());
      else invalid.push(`line ${i + 1}: not a header`);
    } else if (current) {
      const at = line.indexOf(":");
      const name = line.slice(0, at).trim().toLowerCase();
      const value = line.slice(at + 1).trim();
      if (!name || name.includes(" ") || !value) {
        invalid.push(`line ${i + 1}: not a header`);
        continue;
      }
      const before = current.set.get(name);
      current.set.set(name, before ? `${before}, ${value}` : value);
    } else {
      invalid.push(`line ${i + 1}: a header before any path`);
    }
  }
  return { rules: [...rules.values()], invalid };
}

/** A rule's path as Cloudflare matches it: `*` is anything (slashes too), `:name` one path segment. */
function ruleRegExp(pattern) {
  let source = pattern
    .split("*")
    .map((part) => part.replace(/[-/\\^$*+?.()|[\]{}]/g, "\\$&"))
    .join("(?<splat>.*)");
  source = source.replace(/(?<=^https:\\\/\\\/[^/]*?):([A-Za-z]\w*)(?=\\)/g, "(?<$1>[^/.]+)");
  source = source.replace(/:([A-Za-z]\w*)/g, "(?<$1>[^/]+)");
  return new RegExp(`^${source}$`);
}

/** The headers of the rules matching a request: set and detached, in file order. */
export function matchingRules(rules, url) {
  const out = [];
  for (const rule of rules) {
    const subject = rule.pattern.startsWith("https://") ? `https://${url.hostname}${url.pathname}` : url.pathname;
    const match = ruleRegExp(rule.pattern).exec(subject);
    if (!match) continue;
    const fill = (value) =>
      Object.entries(match.groups ?? {}).reduce((v, [k, r]) => v.replaceAll(`:${k}`, r ?? ""), value);
    out.push({ set: [...rule.set].map(([k, v]) => [k, fill(v)]), unset: rule.unset });
  }
  return out;
}

/** Applies matching rules to a response's headers as Cloudflare does (mutates and returns `headers`). */
export function applyRules(headers, rules, url) {
  const setByRules = new Set();
  for (const { set, unset } of matchingRules(rules, url)) {
    for (const name of unset) headers.delete(name);
    for (const [name, value] of set) {
      if (setByRules.has(name)) headers.append(name, value);
      else {
        headers.set(name, value);
        setByRules.add(name);
      }
    }
  }
  return headers;
}

/**
 * What Cloudflare's asset server answers for a path, before headers: a file to serve, a 308, a 404 (with the
 * nearest 404.html) or a 405. `isFile` says whether a URL path is a file of the build.
 */
export function route(method, rawPath, search, isFile) {
  if (!/^(get|head)$/i.test(method)) return { status: 405 };
  let pathname = rawPath;
  try {
    pathname = decodeURIComponent(rawPath);
  } catch {
    /* kept as it came */
  }
  const file = (p) => !CONFIG_FILES.has(p) && isFile(p);
  const redirect = (location) => ({
    status: 308,
    location: location.replace(/^(\/|%2F|%2f|%5C|%5c|%09|\s|\\)+(.*)/, "/$2"),
  });
  const notFound = () => {
    let dir = pathname;
    while (dir) {
      dir = dir.slice(0, dir.lastIndexOf("/"));
      if (file(`${dir}/404.html`)) return { status: 404, file: `${dir}/404.html` };
    }
    // No 404.html at all: Cloudflare takes the site for a single-page application.
    return file("/index.html") ? { status: 200, file: "/index.html" } : { status: 404 };
  };

  if (pathname.endsWith("/")) {
    if (file(`${pathname}index.html`)) return { status: 200, file: `${pathname}index.html` };
    if (pathname.endsWith("/index/")) return redirect(`/${pathname.slice(1, -"index/".length)}${search}`);
    if (file(pathname.replace(/\/$/, ".html"))) return redirect(`/${pathname.slice(1, -1)}${search}`);
    return notFound();
  }
  if (file(pathname)) {
    if (!pathname.endsWith(".html")) return { status: 200, file: pathname };
    const extensionless = pathname.slice(0, -".html".length);
    if (extensionless.endsWith("/index")) return redirect(`${extensionless.replace(/\/index$/, "/")}${search}`);
    if (file(extensionless) || extensionless === "/") return { status: 200, file: pathname };
    return redirect(`${extensionless}${search}`);
  }
  if (pathname.endsWith("/index")) return redirect(`/${pathname.slice(1, -"index".length)}${search}`);
  if (file(`${pathname}.html`)) return { status: 200, file: `${pathname}.html` };
  if (file(`${pathname}/index.html`)) return redirect(`${pathname}/${search}`);
  return notFound();
}

export function createServer({ root, compress = false, log = false }) {
  let rules = [];
  try {
    const parsed = parseHeaders(fs.readFileSync(path.join(root, "_headers"), "utf8"));
    rules = parsed.rules;
    for (const problem of parsed.invalid) console.warn(`_headers ${problem} (ignored, as Cloudflare does)`);
  } catch {
    /* no _headers */
  }

  const isFile = (urlPath) => {
    const file = path.join(root, urlPath);
    if (file !== root && !file.startsWith(root + path.sep)) return false;
    try {
      return fs.statSync(file).isFile();
    } catch {
      return false;
    }
  };

  return http.createServer((req, res) => {
    // Not `new URL(req.url, base)`: a path starting with // would be taken for another host.
    const url = new URL(`http://${req.headers.host ?? "localhost"}${req.url ?? "/"}`);
    const answer = route(req.method ?? "GET", url.pathname, url.search, isFile);
    const headers = new Headers();
    let body = Buffer.alloc(0);
    if (answer.location) headers.set("location", answer.location);
    if (answer.file) {
      const ext = path.extname(answer.file);
      body = fs.readFileSync(path.join(root, answer.file));
      headers.set("content-type", TYPES[ext] ?? "application/octet-stream");
      if (answer.status === 200) headers.set("cache-control", BROWSER_CACHE);
      const accept = String(req.headers["accept-encoding"] ?? "");
      if (compress && COMPRESSIBLE.has(ext)) {
        if (/\bbr\b/.test(accept)) {
          body = zlib.brotliCompressSync(body);
          headers.set("content-encoding", "br");
        } else if (/\bgzip\b/.test(accept)) {
          body = zlib.gzipSync(body, { level: 9 });
          headers.set("content-encoding", "gzip");
        }
        if (headers.has("content-encoding")) headers.set("vary", "Accept-Encoding");
      }
    } else if (answer.status === 404) {
      headers.set("content-type", "text/plain; charset=utf-8");
      body = Buffer.from("Not Found");
    }
    // The asset server's own headers, then the rules; a 404 is never cached.
    headers.set("access-control-allow-origin", "*");
    headers.set("referrer-policy", "strict-origin-when-cross-origin");
    if (headers.has("content-type")) headers.set("x-content-type-options", "nosniff");
    applyRules(headers, rules, url);
    if (answer.status === 404) {
      headers.delete("cache-control");
      headers.set("cache-control", "no-store");
    }
    headers.set("content-length", String(body.length));
    res.writeHead(answer.status, Object.fromEntries(headers));
    res.end(req.method === "HEAD" ? undefined : body);
    if (log) console.log(`${answer.status} ${req.method} ${url.pathname}`);
  });
}

const isMain = process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1]);
if (isMain) {
  const root = path.resolve(process.env.SERVE_ROOT ?? "public");
  const port = Number(process.env.PORT ?? 9000);
  const compress = process.argv.includes("--compress") || process.env.SERVE_COMPRESS === "1";
  if (!fs.existsSync(path.join(root, "index.html"))) {
    console.error(`No built site in ${root}: run "npm run build" first.`);
    process.exit(1);
  }
  createServer({ root, compress }).listen(port, "127.0.0.1", () => {
    console.log(`Serving ${root} at http://localhost:${port}/`);
  });
}
