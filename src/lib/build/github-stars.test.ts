/**
 * @jest-environment node
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import {
  buildStarsEnv,
  buildStarsReport,
  displayApiUrl,
  fetchBuildStars,
  readBuildStargazers,
  type BuildStars,
  type FeaturedRepo,
} from "./github-stars";
import { GITHUB_API } from "../star-fetch";

/** Made-up repositories: the tests never depend on data/ or on GitHub. */
const REPOS: FeaturedRepo[] = [
  { owner: "octo", repo: "alpha", fallbackStars: 111 },
  { owner: "octo", repo: "beta", fallbackStars: 222 },
  { owner: "octo", repo: "gamma", fallbackStars: 333 },
  { owner: "octo", repo: "delta", fallbackStars: 444 },
];

type Handler = (req: http.IncomingMessage, res: http.ServerResponse) => void;

interface MockApi {
  url: string;
  /** The paths asked, in order. */
  paths: string[];
  /** The headers of each request. */
  headers: http.IncomingHttpHeaders[];
  /** The most requests ever open at once. */
  maxOpen: number;
  close(): Promise<void>;
}

const json = (res: http.ServerResponse, status: number, body: unknown, headers: http.OutgoingHttpHeaders = {}) => {
  res.writeHead(status, { "content-type": "application/json", ...headers });
  res.end(typeof body === "string" ? body : JSON.stringify(body));
};

