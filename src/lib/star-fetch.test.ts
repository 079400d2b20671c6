/**
 * @jest-environment node
 */
import type { RepoRef } from "./repo-key";
import { fetchStarCounts, isRateLimited, readStargazers } from "./star-fetch";

const REPOS: RepoRef[] = [
  { owner: "NirDiamant", repo: "agents-towards-production" },
  { owner: "NirDiamant", repo: "Prompt_Engineering" },
  { owner: "NirDiamant", repo: "RAG_Techniques" },
  { owner: "NirDiamant", repo: "GenAI_Agents" },
];

const json = (body: unknown, init: ResponseInit = {}) =>
  new Response(JSON.stringify(body), { status: 200, headers: { "content-type": "application/json" }, ...init });
const stars = (n: unknown) => json({ stargazers_count: n });

type Reply = Response | Error | "hang";

/** A fetch that answers each call with the next reply (an Error rejects; "hang" waits for the abort signal). */
function fakeFetch(replies: Reply[]) {
  let i = 0;
  return jest.fn((_url: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const reply = replies[i++] ?? stars(1);
    if (reply === "hang") {
      return new Promise((_resolve, reject) => {
        init?.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")));
      });
    }
    return reply instanceof Error ? Promise.reject(reply) : Promise.resolve(reply);
  });
}

let warn: jest.SpyInstance;
let error: jest.SpyInstance;

