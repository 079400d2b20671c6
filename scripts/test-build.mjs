#!/usr/bin/env node
// The production build that `npm test` checks, made without the internet: a local stand-in for GitHub's API
// answers the build's star-count requests from e2e/stars-fixture.json ("owner/repo": count; any other repository
// gets a 404, so the build falls back to its fallbackStars), `npm run build` runs with GITHUB_API_URL pointing
// at it, and the stand-in stops with the build. The browser tests then expect those counts in the pages.
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const STARS_FIXTURE = path.join(root, "e2e", "stars-fixture.json");

/** Starts the stand-in API on a free local port; resolves to its URL, the requests it saw and a stop function. */
async function startMockGitHub(counts) {
  const requests = [];
  const server = http.createServer((req, res) => {
    const match = /^\/repos\/([^/]+)\/([^/?]+)$/.exec(req.url ?? "");
    const key = match ? `${decodeURIComponent(match[1])}/${decodeURIComponent(match[2])}` : "";
    const count = req.method === "GET" ? counts[key] : undefined;
    requests.push({ key, status: count === undefined ? 404 : 200 });
    res.writeHead(count === undefined ? 404 : 200, { "content-type": "application/json; charset=utf-8" });
    res.end(
      JSON.stringify(count === undefined ? { message: "Not Found" } : { full_name: key, stargazers_count: count }),
    );
  });
  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", resolve);
  });
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    requests,
    stop: () => new Promise((resolve) => server.close(resolve)),
  };
}

async function main() {
  const counts = JSON.parse(fs.readFileSync(STARS_FIXTURE, "utf8"));
  const api = await startMockGitHub(counts);
  console.log(`Mock GitHub API at ${api.url}, answering from ${path.relative(root, STARS_FIXTURE)}`);
  // The build's input is the fixture alone: a developer's own GITHUB_TOKEN is not passed on.
  const env = { ...process.env, GITHUB_API_URL: api.url };
  delete env.GITHUB_TOKEN;
  const build = spawn(process.platform === "win32" ? "npm.cmd" : "npm", ["run", "build"], {
    cwd: root,
    env,
    stdio: "inherit",
    shell: process.platform === "win32",
  });
  const forward = (signal) => build.kill(signal);
  process.on("SIGINT", forward);
  process.on("SIGTERM", forward);
  const code = await new Promise((resolve) =>
    build.on("close", (status, signal) => resolve(status ?? (signal ? 1 : 0))),
  );
  await api.stop();
  const answered = api.requests.filter((r) => r.status === 200).length;
  console.log(
    `Mock GitHub API answered ${api.requests.length} request${api.requests.length === 1 ? "" : "s"} ` +
      `(${answered} from the fixture, ${api.requests.length - answered} with 404)`,
  );
  process.exitCode = code;
}

await main();
