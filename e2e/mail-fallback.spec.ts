import type { BrowserContext, Locator, Page } from "@playwright/test";
import type { ContentPage } from "../src/lib/routes";
import { fillLocal, site, ui } from "./content";
import { expect, gotoHydrated, recordNavigations, routeOf, test } from "./fixtures";
import { expectNoTransitions, expectNoViolations, recordTransitions } from "./page-checks";

/**
 * The e-mail fallback panel in Chromium as it comes, with no mail program: a mailto: opens nothing a page can
 * see. Its words and services come from data/ui.json; the mails from the links themselves. Webmail is answered
 * by route mocks, so no request leaves the machine.
 */

const words = ui.mail.fallback;
const services = ui.mail.webmail;
/**
 * One page for each place an e-mail button sits: the overview's package cards and custom-package button, the GitHub
 * page's pricing breakdown and closing button, a channel page's package card and closing button (the logo-only and
 * social-media pages show the same two). Every one is the same MailButton, whose cases the unit tests cover.
 */
const SPONSORSHIP_PAGES: readonly ContentPage[] = ["sponsorship", "github", "newsletter"];

interface Mail {
  to: string;
  subject: string;
  body: string;
}

/** A mailto: link's recipient, subject and body, decoded as a mail program reads them. */
function readMailto(url: string): Mail {
  const parsed = new URL(url);
  return {
    to: decodeURIComponent(parsed.pathname),
    subject: parsed.searchParams.get("subject") ?? "",
    body: parsed.searchParams.get("body") ?? "",
  };
}

/** What a compose URL carries, read through its template: the parameter that holds each placeholder. */
function readCompose(template: string, url: string): Mail {
  const params = new URL(url).searchParams;
  const read: Record<string, string> = {};
  for (const [key, value] of new URL(template).searchParams) {
    const name = /^\{(\w+)\}$/.exec(value)?.[1];
    if (name) read[name] = params.get(key) ?? "";
  }
  return { to: read.to ?? "", subject: read.subject ?? "", body: read.body ?? "" };
}

/** WCAG's contrast ratio of two opaque CSS colours as the browser computes them ("rgb(r, g, b)"). */
function contrastRatio(a: string, b: string): number {
  const luminance = (color: string) => {
    const [r = 0, g = 0, bl = 0] = (color.match(/\d+(\.\d+)?/g) ?? []).map(Number).map((c) => {
      const s = c / 255;
      return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((hi ?? 0) + 0.05) / ((lo ?? 0) + 0.05);
}

const origins = services.map((s) => new URL(s.compose).origin);
/** The star counts' API, which the site itself asks (answered by the fixtures' mock). */
const GITHUB_API = "https://api.github.com/";
const isLocal = (url: string) => /^https?:\/\/(localhost|127\.0\.0\.1)(:\d+)?\//.test(url);

/**
 * Grants the clipboard, answers every webmail service with a stub page, and lists every request that leaves the
 * site, other than the star counts' (GitHub's API, answered by the fixtures' mock).
 */
async function prepare(context: BrowserContext, baseURL: string | undefined): Promise<string[]> {
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
  const outside: string[] = [];
  context.on("request", (request) => {
    const url = request.url();
    if (!isLocal(url) && !/^(mailto|data):/.test(url) && !url.startsWith(GITHUB_API)) outside.push(url);
  });
  for (const origin of origins) {
    await context.route(`${origin}/**`, (route) =>
      route.fulfill({ status: 200, contentType: "text/html", body: "<title>webmail stub</title>" }),
    );
  }
  return outside;
}

const panelOf = (page: Page) => page.getByRole("group", { name: words.title, exact: true });

/**
 * The panel is beside the button, not over it, and inside the window's width, once placed: it is placed again
 * when its words appear (ANNOUNCE_DELAY_MS) and grow it, before the browser paints, so a test can read it
 * between the two but a visitor never sees it there.
 */
async function expectBeside(page: Page, button: Locator, panel: Locator) {
  const width = page.viewportSize()?.width ?? 0;
  const placement = async () => {
    const [a, b] = [await button.boundingBox(), await panel.boundingBox()];
    if (!a || !b) return "button or panel is not rendered";
    if (a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height)
      return "over the button";
    return b.x >= 0 && b.x + b.width <= width ? "beside the button" : "outside the window";
  };
  await expect.poll(placement).toBe("beside the button");
}

/**
 * After an e-mail action: the panel is there, focus was left alone; copying the message copies the subject and
 * body the mailto: carries; each webmail link leads to its compose page with the same recipient, subject and body
 * (with `open`, clicked: the new tab asks for it), and nothing outside the site was asked for before that; Escape
 * closes it and gives focus back to the button.
 */
async function expectFallback(page: Page, button: Locator, mail: Mail, outside: string[], open = false) {
  const panel = panelOf(page);
  await expect(panel).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: words.title })).toBeVisible();
  expect(await panel.evaluate((el) => el.contains(document.activeElement))).toBe(false);
  await expectBeside(page, button, panel);

  await panel.getByRole("button", { name: words.copyMessage }).click();
  await expect(panel.getByRole("status")).toContainText(fillLocal(words.messageCopied, { email: mail.to }));
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  const lf = (text: string) => text.replace(/\r\n/g, "\n");
  expect(lf(copied)).toBe(fillLocal(words.message, { subject: mail.subject, body: lf(mail.body) }));

  expect(outside).toEqual([]);
  for (const service of services) {
    const link = panel.getByRole("link", { name: new RegExp(`^${fillLocal(words.openIn, { name: service.name })}`) });
    if (!open) {
      expect(readCompose(service.compose, (await link.getAttribute("href")) ?? "")).toEqual(mail);
      continue;
    }
    // The request, not the new tab: a mailto: tab that Chromium opened and closed may report itself late.
    const origin = new URL(service.compose).origin;
    const [request] = await Promise.all([
      page.context().waitForEvent("request", (r) => r.url().startsWith(`${origin}/`)),
      link.click(),
    ]);
    expect(readCompose(service.compose, request.url())).toEqual(mail);
  }
  for (const other of page.context().pages()) if (other !== page) await other.close();
  expect(outside.every((url) => origins.some((o) => url.startsWith(`${o}/`)))).toBe(true);
  outside.length = 0;

  await panel.getByRole("button", { name: words.copyAddress }).focus();
  await page.keyboard.press("Escape");
  await expect(panel).toBeHidden();
  await expect(button).toBeFocused();
}

