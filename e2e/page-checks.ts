import AxeBuilder from "@axe-core/playwright";
import path from "node:path";
import type { APIRequestContext, Browser, BrowserContextOptions, Page } from "@playwright/test";
import { pathOf, type RouteInfo } from "../src/lib/routes";
import { PUBLIC_DIR, pngSize } from "./built-site";
import { pageCopy, site, siteBase, ui, url } from "./content";
import { escapeRegExp, expect, mockGitHub, test, waitForHydration } from "./fixtures";

/**
 * What every page is checked for, one function per check, given the page's path: each page's spec (e2e/pages/)
 * calls the ones that apply to it, so that file lists everything checked on its page.
 */

declare global {
  interface Window {
    __cspViolations: string[];
    __removedStyles: string[];
    __transitions: string[];
  }
}

/**
 * Notes every CSS transition that starts on the page from now on. Under reduced motion none may run, not even
 * one of 0.01 ms: a moved element (the e-mail panel) stays where it was until the transition's frame.
 * Animations are left alone: the global styles shorten them, and the toast's fade keeps its end state.
 */
export async function recordTransitions(page: Page) {
  await page.evaluate(() => {
    window.__transitions = [];
    document.addEventListener(
      "transitionrun",
      (e) => window.__transitions.push(`${e.propertyName}: ${(e.target as Element).outerHTML.slice(0, 80)}`),
      true,
    );
  });
}

export const expectNoTransitions = async (page: Page) =>
  expect(await page.evaluate(() => window.__transitions)).toEqual([]);

const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

/**
 * axe-core's WCAG 2.2 A/AA and best-practice rules over the page, or only inside `include` (a selector); `where`
 * names the state in a failure. In one axe.run in the page (AxeBuilder's legacy mode: the site has no frames, whose
 * per-frame runs and a blank page to merge them in cost twice the scan), collecting nodes for violations only.
 */
export async function expectNoViolations(page: Page, include?: string, where?: string) {
  const axe = new AxeBuilder({ page })
    .withTags(AXE_TAGS)
    .setLegacyMode(true)
    .options({ resultTypes: ["violations"] });
  const results = await (include ? axe.include(include) : axe).analyze();
  const found = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  expect(found, where).toEqual([]);
}

/** Runs `check` in a browser context of its own (another viewport, JavaScript off), then closes it. */
async function inContext(browser: Browser, options: BrowserContextOptions, check: (page: Page) => Promise<void>) {
  const context = await browser.newContext(options);
  try {
    await mockGitHub(context);
    await check(await context.newPage());
  } finally {
    await context.close();
  }
}

/** A route's page answers 200 with the site's frame (header, main, footer), one h1 and its own head tags. */
async function checkFrameAndHead(page: Page, { page: slug }: RouteInfo, consoleErrors: string[]) {
  await expect(page.locator("header").first()).toBeVisible();
  await expect(page.locator("main#main")).toBeVisible();
  await expect(page.locator("footer")).toContainText(`© ${site.copyrightYear} ${site.name}`);
  await expect(page.locator("h1")).toHaveCount(1);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
  expect(canonical?.startsWith(url("/"))).toBe(true);
  // Each page's title is its entry's in data/pages.json (tokens filled); the home page has the site's default.
  const title = pageCopy(slug).title ?? site.title;
  expect(title).not.toMatch(/\{[A-Za-z]+(:[a-z0-9-]+)*\}/);
  expect(await page.title()).toBe(title);
  await page.waitForLoadState("networkidle");
  expect(consoleErrors).toEqual([]);
}

