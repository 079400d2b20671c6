/**
 * The featured repositories' star counts, asked of GitHub's REST API once per build (`sourceNodes` in
 * gatsby-node.ts), so the static HTML shows a recent count; the browser refreshes it live from there.
 *
 * One request at a time, each given up after 5 s, and all of them within 20 s. Every count that GitHub does not
 * give falls back, entry by entry, to the entry's `fallbackStars` in data/, with the reason: the build never fails
 * for this. After a rate-limit answer, a request that timed out or the overall deadline, the repositories still to
 * ask fall back without a request (the same host would make each of them wait, or refuse, again).
 */
import { repoKey, type RepoRef } from "../repo-key";
import { GITHUB_API, isRateLimited } from "../star-fetch";

/** The largest count GraphQL's `Int` holds. */
const MAX_INT = 2 ** 31 - 1;

/** A featured repository, as data/tutorials.json lists it. */
export interface FeaturedRepo extends RepoRef {
  fallbackStars: number;
}

export type StarsSource = "github" | "fallback";

export interface BuildStars extends RepoRef {
  /** GitHub's count, or the entry's fallbackStars. */
  stars: number;
  source: StarsSource;
  /** When GitHub answered (ISO 8601); null for a fallback. */
  fetchedAt: string | null;
  /** Why the fallback is used ("HTTP 404", "no answer within 5 s", ...); null for a live count. */
  reason: string | null;
}

export interface BuildStarsOptions {
  /** The API's base URL (`GITHUB_API_URL`); GitHub's by default. */
  apiUrl?: string;
  /** Sent as `Authorization: Bearer <token>` (`GITHUB_TOKEN`). */
  token?: string;
  timeoutMs?: number;
  deadlineMs?: number;
}

/** What the environment asks for: `GITHUB_API_URL` (without trailing slashes) and `GITHUB_TOKEN`. */
export function buildStarsEnv(env: NodeJS.ProcessEnv): { apiUrl: string; token?: string } {
  const apiUrl = env.GITHUB_API_URL?.trim() || GITHUB_API;
  const token = env.GITHUB_TOKEN?.trim();
  return { apiUrl: apiUrl.replace(/\/+$/, ""), ...(token ? { token } : {}) };
}

/** The API's address as the log shows it: without credentials, query or trailing slash. */
export function displayApiUrl(apiUrl: string): string {
  if (!URL.canParse(apiUrl)) return JSON.stringify(apiUrl);
  const url = new URL(apiUrl);
  return `${url.protocol}//${url.host}${url.pathname}`.replace(/\/+$/, "");
}

/** A usable count: a whole number from 0 to GraphQL's largest Int. */
export function readBuildStargazers(body: unknown): number | undefined {
  if (typeof body !== "object" || body === null) return undefined;
  const value = (body as { stargazers_count?: unknown }).stargazers_count;
  return typeof value === "number" && Number.isInteger(value) && value >= 0 && value <= MAX_INT ? value : undefined;
}

const seconds = (ms: number) => `${Number((ms / 1000).toFixed(1))} s`;

/** How one request ended: a count, or a fallback with its reason (and, to ask no further, why). */
type Outcome = { count: number } | { reason: string; stop?: string };

/** The error's own code (ECONNREFUSED, ENOTFOUND, ...) or message, from fetch's "fetch failed" wrapper. */
function networkCause(error: unknown): string {
  // Duck-typed: errors may come from another realm (Node's own fetch under a test runner's sandbox).
  const cause = (error as { cause?: unknown } | null)?.cause ?? error;
  const { code, message } = (cause ?? {}) as { code?: unknown; message?: unknown };
  return typeof code === "string" ? code : typeof message === "string" ? message : String(cause);
}

