#!/usr/bin/env node
// The production builds that `npm test` checks, made without the internet:
// 1. the site: a local stand-in for GitHub's API answers the build's star-count requests from
//    e2e/stars-fixture.json ("owner/repo": count; any other repository gets a 404, so the build falls back to its
//    fallbackStars), and `npm run build` runs with GITHUB_API_URL pointing at it. The browser tests expect those
//    counts in the pages. The editor at /admin/ gets the browser tests' mock GitHub as its API (CMS_API_ROOT,
//    scripts/mock-github-oauth.mjs), so its sign-in test runs offline.
// 2. the fixture site (scripts/fixture-site.mjs: a PNG partner logo, a founder's photo), for e2e/images.spec.ts.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildFixtureSite } from "./fixture-site.mjs";
import { buildWithMockGitHub } from "./mock-github.mjs";
import { MOCK_GITHUB_URL } from "./mock-github-oauth.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const counts = JSON.parse(fs.readFileSync(path.join(root, "e2e", "stars-fixture.json"), "utf8"));
process.env.CMS_API_ROOT = MOCK_GITHUB_URL;
let code = await buildWithMockGitHub({ cwd: root, counts, label: "Test build" });
if (code === 0 && !process.argv.includes("--site-only")) code = await buildFixtureSite(root);
process.exitCode = code;
