#!/usr/bin/env node
// The production builds that `npm test` checks, made offline (docs/architecture.md, "Star counts"): the site, its star
// counts from a local mock of GitHub's API (e2e/stars-fixture.json; other repositories get a 404, so their
// fallbackStars) and its editor's API at the browser tests' mock GitHub (scripts/mock-github-oauth.mjs); and the
// fixture site (scripts/fixture-site.mjs: a PNG partner logo, a founder's photo) for e2e/images.spec.ts.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildFixtureSite } from "./fixture-site.mjs";
import { buildWithMockGitHub } from "./mock-github.mjs";
import { MOCK_GITHUB_URL } from "./mock-github-oauth.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const counts = JSON.parse(fs.readFileSync(path.join(root, "e2e", "stars-fixture.json"), "utf8"));
process.env.CMS_API_ROOT = MOCK_GITHUB_URL;
// Side by side: each build has phases that use one core. The fixture site copies the sources before either starts.
const fixture = process.argv.includes("--site-only") ? 0 : buildFixtureSite(root);
const codes = await Promise.all([buildWithMockGitHub({ cwd: root, counts, label: "Test build" }), fixture]);
process.exitCode = codes.find((code) => code !== 0) ?? 0;