/** The static HTML (what crawlers and link previews read) has the share image, a canonical URL and one h1. */
export async function checkShareTags(request: APIRequestContext, routePath: string) {
  const html = await (await request.get(routePath)).text();
  const image = /<meta[^>]*property="og:image" content="([^"]+)"/.exec(html)?.[1];
  expect(image).toMatch(new RegExp(`^${escapeRegExp(siteBase)}/og/[a-z-]+\\.png$`));
  const local = path.join(PUBLIC_DIR, new URL(image ?? siteBase).pathname);
  expect(pngSize(local)).toEqual({ width: 1200, height: 630 });
  expect(html).toMatch(/property="og:image:width" content="1200"/);
  expect(html).toMatch(/property="og:image:height" content="630"/);
  expect(html).toMatch(/property="og:image:alt" content="[^"]+"/);
  expect(html).toMatch(/name="twitter:card" content="summary_large_image"/);
  const canonical = /<link[^>]*rel="canonical" href="([^"]+)"/.exec(html)?.[1] ?? "";
  expect(canonical.endsWith("/")).toBe(true);
  expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
}

/**
 * With JavaScript off the page is complete and readable. The header, the same on every page, is checked without
 * JavaScript once (e2e/shell.spec.ts, e2e/runtime-faults.spec.ts).
 */
export async function checkWithoutJavaScript(browser: Browser, routePath: string) {
  await inContext(browser, { javaScriptEnabled: false }, async (page) => {
    await page.goto(routePath);
    await expect(page.locator("h1")).toBeVisible();
    await expect(page.locator("footer")).toContainText(site.name);
    const text = await page.locator("main").innerText();
    expect(text).not.toMatch(/\bundefined\b|\bNaN\b/);
    // The header marks where the visitor is from the first byte: Home on the home page, Sponsorship on the
    // overview, and (as the section they belong to) on each channel's page.
    const current = page.locator(`nav[aria-label="${ui.nav.label}"] a[aria-current]`);
    const home = routePath === pathOf("home");
    await expect(current).toHaveText([home ? ui.nav.home : ui.nav.sponsorship]);
    await expect(current).toHaveAttribute(
      "aria-current",
      home || routePath === pathOf("sponsorship") ? "page" : "true",
    );
    // Marked by more than its colour (WCAG 1.4.1).
    await expect(current).toHaveCSS("text-decoration-line", "underline");
  });
}

/**
 * Hydration keeps the styles the build put in the page: no style sheet element is moved, removed or re-inserted
 * (the recorder starts before the page's first byte), the two built blocks (global and page rules) stay in <head>
 * untouched, and emotion inserts no rule of its own.
 */
async function checkHydrationKeepsStyles(page: Page) {
  const staticStyles = () =>
    page.evaluate(() =>
      [...document.querySelectorAll("head style[data-emotion-static]")].map((s) => s.textContent?.length ?? 0),
    );
  const before = await staticStyles();
  expect(before.length, "the build leaves the global and the page's rules in <head>").toBe(2);
  await waitForHydration(page);
  expect(await page.evaluate(() => window.__removedStyles)).toEqual([]);
  expect(await staticStyles()).toEqual(before);
  const inserted = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLStyleElement>("style[data-emotion]")].reduce(
      (n, s) => n + (s.sheet?.cssRules.length ?? 0),
      0,
    ),
  );
  expect(inserted, "rules emotion inserted at hydration").toBe(0);
  await expect(page.locator("header")).toHaveCSS("position", "sticky");
}

/**
 * One visit of the page, and what it must hold once loaded: with `frame`, the checks above; hydration that keeps
 * the built styles; at every width of REFLOW_WIDTHS, no sideways scroll and even lines; scrolled through, no
 * Content-Security-Policy violation, no request to a third party (GitHub's API aside), every new-tab link with
 * noopener and noreferrer, and no console error but the 404s.
 */
