#!/usr/bin/env node
// `npm run build:test`: the build the browser tests run against, made offline (docs/architecture.md, "Star counts").
// It is the fixture site: a copy of the project, built as `npm run build` builds it, whose content has what data/
// does not have (yet), a partner logo as a PNG and a founder's photo as a JPEG (e2e/fixture-site.json), both made
// here from the project's own files. A local mock of GitHub's API gives the build its star counts
// (e2e/stars-fixture.json; other repositories get a 404, so their fallbackStars), and the editor's API is the
// browser tests' mock GitHub (scripts/mock-github-oauth.mjs). The copy shares node_modules with the project (a
// link) and lives outside it, so no tool of the project sees it.
import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { buildWithMockGitHub } from "./mock-github.mjs";
import { MOCK_GITHUB_URL } from "./mock-github-oauth.mjs";

/**
 * Where the fixture site of the project at `root` is built: outside the project, one folder per checkout, so that
 * two checkouts on one machine do not build over each other. The browser tests serve its public/.
 */
export const fixtureSiteDir = (root) =>
  path.join(os.tmpdir(), `diamantai-fixture-site-${createHash("sha256").update(root).digest("hex").slice(0, 8)}`);

const readJson = (file) => JSON.parse(fs.readFileSync(file, "utf8"));
const writeJson = (file, value) => fs.writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);

/** What the copy leaves out: the installed packages (linked instead), build outputs, caches and test reports. */
const NOT_COPIED = new Set([
  ".git",
  "node_modules",
  ".cache",
  "public",
  ".wrangler",
  "test-results",
  "playwright-report",
  "bench",
  "coverage",
  ".tmp",
  ".dev.vars",
]);

/**
 * Copies the project's sources into dir (no git checkout needed) and links its node_modules. The last build's .cache/
 * and public/ stay and the files keep their times, so the next build is incremental, as in the project.
 */
function copyProject(root, dir) {
  fs.mkdirSync(dir, { recursive: true });
  const kept = [".cache", "public"];
  for (const name of fs.readdirSync(dir))
    if (!kept.includes(name)) fs.rmSync(path.join(dir, name), { recursive: true });
  fs.cpSync(root, dir, {
    recursive: true,
    preserveTimestamps: true,
    filter: (from) => !NOT_COPIED.has(path.relative(root, from).split(path.sep)[0]),
  });
  fs.symlinkSync(path.join(root, "node_modules"), path.join(dir, "node_modules"), "dir");
}

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
}

/** Builds the fixture site into fixtureSiteDir(root)/public; resolves to the build's exit code. */
async function buildFixtureSite(root) {
  const started = Date.now();
  const dir = fixtureSiteDir(root);
  copyProject(root, dir);
  await editContent(dir);
  const counts = readJson(path.join(root, "e2e", "stars-fixture.json"));
  process.env.CMS_API_ROOT = MOCK_GITHUB_URL;
  const code = await buildWithMockGitHub({ cwd: dir, counts, label: "Test build" });
  console.log(`Test build (the fixture site: PNG logo, founder's photo) in ${dir}/public, ${Date.now() - started} ms`);
  return code;
}

// Neither top-level await nor import.meta: Playwright's config and specs load this module (compiled to CommonJS)
// for fixtureSiteDir.
if (process.argv[1]?.endsWith("test-build.mjs")) {
  void buildFixtureSite(path.resolve(path.dirname(process.argv[1]), "..")).then((code) => (process.exitCode = code));
}