/**
 * At 375 and then 1280 px on the loaded page, under reduced motion from here on: `open` opens the panel and gives
 * the control it belongs to; the panel is beside it, axe finds nothing in it, Escape closes it, and no transition ran.
 */
async function expectPanelClean(page: Page, open: () => Promise<Locator>) {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await recordTransitions(page);
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    const control = await open();
    await expect(panelOf(page).getByRole("status")).toContainText(words.title);
    await expectBeside(page, control, panelOf(page));
    await expectNoViolations(page, "[data-mail-fallback]", `${width} px`);
    await page.keyboard.press("Escape");
    await expect(panelOf(page)).toBeHidden();
  }
  await expectNoTransitions(page);
}

/** The sponsorship page whose last package button also gets the panel's axe scans (the contact form gets its own). */
const AXE_PAGE: ContentPage = "newsletter";

for (const slug of SPONSORSHIP_PAGES) {
  const axe =
    slug === AXE_PAGE ? "; axe finds nothing with the panel open beside a package button, at 375 and 1280 px" : "";
  test(`${routeOf(slug).path}: every kind of e-mail button offers the way through${axe}`, async ({
    page,
    baseURL,
    consoleErrors,
  }) => {
    const outside = await prepare(page.context(), baseURL);
    await gotoHydrated(page, routeOf(slug).path);
    const buttons = page.locator('main a[href^="mailto:"][href*="subject="]');
    const count = await buttons.count();
    expect(count).toBeGreaterThan(0);
    // The first (a package's, where the page has packages) and the last (the closing or custom-package button).
    for (const index of new Set([0, count - 1])) {
      const button = buttons.nth(index);
      const mail = readMailto((await button.getAttribute("href")) ?? "");
      expect(mail.to).toBe(site.email);
      await button.click();
      // The links are opened on one page; the others' are read.
      await expectFallback(page, button, mail, outside, slug === SPONSORSHIP_PAGES[0]);
    }
    if (axe) {
      const last = buttons.last();
      await test.step("axe with the panel open", () =>
        expectPanelClean(page, async () => {
          await last.click();
          return last;
        }));
    }
    expect(consoleErrors).toEqual([]);
  });
}

async function sendContactForm(page: Page): Promise<{ send: Locator; mail: Mail }> {
  const navigations = await recordNavigations(page);
  const form = page.locator("#contact form");
  await form.getByLabel(ui.contact.name).fill("Zoë Ñúñez & Co #1");
  await form.getByLabel(ui.contact.email).fill("zoe+test@example.com");
  await form.getByLabel(ui.contact.message).fill("R&D budget: 5 + 5 = 10 #tags\nSecond line, 李雷 🚀");
  const send = form.getByRole("button", { name: ui.contact.send });
  await send.click({ noWaitAfter: true });
  await expect.poll(() => navigations.filter((u) => u.startsWith("mailto:"))).toHaveLength(1);
  return { send, mail: readMailto(navigations.find((u) => u.startsWith("mailto:")) ?? "") };
}