export async function checkVisit(page: Page, routePath: string, consoleErrors: string[], frame?: RouteInfo) {
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener("securitypolicyviolation", (e) =>
      window.__cspViolations.push(`${e.violatedDirective} ${e.blockedURI}`),
    );
    window.__removedStyles = [];
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.removedNodes)
          if (node instanceof HTMLStyleElement || (node instanceof HTMLLinkElement && node.rel === "stylesheet"))
            window.__removedStyles.push(node.outerHTML.slice(0, 80));
    }).observe(document, { childList: true, subtree: true });
  });
  const foreign: string[] = [];
  page.on("request", (req) => {
    const requested = new URL(req.url());
    if (requested.hostname !== "localhost" && requested.hostname !== "api.github.com") foreign.push(req.url());
  });
  const response = await page.goto(routePath);
  await checkHydrationKeepsStyles(page);
  if (frame) {
    expect(response?.status()).toBe(200);
    await checkFrameAndHead(page, frame, consoleErrors);
  }
  await checkNoSidewaysScroll(page);
  await page.waitForLoadState("networkidle");
  // Scroll through the page so lazy content and animations run too.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => window.__cspViolations)).toEqual([]);
  expect(foreign).toEqual([]);
  const unsafe = await page
    .locator('a[target="_blank"]')
    .evaluateAll((links) =>
      links
        .filter(
          (a) =>
            !/\bnoopener\b/.test(a.getAttribute("rel") ?? "") || !/\bnoreferrer\b/.test(a.getAttribute("rel") ?? ""),
        )
        .map((a) => a.outerHTML),
    );
  expect(unsafe).toEqual([]);
  expect(consoleErrors.filter((e) => !e.includes("404"))).toEqual([]);
}

/**
 * The page's one accessibility scan, on the page checkVisit left loaded: axe-core's WCAG 2.2 A/AA and best-practice
 * rules over the whole hydrated page, at a phone's width with the phone menu open, so the scan also sees the menu
 * button and the menu's links, which no other state shows together with the page. Each element axe checks at
 * 1280 px is checked in this state too, except the desktop navigation's, whose links the open menu repeats with the
 * same styles. It runs under reduced motion, and opening the menu must start no transition.
 */
export async function checkA11y(page: Page) {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.evaluate(() => window.scrollTo(0, 0));
  await recordTransitions(page);
  await page.getByRole("button", { name: ui.nav.openMenu }).click();
  await expect(page.getByRole("navigation", { name: ui.nav.mobileLabel })).toBeVisible();
  await expectNoTransitions(page);
  await expectNoViolations(page);
}

/**
 * The widths the page must fit without scrolling sideways: a phone, a desktop window, and the WCAG reflow cases
 * (320 px, and 640 CSS px, which is what a 1280 px window shows at 200 % zoom). Layout is in CSS pixels, so one
 * page resized to each width sees what a device of any pixel ratio would.
 */
const REFLOW_WIDTHS = [375, 1280, 320, 640] as const;

async function checkNoSidewaysScroll(page: Page) {
  for (const width of REFLOW_WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${width} px`).toBeLessThanOrEqual(0);
    await checkEvenLines(page, width);
    await checkButtonLabels(page, width);
    expect(await spills(page, "padding"), `${width} px: text or boxes out of their card's padding`).toEqual([]);
  }
  // WCAG 1.4.12: with text spacing enlarged (the criterion's figures) on the narrowest phone, text may wrap but
  // never leaves the box it sits in.
  await page.setViewportSize({ width: 320, height: 800 });
  const spacing = await page.addStyleTag({
    content: `* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
      p { margin-bottom: 2em !important; }`,
  });
  expect(await spills(page, "border"), "320 px, text spacing enlarged: text out of its box").toEqual([]);
  await spacing.evaluate((style) => style.parentNode?.removeChild(style));
}

/**
 * Visible text (and, at `padding`, every box drawn inside another) that reaches sideways past the nearest box
 * drawn around it (a border or a background): past its padding, or at `border` past the box itself. Decorative
 * parts (aria-hidden) are left out.
 */
