/**
 * @jest-environment node
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";

/**
 * `npm run serve` (scripts/serve.mjs) and Cloudflare Pages' own runtime (`wrangler pages dev`, started the way
 * the browser tests start it) answer the same requests on a small site whose _headers uses every rule the
 * site's does and the ones it may use next. Each answer is written down as Cloudflare documents and answers
 * it, and both servers must give it: a change on either side (a wrangler upgrade, an edit of serve.mjs) fails
 * here, naming the request and the server.
 */
const ROOT = path.resolve(__dirname, "..");
const BROWSER_CACHE = "public, max-age=0, must-revalidate";
const SITE_CSP = "default-src 'self'";
const ADMIN_CSP = "default-src 'self'; script-src 'self' 'unsafe-eval'";
const LONG = "x".repeat(2001);

const FILES: Record<string, string> = {
  "index.html": "<p>home</p>",
  "404.html": "<p>not found</p>",
  "about/index.html": "<p>about</p>",
  "docs.html": "<p>docs</p>",
  "blog/404.html": "<p>blog: not found</p>",
  "blog/post/index.html": "<p>post</p>",
  "static/app-0123.js": "x=1",
  "app-89aaa26d8c3811494cee.js": "x=2",
  "admin/index.html": "<p>editor</p>",
  "admin/cms.js": "x=3",
  "limits/index.html": "<p>limits</p>",
  _headers: [
    "# comments and blank lines are ignored",
    "/*",
    "  X-Frame-Options: DENY",
    `  Content-Security-Policy: ${SITE_CSP}`,
    "  Cross-Origin-Opener-Policy: same-origin",
    "/static/*",
    "  Cache-Control: public, max-age=31536000, immutable",
    "/:bundle.js",
    "  Cache-Control: public, max-age=31536000, immutable",
    "/admin/*",
    "  ! Content-Security-Policy",
    "  ! Cross-Origin-Opener-Policy",
    `  Content-Security-Policy: ${ADMIN_CSP}`,
    "  Cross-Origin-Opener-Policy: same-origin-allow-popups",
    "  X-Robots-Tag: noindex",
    "  Cache-Control: no-cache",
    "/blog/:slug/",
    "  X-Post: :slug",
    "/about/*",
    "  X-Frame-Options: SAMEORIGIN",
    "  Link: </a>; rel=preload",
    "  Link: </b>; rel=preload",
    "/limits/*",
    `  X-Long: ${LONG}`,
    "  X-Short: kept",
    "",
  ].join("\n"),
};

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** One request, redirects not followed. */
function request(port: number, method: string, urlPath: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: "127.0.0.1", port, method, path: urlPath }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => {
        const headers: Record<string, string> = {};
        for (const [k, v] of Object.entries(res.headers)) if (v !== undefined) headers[k] = String(v);
        resolve({ status: res.statusCode ?? 0, headers, body: Buffer.concat(chunks).toString("utf8") });
      });
    });
    req.on("error", reject);
    req.end();
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

async function start(script: string, site: string): Promise<{ port: number; child: ChildProcess; log: () => string }> {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(ROOT, "scripts", script)], {
    env: { ...process.env, SERVE_ROOT: site, PORT: String(port) },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let log = "";
  child.stdout?.on("data", (c: Buffer) => (log += c.toString()));
  child.stderr?.on("data", (c: Buffer) => (log += c.toString()));
  const deadline = Date.now() + 110_000;
  for (;;) {
    try {
      await request(port, "HEAD", "/");
      return { port, child, log: () => log };
    } catch {
      if (child.exitCode !== null || Date.now() > deadline) throw new Error(`${script} did not start:\n${log}`);
      await new Promise((r) => setTimeout(r, 300));
    }
  }
}

/** What a request must answer: status, the headers named (undefined: absent) and the body when given. */
interface Expected {
  status: number;
  body?: string;
  headers?: Record<string, string | undefined>;
}