beforeEach(() => {
  jest.useFakeTimers();
  warn = jest.spyOn(console, "warn").mockImplementation(() => undefined);
  error = jest.spyOn(console, "error").mockImplementation(() => undefined);
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

/** Runs the loop to its end, letting every timer fire. */
async function run(fetchImpl: ReturnType<typeof fakeFetch>, extra: Parameters<typeof fetchStarCounts>[1] = {}) {
  const done = fetchStarCounts(REPOS, { fetchImpl, ...extra });
  await jest.runAllTimersAsync();
  return done;
}

describe("fetchStarCounts", () => {
  it("asks for each repository in order with the v3 Accept header, 1000 ms apart", async () => {
    const fetchImpl = fakeFetch([stars(101), stars(102), stars(103), stars(104)]);
    const done = fetchStarCounts(REPOS, { fetchImpl });

    await jest.advanceTimersByTimeAsync(0);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(999);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
    await jest.advanceTimersByTimeAsync(999);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
    await jest.advanceTimersByTimeAsync(1);
    expect(fetchImpl).toHaveBeenCalledTimes(3);
    await jest.advanceTimersByTimeAsync(1000);
    expect(fetchImpl).toHaveBeenCalledTimes(4);

    const result = await done;
    expect(fetchImpl.mock.calls.map(([url]) => url)).toEqual([
      "https://api.github.com/repos/NirDiamant/agents-towards-production",
      "https://api.github.com/repos/NirDiamant/Prompt_Engineering",
      "https://api.github.com/repos/NirDiamant/RAG_Techniques",
      "https://api.github.com/repos/NirDiamant/GenAI_Agents",
    ]);
    for (const [, init] of fetchImpl.mock.calls) {
      expect(init?.headers).toEqual({ Accept: "application/vnd.github.v3+json" });
    }
    expect(result).toEqual({
      counts: {
        "NirDiamant/agents-towards-production": 101,
        "NirDiamant/Prompt_Engineering": 102,
        "NirDiamant/RAG_Techniques": 103,
        "NirDiamant/GenAI_Agents": 104,
      },
      rateLimited: false,
      aborted: false,
      failed: false,
    });
    expect(warn).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
  });

  it("tells each count as it arrives and each repository when it is over", async () => {
    const onCount = jest.fn();
    const onSettled = jest.fn();
    const fetchImpl = fakeFetch([stars(25000), json({}, { status: 500 }), stars(3), stars(4)]);
    const done = fetchStarCounts(REPOS, { fetchImpl, onCount, onSettled });
    await jest.advanceTimersByTimeAsync(0);
    expect(onCount).toHaveBeenCalledWith("NirDiamant/agents-towards-production", 25000);
    expect(onSettled).toHaveBeenCalledTimes(1);
    await jest.runAllTimersAsync();
    await done;
    expect(onCount).toHaveBeenCalledTimes(3);
    expect(onSettled).toHaveBeenCalledTimes(4);
  });

  it("429: warns that the API is rate limited, stops the remaining calls and keeps what it obtained", async () => {
    const fetchImpl = fakeFetch([stars(500), json({ message: "slow down" }, { status: 429 }), stars(3), stars(4)]);
    const result = await run(fetchImpl);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
    expect(result.rateLimited).toBe(true);
    expect(result.counts).toEqual({ "NirDiamant/agents-towards-production": 500 });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toMatch(/rate limited/i);
    expect(error).not.toHaveBeenCalled();
  });

  it("429 on the first call stops after that one call", async () => {
    const fetchImpl = fakeFetch([json({}, { status: 429 })]);
    const result = await run(fetchImpl);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(result).toMatchObject({ counts: {}, rateLimited: true });
  });

  it("403 with x-ratelimit-remaining 0 is a rate limit too", async () => {
    const limited = json({}, { status: 403, headers: { "x-ratelimit-remaining": "0" } });
    const fetchImpl = fakeFetch([limited]);
    const result = await run(fetchImpl);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(result.rateLimited).toBe(true);
    expect(String(warn.mock.calls[0]?.[0])).toMatch(/rate limited/i);
  });

  it("403 with requests remaining is an ordinary failure: silent, and the loop goes on", async () => {
    const forbidden = json({}, { status: 403, headers: { "x-ratelimit-remaining": "42" } });
    const fetchImpl = fakeFetch([forbidden, stars(2), stars(3), stars(4)]);
    const result = await run(fetchImpl);
    expect(fetchImpl).toHaveBeenCalledTimes(4);
    expect(result.rateLimited).toBe(false);
    expect(Object.keys(result.counts)).toHaveLength(3);
    expect(warn).not.toHaveBeenCalled();
  });

  it.each([404, 500, 502, 301])("status %d keeps that repository's fallback silently and goes on", async (status) => {
    const fetchImpl = fakeFetch([stars(1), new Response("nope", { status }), stars(3), stars(4)]);
    const result = await run(fetchImpl);
    expect(fetchImpl).toHaveBeenCalledTimes(4);
    expect(result.counts).not.toHaveProperty("NirDiamant/Prompt_Engineering");
    expect(Object.keys(result.counts)).toHaveLength(3);
    expect(warn).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
  });

  it("a network error warns and goes on with the next repository", async () => {
    const fetchImpl = fakeFetch([new TypeError("Failed to fetch"), stars(2), stars(3), stars(4)]);
    const result = await run(fetchImpl);
    expect(fetchImpl).toHaveBeenCalledTimes(4);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain("NirDiamant/agents-towards-production");
    expect(Object.keys(result.counts)).toEqual([
      "NirDiamant/Prompt_Engineering",
      "NirDiamant/RAG_Techniques",
      "NirDiamant/GenAI_Agents",
    ]);
    expect(error).not.toHaveBeenCalled();
  });

  it.each([
    ["missing", {}],
    ["zero", { stargazers_count: 0 }],
    ["negative", { stargazers_count: -5 }],
    ["infinite", JSON.parse('{"stargazers_count": 1e999}') as unknown],
    ["a string", { stargazers_count: "1200" }],
    ["null", { stargazers_count: null }],
  ])("a %s stargazers_count keeps the fallback", async (_label, body) => {
    const fetchImpl = fakeFetch([json(body), stars(2), stars(3), stars(4)]);
    const result = await run(fetchImpl);
    expect(result.counts).not.toHaveProperty("NirDiamant/agents-towards-production");
    expect(fetchImpl).toHaveBeenCalledTimes(4);
  });

  it("a body that is not JSON keeps the fallback silently", async () => {
    const fetchImpl = fakeFetch([new Response("<html>", { status: 200 }), stars(2)]);
    const result = await run(fetchImpl);
    expect(result.counts).not.toHaveProperty("NirDiamant/agents-towards-production");
    expect(fetchImpl).toHaveBeenCalledTimes(4);
    expect(warn).not.toHaveBeenCalled();
  });

  it("gives up on a call after about 5 s, warns, and goes on", async () => {
    const fetchImpl = fakeFetch(["hang", stars(2), stars(3), stars(4)]);
    const done = fetchStarCounts(REPOS, { fetchImpl });
    await jest.advanceTimersByTimeAsync(4999);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(warn).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(warn).toHaveBeenCalledTimes(1);
    await jest.runAllTimersAsync();
    const result = await done;
    expect(fetchImpl).toHaveBeenCalledTimes(4);
    expect(Object.keys(result.counts)).toHaveLength(3);
  });

  it("aborting during the wait cancels the timer and the remaining calls, quietly", async () => {
    const controller = new AbortController();
    const fetchImpl = fakeFetch([stars(1), stars(2), stars(3), stars(4)]);
    const done = fetchStarCounts(REPOS, { fetchImpl, signal: controller.signal });
    await jest.advanceTimersByTimeAsync(500);
    controller.abort();
    const result = await done;
    expect(jest.getTimerCount()).toBe(0);
    await jest.advanceTimersByTimeAsync(10_000);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(result).toMatchObject({ aborted: true, counts: { "NirDiamant/agents-towards-production": 1 } });
    expect(warn).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
  });

  it("aborting during a call cancels that request", async () => {
    const controller = new AbortController();
    const fetchImpl = fakeFetch(["hang"]);
    const done = fetchStarCounts(REPOS, { fetchImpl, signal: controller.signal });
    await jest.advanceTimersByTimeAsync(100);
    const requestSignal = fetchImpl.mock.calls[0]?.[1]?.signal;
    expect(requestSignal?.aborted).toBe(false);
    controller.abort();
    const result = await done;
    expect(requestSignal?.aborted).toBe(true);
    expect(result.aborted).toBe(true);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(jest.getTimerCount()).toBe(0);
    expect(warn).not.toHaveBeenCalled();
  });

  it("an already aborted signal makes no call at all", async () => {
    const controller = new AbortController();
    controller.abort();
    const fetchImpl = fakeFetch([]);
    const result = await run(fetchImpl, { signal: controller.signal });
    expect(fetchImpl).not.toHaveBeenCalled();
    expect(result.aborted).toBe(true);
  });

  it("an outer failure logs 'Failed to fetch latest data' and keeps what it had", async () => {
    const fetchImpl = fakeFetch([stars(1), stars(2)]);
    const onCount = jest.fn((key: string) => {
      if (key === "NirDiamant/Prompt_Engineering") throw new Error("boom");
    });
    const result = await run(fetchImpl, { onCount });
    expect(error).toHaveBeenCalledWith("Failed to fetch latest data", expect.any(Error));
    expect(result.failed).toBe(true);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });
});

describe("readStargazers and isRateLimited", () => {
  it("accepts only finite positive numbers", () => {
    expect(readStargazers({ stargazers_count: 19421 })).toBe(19421);
    expect(readStargazers({ stargazers_count: Number.NaN })).toBeUndefined();
    expect(readStargazers(null)).toBeUndefined();
    expect(readStargazers("19421")).toBeUndefined();
  });

  it("knows GitHub's two rate-limit answers", () => {
    const headers = (remaining?: string) =>
      new Headers(remaining === undefined ? {} : { "x-ratelimit-remaining": remaining });
    expect(isRateLimited({ status: 429, headers: headers() })).toBe(true);
    expect(isRateLimited({ status: 403, headers: headers("0") })).toBe(true);
    expect(isRateLimited({ status: 403, headers: headers("1") })).toBe(false);
    expect(isRateLimited({ status: 403, headers: headers() })).toBe(false);
    expect(isRateLimited({ status: 500, headers: headers("0") })).toBe(false);
  });
});