function spills(page: Page, edge: "padding" | "border") {
  return page.evaluate((edge) => {
    const out: string[] = [];
    const draws = (el: Element) => {
      const style = getComputedStyle(el);
      return (
        style.borderRightWidth !== "0px" ||
        style.backgroundColor !== "rgba(0, 0, 0, 0)" ||
        style.backgroundImage !== "none"
      );
    };
    const skipped = (el: Element) => el.closest('[aria-hidden="true"], .visually-hidden, script, style, noscript');
    const check = (what: string, rect: DOMRect, inner: Element) => {
      let box = inner.parentElement;
      while (box && box !== document.body && !draws(box)) box = box.parentElement;
      const limits = box && box !== document.body ? box.getBoundingClientRect() : new DOMRect(0, 0, innerWidth, 0);
      const style = box && box !== document.body ? getComputedStyle(box) : undefined;
      const inset = (side: "Left" | "Right") =>
        style && edge === "padding" ? parseFloat(style[`border${side}Width`]) + parseFloat(style[`padding${side}`]) : 0;
      const left = limits.left + inset("Left");
      const right = limits.right - inset("Right");
      if (rect.left < left - 1 || rect.right > right + 1) {
        out.push(
          `${what} at ${Math.round(rect.left)}–${Math.round(rect.right)}, its box ${Math.round(left)}–${Math.round(right)}`,
        );
      }
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      const host = node.parentElement;
      if (!text || !host || skipped(host)) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const rect = range.getBoundingClientRect();
      if (rect.width) check(`"${text.slice(0, 40)}"`, rect, host);
    }
    if (edge === "padding") {
      for (const el of document.querySelectorAll("body *")) {
        if (skipped(el) || !draws(el) || !el.getClientRects().length) continue;
        check(
          `<${el.tagName.toLowerCase()}> "${(el.textContent ?? "").trim().slice(0, 40)}"`,
          el.getBoundingClientRect(),
          el,
        );
      }
    }
    return out;
  }, edge);
}

/**
 * A button's label that wraps (a long one on a phone) keeps at least 8 px between its lines and the button's edges,
 * as a one-line label has. Buttons are the site's pill-shaped links and buttons of 48 px or more.
 */
async function checkButtonLabels(page: Page, width: number) {
  const cramped = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>("a, button")]
      .filter((el) => {
        const style = getComputedStyle(el);
        return style.minHeight === "48px" && style.borderRadius === "999px" && el.getClientRects().length > 0;
      })
      .flatMap((el) => {
        // The label's visible text: its text nodes, but those of a visually hidden span (1 px) for screen readers.
        const rects: DOMRect[] = [];
        const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if ((node.parentElement?.getBoundingClientRect().width ?? 0) <= 1) continue;
          const range = document.createRange();
          range.selectNodeContents(node);
          rects.push(...[...range.getClientRects()].filter((r) => r.width));
        }
        const lines = new Set(rects.map((r) => Math.round(r.top)));
        const box = el.getBoundingClientRect();
        const top = Math.min(...rects.map((r) => r.top));
        const bottom = Math.max(...rects.map((r) => r.bottom));
        const room = Math.min(top - box.top, box.bottom - bottom);
        return lines.size > 1 && room < 8 ? [`${el.innerText.trim()} (${Math.round(room)} px)`] : [];
      }),
  );
  expect(cramped, `${width} px: wrapped button labels without room above and below`).toEqual([]);
}

/**
 * Headings (h2–h4) and centred text wrap in lines of even length: where one wraps over 2 to 6 lines (Chromium
 * balances no more), its last line is at least a third as wide as its widest, so none ends on a lone word under a full
 * line. A heading may opt out with greedy lines (`text-wrap: wrap`); each page has balanced text, so a style lost
 * from the site fails here.
 */