const SAMPLES: [method: string, urlPath: string, expected: Expected][] = [
  [
    "GET",
    "/",
    {
      status: 200,
      body: FILES["index.html"],
      headers: {
        "content-type": "text/html; charset=utf-8",
        "cache-control": BROWSER_CACHE,
        "content-security-policy": SITE_CSP,
        "cross-origin-opener-policy": "same-origin",
        "x-frame-options": "DENY",
        // Cloudflare's asset server adds these to every answer, in production too.
        "access-control-allow-origin": "*",
        "referrer-policy": "strict-origin-when-cross-origin",
        "x-content-type-options": "nosniff",
        "x-robots-tag": undefined,
      },
    },
  ],
  // A folder without its trailing slash: 308, query kept, the rules applied to the redirect too.
  ["GET", "/about", { status: 308, headers: { location: "/about/", "content-security-policy": SITE_CSP } }],
  ["GET", "/about?x=1", { status: 308, headers: { location: "/about/?x=1" } }],
  ["GET", "/about/index.html", { status: 308, headers: { location: "/about/" } }],
  ["GET", "/about/index", { status: 308, headers: { location: "/about/" } }],
  ["GET", "/index.html", { status: 308, headers: { location: "/" } }],
  // A page file without a folder is served without its extension.
  ["GET", "/docs", { status: 200, body: FILES["docs.html"] }],
  ["GET", "/docs.html", { status: 308, headers: { location: "/docs" } }],
  ["GET", "/docs/", { status: 308, headers: { location: "/docs" } }],
  // Rules in file order; a header set again by a later rule is appended, one given twice in a rule joined.
  [
    "GET",
    "/about/",
    {
      status: 200,
      body: FILES["about/index.html"],
      headers: { "x-frame-options": "DENY, SAMEORIGIN", link: "</a>; rel=preload, </b>; rel=preload" },
    },
  ],
  // A placeholder matches one path segment and fills the value.
  ["GET", "/blog/post/", { status: 200, headers: { "x-post": "post" } }],
  // `! Name` detaches what an earlier rule set; the later rule's value replaces it, not joins it.
  [
    "GET",
    "/admin/",
    {
      status: 200,
      headers: {
        "content-security-policy": ADMIN_CSP,
        "cross-origin-opener-policy": "same-origin-allow-popups",
        "x-robots-tag": "noindex",
        "cache-control": "no-cache",
        "x-frame-options": "DENY",
      },
    },
  ],
  [
    "GET",
    "/static/app-0123.js",
    {
      status: 200,
      headers: { "content-type": "application/javascript", "cache-control": "public, max-age=31536000, immutable" },
    },
  ],
  // A placeholder inside a segment: any script at the top of the site, none in a folder.
  [
    "GET",
    "/app-89aaa26d8c3811494cee.js",
    { status: 200, headers: { "cache-control": "public, max-age=31536000, immutable" } },
  ],
  ["GET", "/admin/cms.js", { status: 200, headers: { "cache-control": "no-cache" } }],
  // Unknown paths: the nearest 404.html, status 404, never cached, the rules applied.
  [
    "GET",
    "/nope",
    {
      status: 404,
      body: FILES["404.html"],
      headers: {
        "cache-control": "no-store",
        "content-security-policy": SITE_CSP,
        "content-type": "text/html; charset=utf-8",
      },
    },
  ],
  ["GET", "/blog/nope", { status: 404, body: FILES["blog/404.html"] }],
  ["GET", "/About/", { status: 404, body: FILES["404.html"] }],
  ["GET", "//evil.example/", { status: 404, body: FILES["404.html"] }],
  ["GET", "/..%2f..%2fetc%2fpasswd", { status: 404, body: FILES["404.html"] }],
  // A header line over 2,000 characters is ignored, the rest of its rule kept.
  ["GET", "/limits/", { status: 200, headers: { "x-long": undefined, "x-short": "kept" } }],
  ["POST", "/", { status: 405 }],
];

/** Headers that differ by nature: per response, per connection, or wrangler's dev-only marker. */
const VOLATILE = new Set([
  "date",
  "etag",
  "content-length",
  "transfer-encoding",
  "connection",
  "keep-alive",
  "x-server-env",
]);

describe("npm run serve answers as Cloudflare Pages does", () => {
  let site = "";
  const servers: { name: string; port: number; child: ChildProcess; log: () => string }[] = [];

  beforeAll(async () => {
    site = fs.mkdtempSync(path.join(os.tmpdir(), "serve-site-"));
    for (const [file, text] of Object.entries(FILES)) {
      fs.mkdirSync(path.dirname(path.join(site, file)), { recursive: true });
      fs.writeFileSync(path.join(site, file), text);
    }
    const [serve, cloudflare] = await Promise.all([start("serve.mjs", site), start("pages-dev.mjs", site)]);
    servers.push({ name: "serve.mjs", ...serve }, { name: "wrangler pages dev", ...cloudflare });
  }, 120_000);

  afterAll(() => {
    for (const s of servers) s.child.kill();
    if (site) fs.rmSync(site, { recursive: true, force: true });
  });

  it.each(SAMPLES)("%s %s", async (method, urlPath, expected) => {
    const answers: Answer[] = [];
    for (const server of servers) {
      const answer = await request(server.port, method, urlPath);
      answers.push(answer);
      const seen = {
        status: answer.status,
        ...(expected.body !== undefined && { body: answer.body }),
        headers: Object.fromEntries(Object.keys(expected.headers ?? {}).map((k) => [k, answer.headers[k]])),
      };
      expect({ server: server.name, ...seen }).toEqual({ server: server.name, headers: {}, ...expected });
    }
    // Nothing else differs either: the same headers with the same values.
    const [a, b] = answers.map((answer) =>
      Object.fromEntries(Object.entries(answer.headers).filter(([k]) => !VOLATILE.has(k))),
    );
    expect(a).toEqual(b);
  });

  it("serve.mjs never serves the host's configuration files", async () => {
    const serve = servers[0];
    expect((await request(serve?.port ?? 0, "GET", "/_headers")).status).toBe(404);
  });
});