test("the contact form's toast keeps its words and the panel offers the way through; axe finds nothing with the panel open beside the form, at 375 and 1280 px", async ({
  page,
  baseURL,
  consoleErrors,
}) => {
  const outside = await prepare(page.context(), baseURL);
  await gotoHydrated(page, routeOf("home").path);
  const { send, mail } = await sendContactForm(page);
  expect(mail.to).toBe(site.email);
  expect(mail.subject).toContain("Zoë Ñúñez & Co #1");
  await expect(page.getByRole("status").filter({ hasText: ui.contact.toastTitle })).toContainText(
    ui.contact.toastDescription,
  );
  await expectFallback(page, send, mail, outside, true);
  await test.step("out of sight while its button is, back beside it when the button is focused again", async () => {
    await sendContactForm(page);
    const panel = panelOf(page);
    await expect(panel).toBeVisible();
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
    await expect(panel).toBeHidden();
    // Focusing the button (as Shift+Tab does, the panel out of sight being skipped) scrolls it into view.
    await send.evaluate((el: HTMLElement) => el.blur());
    await send.focus();
    await expect(send).toBeInViewport();
    await expect(panel).toBeVisible();
    await expectBeside(page, send, panel);
    await page.keyboard.press("Escape");
  });
  await test.step("axe with the panel open", () =>
    expectPanelClean(page, async () => (await sendContactForm(page)).send));
  expect(consoleErrors).toEqual([]);
});

test("the contact form's panel and its toast never overlap, from a phone's width to a wide window", async ({
  page,
  baseURL,
}) => {
  await prepare(page.context(), baseURL);
  // The page's clock runs as the real one; between two window sizes it jumps past the toast's time on screen and
  // its exit, so that each size starts with no toast, on the one page load.
  await page.clock.install();
  await gotoHydrated(page, routeOf("home").path);
  const toast = page.getByRole("status").filter({ hasText: ui.contact.toastTitle }).locator("xpath=..");
  const panel = panelOf(page);
  for (const [width, height] of [
    [375, 667],
    [640, 800],
    [768, 1024],
    [1024, 768],
    [1280, 900],
    [1920, 1080],
  ] as const) {
    await page.setViewportSize({ width, height });
    await sendContactForm(page);
    // The pointer leaves the Send button. At 375 px the toast spans the foot of the window, and whether the button
    // sits there depends on how far the page scrolled to it; under the pointer, a toast stops its time on screen
    // (react-hot-toast pauses on hover) and would not leave below.
    await page.mouse.move(0, 0);
    await expect(toast).toBeVisible();
    await expect(panel).toBeVisible();
    const apart = async () => {
      const [a, b] = [await toast.boundingBox(), await panel.boundingBox()];
      if (!a || !b) return "toast or panel is not rendered";
      const overlap = a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
      return overlap
        ? `overlap at ${width}×${height}: toast ${JSON.stringify(a)}, panel ${JSON.stringify(b)}`
        : "apart";
    };
    // Once the toast has slid in and the panel is placed, and for as long as both are there.
    await expect.poll(apart).toBe("apart");
    await page.waitForTimeout(400);
    expect(await apart()).toBe("apart");
    await expect(panel.getByRole("status")).toContainText(words.title);
    // The dark toast, wherever it lies over the dark footer, shows where it ends: its edge stands out from the
    // footer at 3:1, as WCAG asks of a component's boundary. (Not scrolled there: a toast under the pointer waits.)
    const edge = await toast.evaluate((el) => {
      const style = getComputedStyle(el);
      return { width: parseFloat(style.borderTopWidth), color: style.borderTopColor };
    });
    const footer = await page.getByRole("contentinfo").evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(edge.width, `the toast's edge at ${width}×${height}`).toBeGreaterThanOrEqual(1);
    expect(
      contrastRatio(edge.color, footer),
      `the toast's edge against the footer at ${width}×${height}`,
    ).toBeGreaterThanOrEqual(3);
    // Past the toast's time on screen, then past its exit: it leaves the page.
    await page.clock.fastForward(10_000);
    await page.clock.fastForward(2_000);
    await expect(toast).toHaveCount(0);
  }
});
