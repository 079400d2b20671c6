#!/usr/bin/env node
// Serves public/ the way a static host or CDN does: /path/ → /path/index.html, /path → 301 to /path/,
// unknown paths → 404.html with status 404, the rules of public/_headers applied, gzip/brotli on request.
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import zlib from "node:zlib";
import { fileURLToPath } from "node:url";

const TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".yml": "text/yaml; charset=utf-8",
  ".map": "application/json; charset=utf-8",
};
const COMPRESSIBLE = new Set([".html", ".js", ".mjs", ".css", ".json", ".svg", ".txt", ".xml", ".webmanifest", ".map"]);

/**
 * Parses the _headers format: a path pattern line, then indented "Name: value" lines, or "! Name" lines that
 * detach a header an earlier rule set (as Cloudflare Pages does).
 */
export function parseHeaders(text) {
  const rules = [];
  let current = null;
  for (const raw of text.split(/\r?\n/)) {
    if (!raw.trim() || raw.trim().startsWith("#")) continue;
    if (!/^\s/.test(raw)) {
      current = { pattern: raw.trim(), headers: [], detach: [] };
      rules.push(current);
    } else if (current && raw.trim().startsWith("!")) {
      current.detach.push(raw.trim().slice(1).trim());
    } else if (current) {
      const i = raw.indexOf(":");
      if (i > 0) current.headers.push([raw.slice(0, i).trim(), raw.slice(i + 1).trim()]);
    }
  }
  return rules;
}

function matches(pattern, urlPath) {
  const re = new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\]/g, "\\$&").replace(/\*/g, ".*")}$`);
  return re.test(urlPath);
}

export function createServer({ root, compress = false, log = false }) {
  const readRules = () => {
    try {
      return parseHeaders(fs.readFileSync(path.join(root, "_headers"), "utf8"));
    } catch {
      return [];
    }
  };
  const rules = readRules();

  const resolve = (urlPath) => {
    const clean = path.normalize(decodeURIComponent(urlPath)).replace(/^(\.\.[/\\])+/, "");
    const file = path.join(root, clean);
    if (!file.startsWith(root)) return null;
    try {
      const stat = fs.statSync(file);
      if (stat.isFile()) return { file };
      if (stat.isDirectory()) {
        if (!urlPath.endsWith("/")) return { redirect: `${urlPath}/` };
        const index = path.join(file, "index.html");
        if (fs.existsSync(index)) return { file: index };
      }
    } catch {
      /* not found */
    }
    return null;
  };

  return http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    let status = 200;
    let target;
    try {
      target = resolve(url.pathname);
    } catch {
      target = null;
    }
    if (target?.redirect) {
      res.writeHead(301, { Location: target.redirect + url.search });
      res.end();
      return;
    }
    if (!target) {
      status = 404;
      target = { file: path.join(root, "404.html") };
      if (!fs.existsSync(target.file)) {
        res.writeHead(404, { "Content-Type": "text/plain" });
        res.end("Not found");
        return;
      }
    }
    const ext = path.extname(target.file);
    // Rules apply in file order; a "! Name" line detaches what an earlier rule set.
    const set = new Map([
      ["Content-Type", TYPES[ext] ?? "application/octet-stream"],
      ["Vary", "Accept-Encoding"],
      [
        "Cache-Control",
        url.pathname.startsWith("/static/") || /-[0-9a-f]{20}\.js$/.test(url.pathname)
          ? "public, max-age=31536000, immutable"
          : "public, max-age=0, must-revalidate",
      ],
    ]);
    for (const rule of rules) {
      if (!matches(rule.pattern, url.pathname)) continue;
      for (const name of rule.detach) set.delete(name);
      for (const [k, v] of rule.headers) set.set(k, v);
    }
    const headers = Object.fromEntries(set);
    let body = fs.readFileSync(target.file);
    const accept = String(req.headers["accept-encoding"] ?? "");
    if (compress && COMPRESSIBLE.has(ext)) {
      if (/\bbr\b/.test(accept)) {
        body = zlib.brotliCompressSync(body);
        headers["Content-Encoding"] = "br";
      } else if (/\bgzip\b/.test(accept)) {
        body = zlib.gzipSync(body, { level: 9 });
        headers["Content-Encoding"] = "gzip";
      }
    }
    headers["Content-Length"] = body.length;
    res.writeHead(status, headers);
    res.end(req.method === "HEAD" ? undefined : body);
    if (log) console.log(`${status} ${req.method} ${url.pathname}`);
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