/** One request, given up after limitMs with the outcome `timedOut`; never rejects. */
async function askOnce(url: string, headers: HeadersInit, limitMs: number, timedOut: Outcome): Promise<Outcome> {
  const signal = AbortSignal.timeout(limitMs);
  let failure = "API unreachable";
  try {
    const response = await fetch(url, { headers, signal });
    if (response.status !== 200) {
      await response.body?.cancel().catch(() => undefined);
      if (!isRateLimited(response)) return { reason: `HTTP ${response.status}` };
      const which = response.status === 429 ? "HTTP 429" : "HTTP 403, x-ratelimit-remaining: 0";
      return { reason: `rate limited (${which})`, stop: "not asked: GitHub's rate limit was reached" };
    }
    failure = "the answer broke off";
    const count = readBuildStargazers(await response.json());
    return count === undefined ? { reason: "the answer has no whole, non-negative stargazers_count" } : { count };
  } catch (error) {
    if (signal.aborted) return timedOut;
    // By name: the error may come from another realm, as in networkCause.
    if ((error as Error | undefined)?.name === "SyntaxError") return { reason: "the answer is not JSON" };
    return { reason: `${failure} (${networkCause(error)})` };
  }
}

/**
 * Each repository's count, in the order given: GitHub's, or its fallback with the reason. Never rejects, and
 * settles within about `deadlineMs`.
 */
export async function fetchBuildStars(
  repos: readonly FeaturedRepo[],
  { apiUrl = GITHUB_API, token, timeoutMs = 5000, deadlineMs = 20_000 }: BuildStarsOptions = {},
): Promise<BuildStars[]> {
  const deadline = Date.now() + deadlineMs;
  const pastDeadline = `not asked: the ${seconds(deadlineMs)} deadline had passed`;
  let stopped: string | undefined;
  if (!URL.canParse(apiUrl) || !["http:", "https:"].includes(new URL(apiUrl).protocol)) {
    stopped = `not asked: GITHUB_API_URL ${JSON.stringify(apiUrl)} is not an http(s) URL`;
  }
  const root = apiUrl.replace(/\/+$/, "");
  const headers = {
    Accept: "application/vnd.github+json",
    "User-Agent": "diamantai-site-build",
    "X-GitHub-Api-Version": "2022-11-28",
    ...(token ? { Authorization: `Bearer ${token}` } : {}),
  };

  const results: BuildStars[] = [];
  for (const { fallbackStars, ...ref } of repos) {
    const left = deadline - Date.now();
    if (!stopped && left <= 0) stopped = pastDeadline;
    const outcome: Outcome = stopped
      ? { reason: stopped }
      : await askOnce(
          `${root}/repos/${encodeURIComponent(ref.owner)}/${encodeURIComponent(ref.repo)}`,
          headers,
          Math.min(timeoutMs, left),
          left < timeoutMs
            ? { reason: `no answer before the ${seconds(deadlineMs)} deadline`, stop: pastDeadline }
            : { reason: `no answer within ${seconds(timeoutMs)}`, stop: "not asked: an earlier request timed out" },
        );
    if ("count" in outcome) {
      results.push({
        ...ref,
        stars: outcome.count,
        source: "github",
        fetchedAt: new Date().toISOString(),
        reason: null,
      });
    } else {
      results.push({ ...ref, stars: fallbackStars, source: "fallback", fetchedAt: null, reason: outcome.reason });
      stopped ??= outcome.stop;
    }
  }
  return results;
}

/** The build log's lines: an info line with every live count, a warning with every fallback and its reason. */
export function buildStarsReport(
  results: readonly BuildStars[],
  context: { apiUrl: string; elapsedMs: number; fallbackFile: string },
): { info: string; warning?: string } {
  const live = results.filter((r) => r.source === "github");
  const fallbacks = results.filter((r) => r.source === "fallback");
  const width = Math.max(0, ...results.map((r) => repoKey(r).length));
  const line = (r: BuildStars, note: string) => `  ${repoKey(r).padEnd(width)} ${String(r.stars).padStart(7)}  ${note}`;
  const took = context.elapsedMs < 1000 ? `${Math.round(context.elapsedMs)} ms` : seconds(context.elapsedMs);
  const info = [
    `Star counts from ${displayApiUrl(context.apiUrl)}: ${live.length} live, ` +
      `${fallbacks.length} fallback${fallbacks.length === 1 ? "" : "s"} (${took})`,
    ...live.map((r) => line(r, "live")),
  ].join("\n");
  if (fallbacks.length === 0) return { info };
  const warning = [
    `Star counts: ${fallbacks.length} of ${results.length} fall back to fallbackStars in ${context.fallbackFile}:`,
    ...fallbacks.map((r) => line(r, r.reason ?? "no reason given")),
  ].join("\n");
  return { info, warning };
}
