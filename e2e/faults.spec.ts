import type { Page, Route } from "@playwright/test";
import { STAR_CACHE_KEY } from "../src/lib/star-cache";
import { buildStars, fillLocal, tutorials, ui } from "./content";
import { expect, test } from "./fixtures";

/** The repository whose call each test breaks (a featured tutorial of data/), and the others, which answer. */
const [FAULTY = missing(), ...OTHERS] = tutorials;
if (OTHERS.length === 0) missing();
function missing(): never {
  throw new Error("data/tutorials.json needs two tutorials for these tests");
}
const FAULTY_KEY = `${FAULTY.owner}/${FAULTY.repo}`;

const CORS = { "access-control-allow-origin": "*" };

const starCount = (page: Page, name: string) =>
  page
    .locator("#tutorials li")
    .filter({ has: page.getByRole("heading", { name, exact: true }) })
    .locator("[data-star-count]");

/** Answers GitHub with `handler` for the faulty repository and 25,000 stars for every other repository. */
async function githubWith(page: Page, handler: (route: Route) => Promise<void>) {
  await page.unrouteAll({ behavior: "ignoreErrors" });
  await page.route("https://api.github.com/**", async (route) => {
    if (route.request().url().endsWith(`/${FAULTY_KEY}`)) return handler(route);
    return route.fulfill({
      status: 200,
      headers: CORS,
      contentType: "application/json",
      body: '{"stargazers_count":25000}',
    });
  });
}

/** Every other repository shows the 25,000 it was given; the faulty one shows `faulty`. */
async function expectCounts(page: Page, faulty: string) {
  // The calls are a second apart, and a hanging one is given up after about 5 s.
  for (const other of OTHERS) await expect(starCount(page, other.name)).toContainText("25.0k", { timeout: 15_000 });
  await expect(starCount(page, FAULTY.name)).toContainText(faulty);
}

const json =
  (body: string, status = 200) =>
  (route: Route) =>
    route.fulfill({ status, headers: CORS, contentType: "application/json", body });

const FAULTS: [string, (route: Route) => Promise<void>][] = [
  ["502", json("{}", 502)],
  ["503", json("{}", 503)],
  ["404 (renamed repository)", json('{"message":"Not Found"}', 404)],
  [
    "a redirect to a repository that is gone",
    (route) => route.fulfill({ status: 301, headers: { ...CORS, location: "https://api.github.com/repositories/0" } }),
  ],
  ["connection reset", (route) => route.abort("connectionreset")],
  ["DNS failure", (route) => route.abort("namenotresolved")],
  [
    "an HTML body",
    (route) => route.fulfill({ status: 200, headers: CORS, contentType: "text/html", body: "<html>oops</html>" }),
  ],
  [
    "an empty body",
    (route) => route.fulfill({ status: 200, headers: CORS, contentType: "application/json", body: "" }),
  ],
  ["stargazers_count missing", json(JSON.stringify({ name: FAULTY.repo }))],
  ["stargazers_count as a string", json('{"stargazers_count":"25000"}')],
  ["stargazers_count negative", json('{"stargazers_count":-5}')],
  ["stargazers_count zero", json('{"stargazers_count":0}')],
  ["stargazers_count huge", json('{"stargazers_count":1e400}')],
];

test.describe("GitHub API faults keep the build-time count and break nothing", () => {
  for (const [name, handler] of FAULTS) {
    test(name, async ({ page, consoleErrors }) => {
      await githubWith(page, handler);
      await page.goto("/");
      await expectCounts(page, buildStars(FAULTY.repo));
      expect(consoleErrors.filter((e) => e.startsWith("pageerror"))).toEqual([]);
      expect(consoleErrors.filter((e) => !e.startsWith("Failed to load resource"))).toEqual([]);
    });
  }

  test("a call that hangs is given up after about 5 s and the sequence goes on", async ({ page, consoleErrors }) => {
    test.setTimeout(45_000);
    await githubWith(page, () => new Promise<void>(() => undefined));
    await page.goto("/");
    await expectCounts(page, buildStars(FAULTY.repo));
    expect(consoleErrors.filter((e) => e.startsWith("pageerror"))).toEqual([]);
  });
});

test.describe("storage faults never hide the counts", () => {
  /** What each script is given: the counts' cache key and the key of a featured repository in it. */
  interface Keys {
    cache: string;
    repo: string;
  }
  const keys: Keys = { cache: STAR_CACHE_KEY, repo: FAULTY_KEY };
  const SCRIPTS: [string, (keys: Keys) => void][] = [
    [
      "a localStorage whose getter throws SecurityError",
      () =>
        Object.defineProperty(window, "localStorage", {
          get() {
            throw new DOMException("denied", "SecurityError");
          },
        }),
    ],
    [
      "setItem throwing QuotaExceededError",
      () => {
        Storage.prototype.setItem = () => {
          throw new DOMException("full", "QuotaExceededError");
        };
      },
    ],
    ["corrupt JSON", ({ cache }) => localStorage.setItem(cache, "{not json")],
    ["the wrong shape", ({ cache }) => localStorage.setItem(cache, '{"counts":[1,2],"savedAt":"x"}')],
    [
      "a timestamp in the future",
      ({ cache, repo }) =>
        localStorage.setItem(
          cache,
          JSON.stringify({ version: 1, counts: { [repo]: 1 }, savedAt: Date.now() + 86_400_000 }),
        ),
    ],
    [
      "a NaN timestamp",
      ({ cache, repo }) =>
        localStorage.setItem(cache, JSON.stringify({ version: 1, counts: { [repo]: 1 }, savedAt: "NaN" })),
    ],
  ];
  for (const [name, script] of SCRIPTS) {
    test(name, async ({ page, consoleErrors }) => {
      await page.addInitScript(script, keys);
      await githubWith(page, json('{"stargazers_count":30000}'));
      await page.goto("/");
      await expectCounts(page, "30.0k");
      expect(consoleErrors.filter((e) => e.startsWith("pageerror"))).toEqual([]);
    });
  }
});

test("a contact message with special characters yields exactly a subject and a body", async ({ page }) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Page.enable");
  const urls: string[] = [];
  cdp.on("Page.frameRequestedNavigation", (event: { url: string }) => urls.push(event.url));
  await page.goto("/#contact");
  const message = "R&D? #1 100% + more&cc=x@evil.example\r\nBcc: x@evil.example\n🚀 שלום עולם";
  await page.getByLabel(ui.contact.name).fill("Ada & Co?");
  await page.getByLabel(ui.contact.email).fill("ada@example.com");
  await page.getByLabel(ui.contact.message).fill(message);
  await page.getByRole("button", { name: ui.contact.send }).click();
  await expect.poll(() => urls.length).toBe(1);
  const url = urls[0] ?? "";
  expect(url).toMatch(/^mailto:[^?]+\?subject=[^&]*&body=[^&]*$/);
  expect(url).not.toContain("+");
  const params = new URLSearchParams(url.split("?")[1]);
  expect([...params.keys()]).toEqual(["subject", "body"]);
  expect(params.get("subject")).toBe(fillLocal(ui.contact.subject, { name: "Ada & Co?" }));
  expect(params.get("body")).toContain(message.replace(/\r\n|\n/g, "\r\n"));
});
