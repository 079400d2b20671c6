import {
  test as base,
  expect,
  type APIRequestContext,
  type BrowserContext,
  type Locator,
  type Page,
} from "@playwright/test";
import { ROUTES, type ContentPage, type RouteInfo } from "../src/lib/routes";

/** Every generated route, from the list gatsby-node creates them from. */
export const ROUTE_PATHS = ROUTES.map((route) => route.path);

/** The route of a page, by its slug in data/pages.json: routeOf("github").path is "/sponsorship/github/". */
export function routeOf(page: ContentPage): RouteInfo {
  const route = ROUTES.find((r) => r.page === page);
  if (!route) throw new Error(`src/lib/routes.ts has no route for page "${page}"`);
  return route;
}

/** GitHub's API answers from a fixed fixture: no test touches the internet. */
export async function mockGitHub(page: Page | BrowserContext, stars: Record<string, number> = {}) {
  await page.route("https://api.github.com/**", async (route) => {
    const repo = new URL(route.request().url()).pathname.split("/").pop() ?? "";
    await route.fulfill({
      status: 200,
      contentType: "application/json",
      body: JSON.stringify({ stargazers_count: stars[repo] ?? 1234 }),
    });
  });
}

interface Fixtures {
  consoleErrors: string[];
}

/**
 * Every test's browser context answers GitHub's API from the fixture (a test's own page.route takes precedence),
 * and `consoleErrors` collects the page's console errors and uncaught exceptions.
 */
export const test = base.extend<Fixtures>({
  context: async ({ context }, use) => {
    await mockGitHub(context);
    await use(context);
  },
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on("console", (msg) => {
      if (msg.type() === "error") errors.push(msg.text());
    });
    page.on("pageerror", (err) => errors.push(`pageerror: ${err.message}`));
    await use(errors);
  },
});

/**
 * Waits until React has hydrated the whole page: the footer's last link carries its fiber. Tests that click
 * a button whose behaviour is JavaScript (not the link's own href) wait for this first, as a visitor's click
 * before hydration follows the plain link.
 */
export async function waitForHydration(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(() => {
        const last = [...document.querySelectorAll("footer a")].pop();
        return !!last && Object.keys(last).some((key) => key.startsWith("__reactFiber"));
      }),
    )
    .toBe(true);
}

/**
 * Waits until a section scrolled to (by a link, a button or the address's anchor) comes to rest just under the sticky
 * header: not under it, and not further down than a little room (32 px at most).
 */
export async function expectLandedUnderHeader(target: Locator) {
  await expect
    .poll(() =>
      target.evaluate((el) => {
        const header = document.querySelector("header")?.getBoundingClientRect().bottom ?? 0;
        const gap = Math.round(el.getBoundingClientRect().top - header);
        return gap >= 0 && gap <= 32 ? "under the header" : `${gap} px below the header`;
      }),
    )
    .toBe("under the header");
}

/**
 * How far a grid's last row sits off its centre (px): the room left of its first cell less the room right of its last
 * one, within the list. A full row is centred too.
 */
export function lastRowOffCentre(list: Locator): Promise<number> {
  return list.evaluate((ul) => {
    const cells = [...ul.children].map((li) => li.getBoundingClientRect());
    const lastTop = cells.at(-1)?.top ?? 0;
    const last = cells.filter((cell) => Math.abs(cell.top - lastTop) < 1);
    const box = ul.getBoundingClientRect();
    return Math.round((last[0]?.left ?? 0) - box.left - (box.right - (last.at(-1)?.right ?? 0)));
  });
}

/** Opens a page and waits until it is hydrated. */
export async function gotoHydrated(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

/**
 * Goes back in the history and waits until the page shown is the one whose h1 is `title`: the address changes
 * before the page does, and a click in between would land on the page being left.
 */
export async function goBackTo(page: Page, title: string) {
  await page.goBack();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
}

/** Records the URLs the main frame is asked to navigate to (a mailto: never becomes a request). */
export async function recordNavigations(page: Page): Promise<string[]> {
  const urls: string[] = [];
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Page.enable");
  cdp.on("Page.frameRequestedNavigation", (event) => urls.push(event.url));
  return urls;
}

export interface JsonLd {
  "@type": string;
  [key: string]: unknown;
}

/** The JSON-LD blocks of a page's static HTML, as crawlers read them. */
export const jsonLdIn = (html: string) =>
  [...html.matchAll(/<script[^>]*type="application\/ld\+json"[^>]*>(.*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1] ?? "null") as JsonLd,
  );
export const staticJsonLd = async (request: APIRequestContext, path: string) =>
  jsonLdIn(await (await request.get(path)).text());

/** Text to match literally inside a RegExp. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

export { expect };
