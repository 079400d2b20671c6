// A local stand-in for GitHub's REST API, for builds that must not touch the internet (the test builds).
import { spawn } from "node:child_process";
import http from "node:http";

/** Starts the stand-in API on a free local port; resolves to its URL, the requests it saw and a stop function. */
export async function startMockGitHub(counts) {
  const requests = [];
  const server = http.createServer((req, res) => {
    const match = /^\/repos\/([^/]+)\/([^/?]+)$/.exec(req.url ?? "");
    const key = match ? `${decodeURIComponent(match[1])}/${decodeURIComponent(match[2])}` : "";
    const count = req.method === "GET" ? counts[key] : undefined;
    const status = count === undefined ? 404 : 200;
    requests.push({ key, status });
    res.writeHead(status, { "content-type": "application/json; charset=utf-8" });
    res.end(JSON.stringify(status === 404 ? { message: "Not Found" } : { full_name: key, stargazers_count: count }));
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

/**
 * `npm run build` in `cwd` with GITHUB_API_URL pointing at a stand-in answering `counts` ("owner/repo": count;
 * 404 for any other repository). A developer's own GITHUB_TOKEN is not passed on: the fixture is the only input.
 * Resolves to the build's exit code.
 */
export async function buildWithMockGitHub({ cwd, counts, label }) {
  const api = await startMockGitHub(counts);
  console.log(`${label}: mock GitHub API at ${api.url}`);
  const env = { ...process.env, GITHUB_API_URL: api.url };
  delete env.GITHUB_TOKEN;
  const build = spawn(process.platform === "win32" ? "npm.cmd" : "npm", ["run", "build"], {
    cwd,
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
  process.off("SIGINT", forward);
  process.off("SIGTERM", forward);
  await api.stop();
  const answered = api.requests.filter((r) => r.status === 200).length;
  console.log(
    `${label}: mock GitHub API answered ${api.requests.length} request${api.requests.length === 1 ? "" : "s"} ` +
      `(${answered} from the fixture, ${api.requests.length - answered} with 404)`,
  );
  return code;
}