async function checkEvenLines(page: Page, width: number) {
  const { balanced, uneven } = await page.evaluate(() => {
    const even = [...document.querySelectorAll<HTMLElement>("h2, h3, h4, p")].filter((el) => {
      const style = getComputedStyle(el);
      const centred = el.tagName !== "P" || style.textAlign === "center";
      return centred && style.textWrapStyle === "balance" && el.getClientRects().length > 0;
    });
    const lineWidths = (el: HTMLElement) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      const lines: { top: number; left: number; right: number }[] = [];
      for (const box of range.getClientRects()) {
        if (!box.width) continue;
        const line = lines.find((l) => Math.abs(l.top - box.top) < box.height / 2);
        if (line) {
          line.left = Math.min(line.left, box.left);
          line.right = Math.max(line.right, box.right);
        } else lines.push({ top: box.top, left: box.left, right: box.right });
      }
      return lines.sort((a, b) => a.top - b.top).map((l) => l.right - l.left);
    };
    return {
      balanced: even.length,
      uneven: even
        .map((el) => ({ text: el.textContent?.trim() ?? "", widths: lineWidths(el) }))
        .filter(({ widths }) => widths.length > 1 && widths.length <= 6)
        .filter(({ widths }) => (widths.at(-1) ?? 0) < Math.max(...widths) / 3)
        .map(({ text, widths }) => `${text} (${widths.map(Math.round).join(", ")} px)`),
    };
  });
  expect(balanced, `${width} px: balanced headings and centred text`).toBeGreaterThan(0);
  expect(uneven, `${width} px`).toEqual([]);
}

/** At 1280 px, Tab reaches every link, button and field of the loaded page, and each one shows its focus. */
export async function checkTabOrder(page: Page) {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.evaluate(() => window.scrollTo(0, 0));
  const total = await page.locator("a[href]:visible, button:visible, input:visible, textarea:visible").count();
  // The page notes each element as it takes the focus, so the test asks once at the end, not after every Tab.
  await page.evaluate(() => {
    const seen: { key: string; visibleFocus: boolean }[] = [];
    (window as unknown as { __focusSeen: typeof seen }).__focusSeen = seen;
    document.addEventListener("focusin", (event) => {
      const el = event.target as HTMLElement;
      const style = getComputedStyle(el);
      seen.push({
        key: `${el.tagName}|${el.getAttribute("href") ?? ""}|${el.textContent?.trim() ?? ""}`,
        visibleFocus: style.outlineStyle !== "none" || style.boxShadow !== "none",
      });
    });
  });
  for (let i = 0; i < total + 5; i++) await page.keyboard.press("Tab");
  const seen = await page.evaluate(
    () => (window as unknown as { __focusSeen: { key: string; visibleFocus: boolean }[] }).__focusSeen,
  );
  for (const { key, visibleFocus } of seen) expect(visibleFocus, key).toBe(true);
  expect(new Set(seen.map((s) => s.key)).size).toBeGreaterThanOrEqual(Math.min(total, 10));
}

/**
 * The checks every page gets: one visit for frame, head tags, reflow, requests, policy, with `tabOrder` the Tab
 * walk, and the axe scan; the static head (where the page has its own, `staticHead`); the share image; no
 * JavaScript. A page's spec calls this once, then adds what is its own.
 */
export function pageChecks(
  route: RouteInfo,
  options: { staticHead?: (request: APIRequestContext) => Promise<void>; tabOrder?: boolean } = {},
) {
  const { staticHead, tabOrder } = options;
  const tab = tabOrder ? ", every link and button can be reached with Tab and shows its focus" : "";
  test(`answers 200 with its frame and head tags, hydrates keeping its styles, fits every width (its cards too, and with text spacing enlarged), breaks no policy${tab}, and has no WCAG 2.2 AA violations`, async ({
    page,
    consoleErrors,
  }) => {
    await test.step("the visit", () => checkVisit(page, route.path, consoleErrors, route));
    if (tabOrder) await test.step("the Tab walk", () => checkTabOrder(page));
    await test.step("axe at 375 px, menu open, reduced motion", () => checkA11y(page));
  });
  if (staticHead) {
    test("the static HTML carries its title, canonical, description, share title and JSON-LD", async ({ request }) => {
      await staticHead(request);
    });
  }
  test("the static HTML has the share image, a canonical URL and one h1", async ({ request }) => {
    await checkShareTags(request, route.path);
  });
  test("is readable without JavaScript", async ({ browser }) => {
    await checkWithoutJavaScript(browser, route.path);
  });
}
