// A local stand-in for GitHub's REST API, for builds that must not touch the internet (the test builds).
import { spawn } from "node:child_process";
import http from "node:http";

/**
 * `npm run build` in `cwd` with GITHUB_API_URL pointing at a stand-in answering `counts` ("owner/repo": count;
 * 404 for any other repository). A developer's own GITHUB_TOKEN is not passed on: the fixture is the only input.
 * Resolves to the build's exit code.
 */
export async function buildWithMockGitHub({ cwd, counts, label }) {
  let answered = 0;
  let missed = 0;
  const server = http.createServer((req, res) => {
    const match = /^\/repos\/([^/]+)\/([^/?]+)$/.exec(req.url ?? "");
    const key = match ? `${decodeURIComponent(match[1])}/${decodeURIComponent(match[2])}` : "";
    const count = req.method === "GET" ? counts[key] : undefined;
    if (count === undefined) missed++;
    else answered++;
    res.writeHead(count === undefined ? 404 : 200, { "content-type": "application/json; charset=utf-8" });
    res.end(
      JSON.stringify(count === undefined ? { message: "Not Found" } : { full_name: key, stargazers_count: count }),
    );
  });
  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", resolve);
  });
  const url = `http://127.0.0.1:${server.address().port}`;
  console.log(`${label}: mock GitHub API at ${url}`);
  const env = { ...process.env, GITHUB_API_URL: url };
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
  await new Promise((resolve) => server.close(resolve));
  const total = answered + missed;
  console.log(
    `${label}: mock GitHub API answered ${total} request${total === 1 ? "" : "s"} ` +
      `(${answered} from the fixture, ${missed} with 404)`,
  );
  return code;
}
