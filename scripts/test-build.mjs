#!/usr/bin/env node
// `npm run build:test`: the fixture site the browser tests serve, built offline. docs/editing.md ("Images") and
// docs/architecture.md ("Star counts") say what it holds and why.
import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { MOCK_GITHUB_URL } from "./mock-github-oauth.mjs";

/**
 * Where the fixture site of the project at `root` is built: outside the project, one folder per checkout, so that
 * two checkouts on one machine do not build over each other. The browser tests serve its public/.
 */
export const fixtureSiteDir = (root) =>
  path.join(os.tmpdir(), `diamantai-fixture-site-${createHash("sha256").update(root).digest("hex").slice(0, 8)}`);

const readJson = (file) => JSON.parse(fs.readFileSync(file, "utf8"));
const writeJson = (file, value) => fs.writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);

/**
 * What the copy leaves out: the installed packages (linked instead), build outputs, caches and test reports, and
 * the local secrets git ignores (.dev.vars*, .env*), which would reach the test build's Functions and Gatsby.
 */
const NOT_COPIED = new Set(
  ".git node_modules .cache public .wrangler test-results playwright-report bench coverage .tmp".split(" "),
);
const isLocalSecret = (name) => /^\.(dev\.vars|env)/.test(name) && name !== ".dev.vars.example";

/**
 * Copies the project's sources into dir (no git checkout needed) and links its node_modules. The last build's .cache/
 * and public/ stay and the files keep their times, so the next build is incremental, as in the project.
 */
export function copyProject(root, dir) {
  fs.mkdirSync(dir, { recursive: true });
  const kept = [".cache", "public"];
  for (const name of fs.readdirSync(dir))
    if (!kept.includes(name)) fs.rmSync(path.join(dir, name), { recursive: true });
  fs.cpSync(root, dir, {
    recursive: true,
    preserveTimestamps: true,
    filter: (from) => {
      const top = path.relative(root, from).split(path.sep)[0] ?? "";
      return !NOT_COPIED.has(top) && !isLocalSecret(top);
    },
  });
  fs.symlinkSync(path.join(root, "node_modules"), path.join(dir, "node_modules"), "dir");
}

/**
 * The environment of a copy's first build or develop start: WEBPACK_CACHE=off (gatsby-node.ts), as a fresh clone or
 * CI starts it once and only a next run in the same checkout would read the cache. Later runs write and read it.
 */
export const cacheEnv = (dir) => (fs.existsSync(path.join(dir, ".cache")) ? {} : { WEBPACK_CACHE: "off" });

/** The content edits an editor would make: a PNG logo for one partner, a founder's photo. */
async function editContent(dir) {
  const FIXTURE = readJson(path.join(dir, "e2e", "fixture-site.json"));
  const partnersFile = path.join(dir, "data", "partners.json");
  const partners = readJson(partnersFile);
  const partner = partners[FIXTURE.pngLogoPartner];
  // The partner's own SVG drawn at twice its box, as a PNG: what an editor gets from a partner's press kit.
  const png = `partners/${partner.slug}.png`;
  await sharp(path.join(dir, "static", partner.logo), { density: 144 })
    .resize({ height: 120 })
    .png()
    .toFile(path.join(dir, "static", png));
  partners[FIXTURE.pngLogoPartner] = { ...partner, logo: png };
  writeJson(partnersFile, partners);

  // A photo-like JPEG: the site's icon over a gradient, larger than its box needs.
  const siteFile = path.join(dir, "data", "site.json");
  const photo = path.join(dir, "data", FIXTURE.founderPhoto);
  fs.mkdirSync(path.dirname(photo), { recursive: true });
  const backdrop = Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">' +
      '<stop offset="0" stop-color="#4F46E5"/><stop offset="1" stop-color="#DB2777"/></linearGradient></defs>' +
      '<rect width="800" height="800" fill="url(#g)"/><circle cx="400" cy="330" r="150" fill="#F6F7FB"/>' +
      '<ellipse cx="400" cy="760" rx="280" ry="250" fill="#F6F7FB"/></svg>',
  );
  await sharp(backdrop).jpeg({ quality: 85 }).toFile(photo);
  writeJson(siteFile, { ...readJson(siteFile), founderPhoto: FIXTURE.founderPhoto });

  bookSlots(dir, FIXTURE.bookings, new Date().toISOString().slice(0, 10));
}

