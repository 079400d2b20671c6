/** @jest-environment node */
import {
  AUTH_PATH,
  CALLBACK_PATH,
  EXCHANGE_TIMEOUT_MS,
  MESSAGES,
  STATE_COOKIE,
  STATE_MAX_AGE,
  cookieValues,
  finishSignIn,
  startSignIn,
  type AuthEnv,
  DATA_ID,
  HANDSHAKE,
  PAGE_SCRIPT,
  resultPagePolicy,
} from "./github-oauth";

const SITE = "https://site.example";
const GITHUB = "https://github.test";
const ENV: AuthEnv = { GITHUB_CLIENT_ID: "client-id", GITHUB_CLIENT_SECRET: "client-secret", GITHUB_URL: GITHUB };

async function start(env: AuthEnv = ENV, query = "provider=github&site_id=site.example&scope=repo") {
  const response = await startSignIn(new Request(`${SITE}${AUTH_PATH}?${query}`), env);
  const setCookie = response.headers.get("Set-Cookie") ?? "";
  const state = cookieValues(setCookie.split(";")[0] ?? "", STATE_COOKIE)[0] ?? "";
  return { response, setCookie, state, location: new URL(response.headers.get("Location") ?? "about:blank") };
}

function callback(query: Record<string, string>, cookie?: string) {
  return new Request(`${SITE}${CALLBACK_PATH}?${new URLSearchParams(query)}`, {
    headers: cookie === undefined ? {} : { Cookie: cookie },
  });
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

/** The message the page posts, read as the browser would read the data block. */
function payloadOf(html: string): { handshake: string; message: string } {
  const match = new RegExp(`<script type="application/json" id="${DATA_ID}">([\\s\\S]*?)</script>`).exec(html);
  if (!match?.[1]) throw new Error("no data block");
  return JSON.parse(match[1]) as { handshake: string; message: string };
}

async function signedIn(fetchImpl: typeof fetch, env: AuthEnv = ENV) {
  const { state } = await start(env);
  const response = await finishSignIn(callback({ code: "the-code", state }, `${STATE_COOKIE}=${state}`), env, {
    fetch: fetchImpl,
  });
  const html = await response.text();
  return { response, html, message: payloadOf(html).message };
}

describe("/auth: the start", () => {
  test("sends the pop-up to GitHub with a fresh random state kept in a __Host-, HttpOnly, Secure, SameSite=Lax cookie", async () => {
    const { response, setCookie, state, location } = await start();
    expect(response.status).toBe(302);
    expect(`${location.origin}${location.pathname}`).toBe(`${GITHUB}/login/oauth/authorize`);
    expect(Object.fromEntries(location.searchParams)).toEqual({
      client_id: "client-id",
      redirect_uri: `${SITE}${CALLBACK_PATH}`,
      scope: "repo",
      state,
      allow_signup: "false",
    });
    expect(state).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // A browser keeps a __Host- cookie only when it is Secure, on Path=/ and without a Domain.
    expect(setCookie).toMatch(/^__Host-/);
    expect(setCookie.split("; ").slice(1).sort()).toEqual(
      ["Path=/", `Max-Age=${STATE_MAX_AGE}`, "HttpOnly", "Secure", "SameSite=Lax"].sort(),
    );
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect((await start()).state).not.toBe(state);
  });

  test("asks for the configured scope, not the one in the URL", async () => {
    expect((await start({ ...ENV, GITHUB_SCOPE: "public_repo" })).location.searchParams.get("scope")).toBe(
      "public_repo",
    );
    expect((await start(ENV, "provider=github&scope=admin:org")).location.searchParams.get("scope")).toBe("repo");
    const wrong = await start({ ...ENV, GITHUB_SCOPE: "admin:org" });
    expect(wrong.response.status).toBe(500);
    expect(await wrong.response.text()).toContain(MESSAGES.badScope);
  });

  test("defaults to github.com; refuses another provider and a missing secret with Decap's error", async () => {
    const { location } = await start({ GITHUB_CLIENT_ID: "id", GITHUB_CLIENT_SECRET: "secret" });
    expect(location.origin).toBe("https://github.com");
    const other = await start(ENV, "provider=gitlab");
    expect(other.response.status).toBe(400);
    expect(other.setCookie).toBe("");
    expect(payloadOf(await other.response.text()).message).toBe(
      `authorization:github:error:${JSON.stringify({ message: MESSAGES.badProvider })}`,
    );
    const unset = await start({ GITHUB_URL: GITHUB });
    expect(payloadOf(await unset.response.text()).message).toContain(MESSAGES.notConfigured);
  });

  test.each(["http://127.0.0.1:9101", "http://localhost:9101/", "http://[::1]:9101", "https://github.example.org"])(
    "accepts GITHUB_URL %s (https, or http on this machine)",
    async (url) => {
      const { response, location } = await start({ ...ENV, GITHUB_URL: url });
      expect(response.status).toBe(302);
      expect(location.origin).toBe(new URL(url).origin);
    },
  );

  test.each([
    "http://github.com",
    "http://127.0.0.1.evil.test",
    "ftp://github.com",
    "github.com",
    "javascript:alert(1)",
  ])("refuses GITHUB_URL %s before the client secret could travel there", async (url) => {
    const fetchImpl = jest.fn<Promise<Response>, Parameters<typeof fetch>>();
    const started = await start({ ...ENV, GITHUB_URL: url });
    expect(started.response.status).toBe(500);
    expect(started.setCookie).toBe("");
    expect(payloadOf(await started.response.text()).message).toContain(
      JSON.stringify({ message: MESSAGES.badGithubUrl }),
    );
    const finished = await finishSignIn(
      callback({ code: "c", state: "s" }, `${STATE_COOKIE}=s`),
      { ...ENV, GITHUB_URL: url },
      {
        fetch: fetchImpl,
      },
    );
    expect(finished.status).toBe(500);
    expect(fetchImpl).not.toHaveBeenCalled();
  });
});

describe("/auth/callback: the state", () => {
  const neverCalled = jest.fn<Promise<Response>, Parameters<typeof fetch>>();
  beforeEach(() => neverCalled.mockReset());

  test.each([
    ["no cookie", undefined, MESSAGES.missingCookie],
    ["an empty cookie", `${STATE_COOKIE}=`, MESSAGES.missingCookie],
    ["another cookie only", "other=1", MESSAGES.missingCookie],
    ["a state that differs from the cookie", `${STATE_COOKIE}=the-cookie-state`, MESSAGES.stateMismatch],
    ["a state that only starts like the cookie", `${STATE_COOKIE}=the-state-and-more`, MESSAGES.stateMismatch],
    ["the cookie twice, one of them right", `${STATE_COOKIE}=planted; ${STATE_COOKIE}=the-state`, MESSAGES.twoCookies],
    ["the cookie twice, both right", `${STATE_COOKIE}=the-state; ${STATE_COOKIE}=the-state`, MESSAGES.twoCookies],
    ["the state cookie without its __Host- prefix", "decap_auth_state=the-state", MESSAGES.missingCookie],
  ])("%s: no code exchange, no token, the reason in words", async (_, cookie, reason) => {
    const response = await finishSignIn(callback({ code: "c", state: "the-state" }, cookie), ENV, {
      fetch: neverCalled,
    });
    const html = await response.text();
    expect(response.status).toBe(400);
    expect(neverCalled).not.toHaveBeenCalled();
    expect(payloadOf(html).message).toBe(`authorization:github:error:${JSON.stringify({ message: reason })}`);
    expect(html).not.toContain("success");
    expect(html).toContain(reason.replace(/'/g, "&#39;"));
    expect(response.headers.get("Set-Cookie")).toMatch(new RegExp(`^${STATE_COOKIE}=; Path=/; Max-Age=0`));
  });

  test("a missing state is a mismatch", async () => {
    const response = await finishSignIn(callback({ code: "c" }, `${STATE_COOKIE}=s`), ENV, { fetch: neverCalled });
    expect(payloadOf(await response.text()).message).toContain(JSON.stringify({ message: MESSAGES.stateMismatch }));
    expect(neverCalled).not.toHaveBeenCalled();
  });
});

describe("/auth/callback: the code exchange", () => {
  test("trades the code for the token with the app's credentials and posts Decap's success", async () => {
    const fetchImpl = jest.fn<Promise<Response>, Parameters<typeof fetch>>(async () =>
      json({ access_token: "gho_token", token_type: "bearer", scope: "repo" }),
    );
    const { response, message } = await signedIn(fetchImpl);
    expect(response.status).toBe(200);
    expect(message).toBe('authorization:github:success:{"token":"gho_token","provider":"github"}');
    const [url, init] = fetchImpl.mock.calls[0] ?? [];
    expect(url).toBe(`${GITHUB}/login/oauth/access_token`);
    expect(init?.method).toBe("POST");
    expect(new Headers(init?.headers).get("Accept")).toBe("application/json");
    expect(JSON.parse(String(init?.body))).toEqual({
      client_id: "client-id",
      client_secret: "client-secret",
      code: "the-code",
      redirect_uri: `${SITE}${CALLBACK_PATH}`,
    });
    expect(response.headers.get("Set-Cookie")).toContain("Max-Age=0");
  });

  test.each([
    ["a bad or expired code", json({ error: "bad_verification_code" }), MESSAGES.badCode],
    ["wrong app credentials", json({ error: "incorrect_client_credentials" }), MESSAGES.badCredentials],
    ["a callback URL GitHub does not know", json({ error: "redirect_uri_mismatch" }), MESSAGES.redirectMismatch],
    ["an error GitHub may add", json({ error: "unverified_user_email" }), MESSAGES.other("unverified_user_email")],
    ["an answer without a token", json({}), MESSAGES.other("no token")],
    ["GitHub down (503)", new Response("<html>unicorn</html>", { status: 503 }), MESSAGES.down(503)],
    ["not JSON", new Response("<html>", { status: 200 }), MESSAGES.other("no token")],
  ])("%s: Decap's error with a message", async (_, answer, reason) => {
    const { response, message, html } = await signedIn(async () => answer);
    expect(response.status).toBe(502);
    expect(message).toBe(`authorization:github:error:${JSON.stringify({ message: reason })}`);
    expect(html).toContain("Sign-in failed");
  });

  test("GitHub unreachable", async () => {
    const { message } = await signedIn(async () => {
      throw new TypeError("fetch failed");
    });
    expect(message).toContain(JSON.stringify({ message: MESSAGES.unreachable }));
  });

  test("GitHub hanging: the exchange is abandoned after the timeout", async () => {
    jest.useFakeTimers();
    try {
      let aborted = false;
      const hang = (_: unknown, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener("abort", () => {
            aborted = true;
            reject(new DOMException("aborted", "AbortError"));
          });
        });
      const pending = signedIn(hang);
      await jest.advanceTimersByTimeAsync(EXCHANGE_TIMEOUT_MS - 1);
      expect(aborted).toBe(false);
      await jest.advanceTimersByTimeAsync(1);
      const { message } = await pending;
      expect(aborted).toBe(true);
      expect(message).toContain(JSON.stringify({ message: MESSAGES.timeout }));
    } finally {
      jest.useRealTimers();
    }
  });

  test("consent denied on GitHub: no exchange, Decap's error", async () => {
    const { state } = await start();
    const fetchImpl = jest.fn<Promise<Response>, Parameters<typeof fetch>>();
    const response = await finishSignIn(
      callback(
        { error: "access_denied", error_description: "The user has denied.", state },
        `${STATE_COOKIE}=${state}`,
      ),
      ENV,
      { fetch: fetchImpl },
    );
    expect(fetchImpl).not.toHaveBeenCalled();
    expect(payloadOf(await response.text()).message).toContain(JSON.stringify({ message: MESSAGES.denied }));
  });
});

describe("the result page", () => {
  test("escapes what it embeds: a token or message cannot end the script or write markup", async () => {
    const token = "</script><script>alert(1)</script>&\u2028";
    const { html, message } = await signedIn(async () => json({ access_token: token }));
    const block = html.slice(html.indexOf(`id="${DATA_ID}">`), html.indexOf("</script>", html.indexOf(DATA_ID)));
    expect(block).not.toMatch(/<\/|<script|&|\u2028/);
    expect(message).toBe(`authorization:github:success:${JSON.stringify({ token, provider: "github" })}`);
    expect(html.match(/<script/g)).toHaveLength(2);
  });

  test("has a strict policy allowing exactly its one inline script, by hash", async () => {
    const { response, html } = await signedIn(async () => json({ access_token: "t" }));
    const policy = response.headers.get("Content-Security-Policy") ?? "";
    expect(policy).toBe(await resultPagePolicy());
    expect(policy).toMatch(/^default-src 'none'; script-src 'sha256-[A-Za-z0-9+/]{43}='; base-uri 'none';/);
    expect(policy).toContain("frame-ancestors 'none'");
    const crypto = await import("node:crypto");
    const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
    expect(inline).toEqual([PAGE_SCRIPT]);
    expect(policy).toContain(`'sha256-${crypto.createHash("sha256").update(PAGE_SCRIPT).digest("base64")}'`);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(response.headers.get("Cross-Origin-Opener-Policy")).toBeNull();
  });
});

describe("the page's script: Decap's handshake, on the site's own origin only", () => {
  type Listener = (event: { origin: string; source: unknown; data: unknown }) => void;

  /** Runs PAGE_SCRIPT as a pop-up on `origin` opened by `opener` would. */
  function runScript(origin: string, opener: { postMessage: jest.Mock } | null) {
    let listener: Listener | undefined;
    const fakeWindow = {
      opener,
      location: { origin },
      addEventListener: (type: string, fn: Listener) => {
        if (type === "message") listener = fn;
      },
    };
    const data = JSON.stringify({ handshake: HANDSHAKE, message: "authorization:github:success:{}" });
    const fakeDocument = { getElementById: (id: string) => (id === DATA_ID ? { textContent: data } : null) };
    new Function("window", "document", PAGE_SCRIPT)(fakeWindow, fakeDocument);
    return (event: Parameters<Listener>[0]) => listener?.(event);
  }

  test("announces itself to its opener on its own origin, and posts the result only after the opener's echo", () => {
    const opener = { postMessage: jest.fn() };
    const receive = runScript(SITE, opener);
    expect(opener.postMessage.mock.calls).toEqual([[HANDSHAKE, SITE]]);
    receive({ origin: "https://evil.example", source: opener, data: HANDSHAKE });
    receive({ origin: SITE, source: {}, data: HANDSHAKE });
    receive({ origin: SITE, source: opener, data: "something else" });
    expect(opener.postMessage).toHaveBeenCalledTimes(1);
    receive({ origin: SITE, source: opener, data: HANDSHAKE });
    expect(opener.postMessage.mock.calls).toEqual([
      [HANDSHAKE, SITE],
      ["authorization:github:success:{}", SITE],
    ]);
    expect(PAGE_SCRIPT).not.toContain('"*"');
  });

  test("without an opener it posts nothing (the page's words still say what happened)", () => {
    expect(() => runScript(SITE, null)).not.toThrow();
  });
});
