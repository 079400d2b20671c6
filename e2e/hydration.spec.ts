import type { Page } from "@playwright/test";
import { ROUTE_PATHS, expect, test, waitForHydration } from "./fixtures";

/** Records every style sheet element removed from the document (a move is a removal and an insertion). */
async function recordStyleRemovals(page: Page) {
  await page.addInitScript(() => {
    const removed: string[] = [];
    Object.assign(window, { __removedStyles: removed });
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.removedNodes)
          if (node instanceof HTMLStyleElement || (node instanceof HTMLLinkElement && node.rel === "stylesheet"))
            removed.push(node.outerHTML.slice(0, 80));
    }).observe(document, { childList: true, subtree: true });
  });
}

test.describe("hydration", () => {
  for (const route of [...ROUTE_PATHS, "/no-such-page/"]) {
    test(`${route}: hydrates without moving, removing or re-inserting the built page's styles`, async ({
      page,
      consoleErrors,
    }) => {
      await recordStyleRemovals(page);
      await page.goto(route);
      const before = await page.evaluate(() =>
        [...document.querySelectorAll("head style[data-emotion-static]")].map((s) => s.textContent?.length ?? 0),
      );
      expect(before.length, "the build leaves the global and the page's rules in <head>").toBe(2);
      await waitForHydration(page);
      expect(await page.evaluate(() => (window as unknown as { __removedStyles: string[] }).__removedStyles)).toEqual(
        [],
      );
      // The server-rendered rules are still the first emotion rules of the document, untouched.
      const after = await page.evaluate(() =>
        [...document.querySelectorAll("head style[data-emotion-static]")].map((s) => s.textContent?.length ?? 0),
      );
      expect(after).toEqual(before);
      // Every style the page uses was in its HTML: hydration inserted no rule of its own.
      const inserted = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLStyleElement>("style[data-emotion]")].reduce(
          (n, s) => n + (s.sheet?.cssRules.length ?? 0),
          0,
        ),
      );
      expect(inserted).toBe(0);
      await expect(page.locator("header")).toHaveCSS("position", "sticky");
      // An unknown path answers 404, as do its page-data lookups: Chromium logs those loads, nothing else may.
      const unexpected = route.startsWith("/no-such")
        ? consoleErrors.filter((e) => !e.startsWith("Failed to load resource"))
        : consoleErrors;
      expect(unexpected).toEqual([]);
    });
  }
});