/**
 * Bookings an editor would add, counted from today (UTC), as the build counts: for `firstOpen`, the channel's first
 * open slot; for `fullWindow`, every slot its page shows, up to each slot's capacity. What data/ already books counts.
 */
export function bookSlots(dir, { firstOpen, fullWindow }, today) {
  const bookingsFile = path.join(dir, "data", "bookings.json");
  const bookings = readJson(bookingsFile);
  const channels = readJson(path.join(dir, "data", "channels.json"));
  const DAY = 86_400_000;
  const slotsOf = (slug) => {
    const { unit, capacity, shown } = channels.find((c) => c.slug === slug).slots;
    const next = (t) => {
      const d = new Date(t);
      return unit === "week"
        ? t + ((8 - d.getUTCDay()) % 7 || 7) * DAY
        : Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1);
    };
    const starts = [];
    for (let t = next(Date.parse(`${today}T00:00:00Z`)), i = 0; i < shown; i++, t = next(t)) {
      starts.push(new Date(t).toISOString().slice(0, 10));
    }
    const left = (slot) => capacity - bookings.filter((b) => b.channel === slug && b.slot === slot).length;
    return { starts, left };
  };
  const first = slotsOf(firstOpen);
  const open = first.starts.find((slot) => first.left(slot) > 0);
  if (open) bookings.push({ channel: firstOpen, slot: open });
  const full = slotsOf(fullWindow);
  for (const slot of full.starts) {
    for (let n = full.left(slot); n > 0; n--) bookings.push({ channel: fullWindow, slot });
  }
  writeJson(bookingsFile, bookings);
}

/**
 * Builds the fixture site into fixtureSiteDir(root)/public with `npm run build`, GITHUB_API_URL pointing at a stand-in
 * that answers e2e/stars-fixture.json ("owner/repo": count; 404 for any other repository) and without the developer's
 * GITHUB_TOKEN. Resolves to the build's exit code.
 */
async function buildFixtureSite(root) {
  const started = Date.now();
  const dir = fixtureSiteDir(root);
  const cache = cacheEnv(dir);
  copyProject(root, dir);
  await editContent(dir);
  const counts = readJson(path.join(root, "e2e", "stars-fixture.json"));
  const answers = { 200: 0, 404: 0 };
  const server = http.createServer((req, res) => {
    const [, owner = "", repo = ""] = /^\/repos\/([^/]+)\/([^/?]+)$/.exec(req.url ?? "") ?? [];
    const count = req.method === "GET" ? counts[`${decodeURIComponent(owner)}/${decodeURIComponent(repo)}`] : undefined;
    answers[count === undefined ? 404 : 200]++;
    res.writeHead(count === undefined ? 404 : 200, { "content-type": "application/json; charset=utf-8" });
    res.end(JSON.stringify(count === undefined ? { message: "Not Found" } : { stargazers_count: count }));
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  const env = {
    ...process.env,
    GITHUB_API_URL: `http://127.0.0.1:${server.address().port}`,
    CMS_API_ROOT: MOCK_GITHUB_URL,
    // The editor tests (e2e/cms.spec.ts) save through `npm run cms`'s local backend; the production build has none.
    CMS_LOCAL_BACKEND: "1",
    // One Gatsby process instead of its default workers, which each load the build's bundles: a cold build alone on
    // 2 cores took 34-39 s and 50-57 CPU-s so, 44 s and 57-61 CPU-s with the workers, for the same files. (Inside
    // `npm test`, beside the other lane, the gain is within the machine's run-to-run drift.)
    GATSBY_CPU_COUNT: "1",
    ...cache,
  };
  delete env.GITHUB_TOKEN;
  const build = spawn("npm", ["run", "build"], {
    cwd: dir,
    env,
    stdio: "inherit",
    shell: process.platform === "win32",
  });
  for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => build.kill(signal));
  const code = await new Promise((resolve) =>
    build.on("close", (status, signal) => resolve(status ?? (signal ? 1 : 0))),
  );
  server.close();
  console.log(`Test build in ${dir}/public, ${Date.now() - started} ms; the mock GitHub API answered`, answers);
  return code;
}

// Neither top-level await nor import.meta: Playwright's config and specs load this module (compiled to CommonJS)
// for fixtureSiteDir.
if (process.argv[1]?.endsWith("test-build.mjs")) {
  void buildFixtureSite(path.resolve(path.dirname(process.argv[1]), "..")).then((code) => (process.exitCode = code));
}