/** A local stand-in for GitHub's API: `handlers` answer by repository name, the rest answer 200 with 1000 stars. */
async function mockApi(handlers: Record<string, Handler> = {}, delayMs = 5): Promise<MockApi> {
  let open = 0;
  const server = http.createServer((req, res) => {
    open += 1;
    api.maxOpen = Math.max(api.maxOpen, open);
    res.on("close", () => (open -= 1));
    api.paths.push(req.url ?? "");
    api.headers.push(req.headers);
    const name = (req.url ?? "").split("/").pop() ?? "";
    const handler = handlers[name] ?? ((_q, r) => json(r, 200, { stargazers_count: 1000 }));
    // A short wait, so that overlapping requests would be seen as such.
    setTimeout(() => handler(req, res), delayMs);
  });
  const api: MockApi = {
    url: "",
    paths: [],
    headers: [],
    maxOpen: 0,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  api.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return api;
}

let api: MockApi | undefined;
afterEach(async () => {
  await api?.close();
  api = undefined;
});

const summary = (results: BuildStars[]) => results.map((r) => [r.repo, r.stars, r.source]);

describe("fetchBuildStars against a local API", () => {
  it("takes each count from GitHub's answer, with the time it came", async () => {
    api = await mockApi({
      alpha: (_q, r) => json(r, 200, { stargazers_count: 31415, name: "alpha" }),
      beta: (_q, r) => json(r, 200, { stargazers_count: 0 }),
    });
    const before = Date.now();
    const results = await fetchBuildStars(REPOS, { apiUrl: api.url });
    expect(summary(results)).toEqual([
      ["alpha", 31415, "github"],
      ["beta", 0, "github"],
      ["gamma", 1000, "github"],
      ["delta", 1000, "github"],
    ]);
    expect(api.paths).toEqual(["/repos/octo/alpha", "/repos/octo/beta", "/repos/octo/gamma", "/repos/octo/delta"]);
    for (const r of results) {
      expect(r.reason).toBeNull();
      expect(Date.parse(r.fetchedAt ?? "")).toBeGreaterThanOrEqual(before - 1000);
      expect(Date.parse(r.fetchedAt ?? "")).toBeLessThanOrEqual(Date.now());
    }
  });

  it("asks one repository at a time", async () => {
    api = await mockApi({}, 50);
    await fetchBuildStars(REPOS, { apiUrl: api.url });
    expect(api.paths).toHaveLength(REPOS.length);
    expect(api.maxOpen).toBe(1);
  });

  it("falls back for a 404 and a 500, and goes on with the next repository", async () => {
    api = await mockApi({
      alpha: (_q, r) => json(r, 404, { message: "Not Found" }),
      beta: (_q, r) => json(r, 500, "{}"),
    });
    const results = await fetchBuildStars(REPOS, { apiUrl: api.url });
    expect(summary(results)).toEqual([
      ["alpha", 111, "fallback"],
      ["beta", 222, "fallback"],
      ["gamma", 1000, "github"],
      ["delta", 1000, "github"],
    ]);
    expect(results[0]).toMatchObject({ fetchedAt: null, reason: "HTTP 404" });
    expect(results[1]).toMatchObject({ fetchedAt: null, reason: "HTTP 500" });
  });

  it("stops at a 429: the repositories after it fall back without a request", async () => {
    api = await mockApi({ beta: (_q, r) => json(r, 429, { message: "slow down" }) });
    const results = await fetchBuildStars(REPOS, { apiUrl: api.url });
    expect(api.paths).toEqual(["/repos/octo/alpha", "/repos/octo/beta"]);
    expect(summary(results)).toEqual([
      ["alpha", 1000, "github"],
      ["beta", 222, "fallback"],
      ["gamma", 333, "fallback"],
      ["delta", 444, "fallback"],
    ]);
    expect(results[1]?.reason).toBe("rate limited (HTTP 429)");
    expect(results[2]?.reason).toMatch(/not asked: .*rate limit/);
  });

  it("stops at a 403 saying no requests remain, but not at another 403", async () => {
    api = await mockApi({
      alpha: (_q, r) => json(r, 403, { message: "forbidden" }, { "x-ratelimit-remaining": "12" }),
      beta: (_q, r) => json(r, 403, { message: "API rate limit exceeded" }, { "x-ratelimit-remaining": "0" }),
    });
    const results = await fetchBuildStars(REPOS, { apiUrl: api.url });
    expect(api.paths).toEqual(["/repos/octo/alpha", "/repos/octo/beta"]);
    expect(results.map((r) => r.reason)).toEqual([
      "HTTP 403",
      "rate limited (HTTP 403, x-ratelimit-remaining: 0)",
      expect.stringMatching(/rate limit/),
      expect.stringMatching(/rate limit/),
    ]);
    expect(results.every((r) => r.source === "fallback")).toBe(true);
  });

  it("gives up a request that hangs after the timeout, and asks nothing more of that host", async () => {
    api = await mockApi({ beta: () => undefined });
    const started = Date.now();
    const results = await fetchBuildStars(REPOS, { apiUrl: api.url, timeoutMs: 300 });
    const elapsed = Date.now() - started;
    expect(elapsed).toBeGreaterThanOrEqual(290);
    expect(elapsed).toBeLessThan(2000);
    expect(api.paths).toEqual(["/repos/octo/alpha", "/repos/octo/beta"]);
    expect(summary(results)).toEqual([
      ["alpha", 1000, "github"],
      ["beta", 222, "fallback"],
      ["gamma", 333, "fallback"],
      ["delta", 444, "fallback"],
    ]);
    expect(results[1]?.reason).toBe("no answer within 0.3 s");
    expect(results[2]?.reason).toBe("not asked: an earlier request timed out");
  });

  it("gives up a body that never ends after the timeout", async () => {
    api = await mockApi({
      alpha: (_q, r) => {
        r.writeHead(200, { "content-type": "application/json" });
        r.write('{"stargazers_count": 12');
      },
    });
    const results = await fetchBuildStars(REPOS.slice(0, 1), { apiUrl: api.url, timeoutMs: 300 });
    expect(results[0]).toMatchObject({ stars: 111, source: "fallback", reason: "no answer within 0.3 s" });
  });

  it.each<[string, Handler]>([
    ["an HTML page", (_q, r) => (r.writeHead(200, { "content-type": "text/html" }), r.end("<html>oops</html>"))],
    ["an empty body", (_q, r) => (r.writeHead(200), r.end())],
    ["no stargazers_count", (_q, r) => json(r, 200, { name: "alpha" })],
    ["a string", (_q, r) => json(r, 200, { stargazers_count: "25000" })],
    ["a negative count", (_q, r) => json(r, 200, { stargazers_count: -5 })],
    ["a fraction", (_q, r) => json(r, 200, { stargazers_count: 12.5 })],
    ["a count beyond GraphQL's Int", (_q, r) => json(r, 200, { stargazers_count: 2 ** 31 })],
    ["an overflowing number", (_q, r) => json(r, 200, '{"stargazers_count": 1e400}')],
    ["null", (_q, r) => json(r, 200, "null")],
  ])("falls back for a 200 with %s", async (_name, handler) => {
    api = await mockApi({ alpha: handler });
    const results = await fetchBuildStars(REPOS.slice(0, 2), { apiUrl: api.url });
    expect(summary(results)).toEqual([
      ["alpha", 111, "fallback"],
      ["beta", 1000, "github"],
    ]);
    expect(results[0]?.reason).toMatch(/not JSON|no whole, non-negative stargazers_count/);
  });

  it("falls back fast, entry by entry, when nothing listens", async () => {
    const closed = await mockApi();
    const { url } = closed;
    await closed.close();
    const started = Date.now();
    const results = await fetchBuildStars(REPOS, { apiUrl: url });
    expect(Date.now() - started).toBeLessThan(2000);
    expect(summary(results)).toEqual(REPOS.map((r) => [r.repo, r.fallbackStars, "fallback"]));
    for (const r of results) expect(r.reason).toBe("API unreachable (ECONNREFUSED)");
  });

  it("sends GITHUB_TOKEN as a bearer token when set, and no Authorization otherwise", async () => {
    api = await mockApi();
    await fetchBuildStars(REPOS.slice(0, 1), { apiUrl: api.url, token: "ghp_test123" });
    await fetchBuildStars(REPOS.slice(0, 1), { apiUrl: api.url });
    expect(api.headers[0]?.authorization).toBe("Bearer ghp_test123");
    expect(api.headers[1]?.authorization).toBeUndefined();
    for (const h of api.headers) {
      expect(h.accept).toBe("application/vnd.github+json");
      expect(h["user-agent"]).toBeTruthy();
    }
  });

  it("keeps every request within the overall deadline", async () => {
    // alpha and beta answer at once; gamma never answers, and the deadline (1 s), not its timeout (10 s), cuts it.
    api = await mockApi({ gamma: () => undefined });
    const started = Date.now();
    const results = await fetchBuildStars(REPOS, { apiUrl: api.url, timeoutMs: 10_000, deadlineMs: 1000 });
    const elapsed = Date.now() - started;
    expect(elapsed).toBeGreaterThanOrEqual(990);
    expect(elapsed).toBeLessThan(10_000);
    expect(api.paths).toHaveLength(3);
    expect(summary(results)).toEqual([
      ["alpha", 1000, "github"],
      ["beta", 1000, "github"],
      ["gamma", 333, "fallback"],
      ["delta", 444, "fallback"],
    ]);
    expect(results[2]?.reason).toBe("no answer before the 1 s deadline");
    expect(results[3]?.reason).toBe("not asked: the 1 s deadline had passed");
  });

  it("asks nothing when GITHUB_API_URL is not an http(s) URL", async () => {
    const fetchSpy = jest.spyOn(globalThis, "fetch");
    const results = await fetchBuildStars(REPOS, { apiUrl: "ftp://example.test" });
    expect(fetchSpy).not.toHaveBeenCalled();
    fetchSpy.mockRestore();
    expect(results.every((r) => r.source === "fallback" && /GITHUB_API_URL/.test(r.reason ?? ""))).toBe(true);
  });

  it("encodes the owner and repository into the path, under the base URL's own path", async () => {
    api = await mockApi();
    await fetchBuildStars([{ owner: "o w", repo: "r#1", fallbackStars: 1 }], { apiUrl: `${api.url}/api/v3/` });
    expect(api.paths).toEqual(["/api/v3/repos/o%20w/r%231"]);
  });
});

describe("the environment", () => {
  it("defaults to GitHub's API without a token", () => {
    expect(buildStarsEnv({})).toEqual({ apiUrl: GITHUB_API });
    expect(buildStarsEnv({ GITHUB_API_URL: " ", GITHUB_TOKEN: "" })).toEqual({ apiUrl: GITHUB_API });
  });

  it("takes GITHUB_API_URL without its trailing slashes, and GITHUB_TOKEN", () => {
    expect(buildStarsEnv({ GITHUB_API_URL: "http://127.0.0.1:9/api/", GITHUB_TOKEN: "t0k" })).toEqual({
      apiUrl: "http://127.0.0.1:9/api",
      token: "t0k",
    });
  });

  it("never shows credentials of the URL in the log", () => {
    expect(displayApiUrl("https://user:secret@ghe.example.com/api/v3/?x=1")).toBe("https://ghe.example.com/api/v3");
  });
});

describe("readBuildStargazers", () => {
  it("accepts whole counts from 0 to GraphQL's largest Int", () => {
    expect(readBuildStargazers({ stargazers_count: 0 })).toBe(0);
    expect(readBuildStargazers({ stargazers_count: 2 ** 31 - 1 })).toBe(2 ** 31 - 1);
    expect(readBuildStargazers({ stargazers_count: Number.NaN })).toBeUndefined();
    expect(readBuildStargazers([])).toBeUndefined();
  });
});

describe("the build log", () => {
  const results: BuildStars[] = [
    {
      owner: "octo",
      repo: "alpha",
      stars: 31415,
      source: "github",
      fetchedAt: "2026-01-01T00:00:00.000Z",
      reason: null,
    },
    { owner: "octo", repo: "beta", stars: 222, source: "fallback", fetchedAt: null, reason: "HTTP 404" },
  ];

  it("lists the live counts as information and the fallbacks, with their reasons, as a warning", () => {
    const report = buildStarsReport(results, {
      apiUrl: "https://api.github.com",
      elapsedMs: 1234,
      fallbackFile: "data/tutorials.json",
    });
    expect(report.info.split("\n")).toEqual([
      "Star counts from https://api.github.com: 1 live, 1 fallback (1.2 s)",
      "  octo/alpha   31415  live",
    ]);
    expect(report.warning?.split("\n")).toEqual([
      "Star counts: 1 of 2 fall back to fallbackStars in data/tutorials.json:",
      "  octo/beta      222  HTTP 404",
    ]);
  });

  it("warns of nothing when every count is live", () => {
    const report = buildStarsReport(results.slice(0, 1), { apiUrl: "x", elapsedMs: 0, fallbackFile: "f" });
    expect(report.warning).toBeUndefined();
  });
});
