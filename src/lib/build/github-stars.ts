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
import { isRateLimited } from "../star-fetch";

export const DEFAULT_GITHUB_API_URL = "https://api.github.com";
/** Each request is given up after this long. */
export const BUILD_STARS_TIMEOUT_MS = 5000;
/** Every request together is given up after this long: the longest the build waits for star counts. */
export const BUILD_STARS_DEADLINE_MS = 20_000;
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
  fetchImpl?: typeof fetch;
  /** The clock (ms since the epoch), for the deadline and fetchedAt. */
  now?: () => number;
}

/** What the environment asks for: `GITHUB_API_URL` (without trailing slashes) and `GITHUB_TOKEN`. */
export function buildStarsEnv(env: NodeJS.ProcessEnv): Pick<BuildStarsOptions, "apiUrl" | "token"> {
  const apiUrl = env.GITHUB_API_URL?.trim() || DEFAULT_GITHUB_API_URL;
  const token = env.GITHUB_TOKEN?.trim();
  return { apiUrl: apiUrl.replace(/\/+$/, ""), ...(token ? { token } : {}) };
}

/** The API's address as the log shows it: without credentials, query or trailing slash. */
export function displayApiUrl(apiUrl: string): string {
  try {
    const url = new URL(apiUrl);
    return `${url.protocol}//${url.host}${url.pathname}`.replace(/\/+$/, "");
  } catch {
    return JSON.stringify(apiUrl);
  }
}

/** A usable count: a whole number from 0 to GraphQL's largest Int. */
export function readBuildStargazers(body: unknown): number | undefined {
  if (typeof body !== "object" || body === null) return undefined;
  const value = (body as { stargazers_count?: unknown }).stargazers_count;
  return typeof value === "number" && Number.isInteger(value) && value >= 0 && value <= MAX_INT ? value : undefined;
}

const seconds = (ms: number) => `${Number((ms / 1000).toFixed(1))} s`;

/** How one request ended: a count, or a fallback with its reason (and whether to ask no further). */
type Outcome = { kind: "count"; count: number } | { kind: "fallback"; reason: string; stop?: string };

interface Attempt {
  url: string;
  headers: Record<string, string>;
  /** This request's time limit, and whether it is the overall deadline's rest rather than the 5 s. */
  limitMs: number;
  byDeadline: boolean;
  deadlineMs: number;
  fetchImpl: typeof fetch;
}

/** The error's own code (ECONNREFUSED, ENOTFOUND, ...) or message, from fetch's "fetch failed" wrapper. */
function networkCause(error: unknown): string {
  // Duck-typed: errors may come from another realm (Node's own fetch under a test runner's sandbox).
  const wrapped = typeof error === "object" && error !== null ? (error as { cause?: unknown }).cause : undefined;
  const cause = wrapped ?? error;
  if (typeof cause === "object" && cause !== null) {
    const { code, message } = cause as { code?: unknown; message?: unknown };
    if (typeof code === "string") return code;
    if (typeof message === "string") return message;
  }
  return String(cause);
}

async function askOnce({ url, headers, limitMs, byDeadline, deadlineMs, fetchImpl }: Attempt): Promise<Outcome> {
  const call = new AbortController();
  const timer = setTimeout(() => call.abort(), limitMs);
  const timedOut = (): Outcome =>
    byDeadline
      ? {
          kind: "fallback",
          reason: `no answer before the ${seconds(deadlineMs)} deadline`,
          stop: `not asked: the ${seconds(deadlineMs)} deadline had passed`,
        }
      : {
          kind: "fallback",
          reason: `no answer within ${seconds(limitMs)}`,
          stop: "not asked: an earlier request timed out",
        };
  try {
    let response: Response;
    try {
      response = await fetchImpl(url, { headers, signal: call.signal });
    } catch (error) {
      if (call.signal.aborted) return timedOut();
      return { kind: "fallback", reason: `API unreachable (${networkCause(error)})` };
    }
    if (isRateLimited(response)) {
      await response.body?.cancel().catch(() => undefined);
      const which = response.status === 429 ? "HTTP 429" : "HTTP 403, x-ratelimit-remaining: 0";
      return {
        kind: "fallback",
        reason: `rate limited (${which})`,
        stop: "not asked: GitHub's rate limit was reached",
      };
    }
    if (response.status !== 200) {
      await response.body?.cancel().catch(() => undefined);
      return { kind: "fallback", reason: `HTTP ${response.status}` };
    }
    let text: string;
    try {
      text = await response.text();
    } catch (error) {
      if (call.signal.aborted) return timedOut();
      return { kind: "fallback", reason: `the answer broke off (${networkCause(error)})` };
    }
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return { kind: "fallback", reason: "the answer is not JSON" };
    }
    const count = readBuildStargazers(body);
    return count === undefined
      ? { kind: "fallback", reason: "the answer has no whole, non-negative stargazers_count" }
      : { kind: "count", count };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Each repository's count, in the order given: GitHub's, or its fallback with the reason. Never rejects, and
 * settles within about `deadlineMs`.
 */
export async function fetchBuildStars(
  repos: readonly FeaturedRepo[],
  options: BuildStarsOptions = {},
): Promise<BuildStars[]> {
  const {
    apiUrl = DEFAULT_GITHUB_API_URL,
    token,
    timeoutMs = BUILD_STARS_TIMEOUT_MS,
    deadlineMs = BUILD_STARS_DEADLINE_MS,
    fetchImpl = fetch,
    now = Date.now,
  } = options;
  const deadline = now() + deadlineMs;
  const fallback = (ref: FeaturedRepo, reason: string): BuildStars => ({
    owner: ref.owner,
    repo: ref.repo,
    stars: ref.fallbackStars,
    source: "fallback",
    fetchedAt: null,
    reason,
  });

  let base: URL | undefined;
  try {
    base = new URL(apiUrl);
  } catch {
    base = undefined;
  }
  if (!base || !["http:", "https:"].includes(base.protocol)) {
    return repos.map((ref) =>
      fallback(ref, `not asked: GITHUB_API_URL ${JSON.stringify(apiUrl)} is not an http(s) URL`),
    );
  }
  const root = apiUrl.replace(/\/+$/, "");
  const headers: Record<string, string> = {
    Accept: "application/vnd.github+json",
    "User-Agent": "diamantai-site-build",
    "X-GitHub-Api-Version": "2022-11-28",
    ...(token ? { Authorization: `Bearer ${token}` } : {}),
  };

  const results: BuildStars[] = [];
  let stopped: string | undefined;
  for (const ref of repos) {
    const left = deadline - now();
    if (!stopped && left <= 0) stopped = `not asked: the ${seconds(deadlineMs)} deadline had passed`;
    if (stopped) {
      results.push(fallback(ref, stopped));
      continue;
    }
    let outcome: Outcome;
    try {
      outcome = await askOnce({
        url: `${root}/repos/${encodeURIComponent(ref.owner)}/${encodeURIComponent(ref.repo)}`,
        headers,
        limitMs: Math.min(timeoutMs, left),
        byDeadline: left < timeoutMs,
        deadlineMs,
        fetchImpl,
      });
    } catch (error) {
      // Not expected (askOnce turns every failure into a fallback), but the build must not fail for it.
      outcome = { kind: "fallback", reason: `unexpected error (${networkCause(error)})` };
    }
    if (outcome.kind === "count") {
      results.push({
        owner: ref.owner,
        repo: ref.repo,
        stars: outcome.count,
        source: "github",
        fetchedAt: new Date(now()).toISOString(),
        reason: null,
      });
    } else {
      results.push(fallback(ref, outcome.reason));
      stopped = outcome.stop;
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
