import type { Locator, Page, Request, Route } from "@playwright/test";
import { formatStars } from "../../src/lib/format-stars";
import { pathOf } from "../../src/lib/routes";
import {
  advisory,
  buildMailto,
  buildStars,
  fillLocal,
  formatUsd,
  guide,
  pageCopy,
  partners,
  pointsOf,
  services,
  site,
  spellOutFigure,
  stat,
  statsOf,
  tutorials,
  ui,
} from "../content";
import {
  escapeRegExp,
  expect,
  expectLandedUnderHeader,
  jsonLdIn,
  mockGitHub,
  recordNavigations,
  routeOf,
  test,
  waitForHydration,
} from "../fixtures";
import { pageChecks } from "../page-checks";

/** The home page: its sections, the live star counts and their faults, the contact form. */
const ROUTE = routeOf("home");
const PATH = ROUTE.path;

/** The home page's words (data/pages.json), by section. */
const HOME = pageCopy("home");
const HERO = HOME.section("hero");
const ADVISORY = HOME.section("advisory");
/** The message the advisory button writes into the form: the advisory section's text. */
const [ADVISORY_PREFILL = missingPrefill()] = ADVISORY.text;
function missingPrefill(): never {
  throw new Error('data/pages.json "home": section "advisory" has no text');
}
const PARTNER_ACTION = HOME.section("partners").action;

/** A star count as the card reads it: "25.0k stars on GitHub". */
const stars = (count: string) => `${count} ${ui.stars.label}`;
/** The "Explore" links of the tutorial cards. */
const EXPLORE = new RegExp(`^${escapeRegExp(ui.stars.explore)}`);

/** The e-mail the contact form opens for these fields: ui.json's subject and body with the fields filled in. */
function contactMailto(fields: { name: string; email: string; message: string }) {
  return buildMailto({
    to: site.email,
    subject: fillLocal(ui.contact.subject, fields),
    body: fillLocal(ui.contact.body, fields),
  });
}

/** The decoded subject and body of a mailto query ("?subject=…&body=…"). */
function mailParams(query: string): { subject: string; body: string } {
  const match = /^\?subject=([^&]*)&body=([^&]*)$/.exec(query);
  return { subject: decodeURIComponent(match?.[1] ?? ""), body: decodeURIComponent(match?.[2] ?? "") };
}

/** The featured tutorials of data/tutorials.json; the tests below need three of them. */
const [first = missing(), second = missing(), third = missing()] = tutorials;
function missing(): never {
  throw new Error("data/tutorials.json has fewer than three tutorials");
}

/** The address of a mailto URL, decoded, and the rest of it (from "?"). */
function splitMailto(url: string): { to: string; query: string } {
  const match = /^mailto:([^?]*)(\?.*)?$/.exec(url);
  return { to: decodeURIComponent(match?.[1] ?? ""), query: match?.[2] ?? "" };
}

/** Records every call to GitHub's API (the fixture already answers them). */
function recordGitHubCalls(page: Page): Request[] {
  const calls: Request[] = [];
  page.on("request", (request) => {
    if (request.url().startsWith("https://api.github.com/")) calls.push(request);
  });
  return calls;
}

/** GitHub's API exposes its rate-limit headers to scripts through CORS; a mock must do the same. */
const GITHUB_CORS = {
  "access-control-allow-origin": "*",
  "access-control-expose-headers":
    "ETag, Link, Retry-After, X-RateLimit-Limit, X-RateLimit-Remaining, X-RateLimit-Reset",
};

/**
 * Chromium itself logs "Failed to load resource" for every 4xx/5xx answer; the error tests provoke those on
 * purpose, so only that browser line is set aside, every other console error still fails the test.
 */
const exceptFailedLoads = (errors: string[]) => errors.filter((e) => !e.startsWith("Failed to load resource"));

/**
 * Opens the home page and waits until React has hydrated it: the star-count provider's effect has started
 * loading (the fixture's API answers every call, so the first count is busy for a moment).
 */
async function gotoHydrated(page: Page) {
  await page.goto(PATH);
  await expect(page.locator("#tutorials [aria-busy='true']").first()).toBeAttached();
}

/** Scrolls down 100 px a frame, as a wheel or a finger does, until the element is in sight. */
async function scrollUntilInSight(page: Page, target: Locator) {
  await target.evaluate(async (el) => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    while (el.getBoundingClientRect().top > innerHeight - 100) {
      scrollBy({ top: 100, behavior: "instant" });
      await frame();
      await frame();
    }
  });
}

const starCount = (page: Page, name: string) =>
  page
    .locator("#tutorials li")
    .filter({ has: page.getByRole("heading", { name, exact: true }) })
    .locator("[data-star-count]");

pageChecks(ROUTE, { tabOrder: true });

test.describe("home page", () => {
  test("every section is there in order, with its words from data/ and safe new-tab links; the cards rise 200 ms apart; the hero's and the partners section's buttons bring their sections into view", async ({
    page,
    consoleErrors,
  }) => {
    await gotoHydrated(page);
    const cards = page.locator("#tutorials li");
    // Loaded, nothing in sight moves and nothing out of sight is hidden (a whole-page capture shows every card),
    // but for the cards just below the window, which may have started rising.
    await expect(cards.last()).not.toBeInViewport();
    const hidden = await page.locator("main [data-card]").evaluateAll((els) =>
      els
        .filter((el) => getComputedStyle(el).opacity !== "1" || el.hasAttribute("data-entering"))
        .filter(
          (el) => el.getBoundingClientRect().top < innerHeight || el.getBoundingClientRect().top > innerHeight * 1.25,
        )
        .map((el) => el.textContent),
    );
    expect(hidden).toEqual([]);
    // Scrolled down a step at a time, the cards rise in as they come into sight, 200 ms apart, and end in full.
    await scrollUntilInSight(page, cards.last());
    const timings = await cards.evaluateAll((els) =>
      els.map((el) => `${getComputedStyle(el).animationDelay} ${getComputedStyle(el).animationDuration}`),
    );
    expect(timings).toEqual(timings.map((_, index) => `${(index * 2) / 10}s 0.4s`));
    await expect(cards.last()).toHaveCSS("opacity", "1");
    await expect(page.locator("h1")).toHaveCount(1);
    await expect(page.locator("h1")).toHaveText(HERO.title);
    const ids = await page.locator("main > section[id]").evaluateAll((els) => els.map((el) => el.id));
    expect(ids).toEqual(["tutorials", "guide", "partners", "newsletter", "services", "advisory", "founder", "contact"]);

    const hero = page.locator("section[aria-labelledby='hero-title']");
    await expect(hero.getByRole("link", { name: HERO.action })).toHaveAttribute("href", site.links.codeHost);
    await expect(hero.getByRole("link", { name: HERO.secondary })).toHaveAttribute("href", "#partners");
    const stats = page.locator("section[aria-labelledby='stats-title'] li");
    await expect(stats).toHaveText(
      statsOf("home").map((s) => new RegExp(`${escapeRegExp(s.value)}.*${escapeRegExp(s.label)}`)),
    );

    await expect(page.locator("#tutorials li")).toHaveCount(tutorials.length);
    const explore = page.locator("#tutorials").getByRole("link", { name: EXPLORE });
    await expect(explore).toHaveCount(tutorials.length);
    expect(await explore.evaluateAll((links) => links.map((a) => a.getAttribute("href")))).toEqual(
      tutorials.map((t) => `https://github.com/${t.owner}/${t.repo}`),
    );

    const guideSection = page.locator("#guide");
    if (guide.strikePrice !== undefined)
      await expect(guideSection.locator("s, del")).toHaveText(formatUsd(guide.strikePrice));
    await expect(guideSection).toContainText(formatUsd(guide.price));
    if (guide.offerLabel) await expect(guideSection).toContainText(guide.offerLabel);
    await expect(guideSection).toContainText(fillLocal(HOME.section("guide").note, { days: guide.guaranteeDays }));
    await expect(guideSection.getByRole("link", { name: HOME.section("guide").action })).toHaveAttribute(
      "href",
      guide.link,
    );

    const partnerSection = page.locator("#partners");
    // Exactly the home page's partner benefits, in file order: the page query's filter (page and group), as built.
    const benefits = pointsOf("home", "partner-benefits");
    const benefitCards = partnerSection.locator("ul").first().getByRole("listitem");
    await expect(benefitCards).toHaveCount(benefits.length);
    await expect(benefitCards.getByRole("heading", { level: 3 })).toHaveText(benefits.map((b) => b.title));
    const logos = partnerSection.getByRole("img");
    await expect(logos).toHaveCount(partners.length);
    expect(await logos.evaluateAll((imgs) => imgs.map((img) => img.getAttribute("alt")))).toEqual(
      partners.map((p) => p.name),
    );
    await expect(partnerSection.getByRole("img", { name: partners[0]?.name ?? "?" })).toBeVisible();
    await expect(partnerSection.getByRole("link", { name: PARTNER_ACTION })).toHaveAttribute("href", "#contact");

    await expect(page.locator("#newsletter")).toContainText(spellOutFigure(stat("home", "newsletter-home")));
    const newsletterAction = HOME.section("newsletter").action;
    await expect(page.locator("#newsletter").getByRole("link", { name: newsletterAction })).toHaveAttribute(
      "href",
      site.links.newsletter,
    );
    await expect(page.locator("#services h3")).toHaveText(services.map((s) => s.title));
    await expect(page.getByRole("heading", { name: ADVISORY.title })).toBeVisible();
    await expect(page.locator("#advisory li h3")).toHaveText(advisory.map((a) => a.title));
    await expect(page.getByRole("link", { name: ADVISORY.action })).toHaveAttribute("href", "#contact");
    await expect(page.locator("#founder")).toContainText(HOME.section("founder").eyebrow);
    await expect(page.locator("#founder")).toContainText(site.founder);
    await expect(page.locator("#founder")).toContainText(stat("home", "tutorials"));
    await expect(page.locator("#contact")).toContainText(site.email);

    // Every outbound link of the content opens in a new tab, and every new-tab link is safe.
    const blank = page.locator('a[target="_blank"]');
    const blankHrefs = await blank.evaluateAll((els) => els.map((el) => el.getAttribute("href")));
    const outbound = [
      ...Object.values(site.links),
      guide.link,
      ...tutorials.map((t) => `https://github.com/${t.owner}/${t.repo}`),
    ];
    for (const href of outbound) expect(blankHrefs, href).toContain(href);
    for (const rel of await blank.evaluateAll((els) => els.map((el) => el.getAttribute("rel")))) {
      expect(rel).toBe("noopener noreferrer");
    }

    await waitForHydration(page);
    await page.getByRole("link", { name: HERO.secondary }).click();
    await expectLandedUnderHeader(page.locator("#partners"));
    await page.getByRole("link", { name: PARTNER_ACTION }).click();
    await expectLandedUnderHeader(page.locator("#contact"));
    await page.waitForLoadState("networkidle");
    expect(consoleErrors).toEqual([]);
  });

  test("the static HTML carries the build-time counts and the JSON-LD", async ({ request }) => {
    const html = await (await request.get(PATH)).text();
    for (const t of tutorials) expect(html).toContain(buildStars(t.repo));
    expect(jsonLdIn(html).map((b) => b["@type"])).toEqual(["EducationalOrganization", "Person", "WebSite"]);
  });

  test("live counts replace the build-time ones, one call a second, with the v3 Accept header; the updating ellipsis pulses only while they load; a reload starts from them and asks again", async ({
    page,
    consoleErrors,
  }) => {
    await mockGitHub(page, { [first.repo]: 25000, [second.repo]: 999, [third.repo]: 1000 });
    const calls = recordGitHubCalls(page);
    const endless = () =>
      page.evaluate(() => document.getAnimations().filter((a) => a.effect?.getTiming().iterations === Infinity).length);
    await gotoHydrated(page);
    expect(await endless()).toBeGreaterThan(0);
    await expect(starCount(page, first.name)).toHaveText(stars("25.0k"));
    await expect(starCount(page, second.name)).toHaveText(stars("999"));
    await expect(starCount(page, third.name)).toHaveText(stars("1.0k"));
    await expect(page.locator("#tutorials [aria-busy='true']")).toHaveCount(0);
    await expect.poll(endless).toBe(0);
    expect(calls.map((c) => new URL(c.url()).pathname)).toEqual(tutorials.map((t) => `/repos/${t.owner}/${t.repo}`));
    for (const call of calls) expect(call.headers()["accept"]).toBe("application/vnd.github.v3+json");
    const times = await Promise.all(calls.map((c) => c.timing().startTime));
    for (let i = 1; i < times.length; i++) expect((times[i] ?? 0) - (times[i - 1] ?? 0)).toBeGreaterThanOrEqual(950);

    expect(consoleErrors).toEqual([]);

    // The counts are stored: the next page session starts from them while it asks the API again, once.
    await page.route("https://api.github.com/**", () => undefined);
    await page.reload();
    await expect.poll(() => calls.length).toBe(tutorials.length + 1);
    // The stored count, marked as updating until its call gives up (5 s), then as it is.
    await expect(starCount(page, first.name)).toHaveText(new RegExp(`^${escapeRegExp(stars("25.0k"))}`));
    expect(await endless()).toBeGreaterThan(0);
  });

  test("while the live counts load, each card shows the build's count and keeps its width; then each count is replaced by its live one", async ({
    page,
    consoleErrors,
  }) => {
    // Live counts unlike the build's: 42.0k, 43.0k, ...
    const live = new Map(tutorials.map((t, i) => [`${t.owner}/${t.repo}`, 42_000 + i * 1_000]));
    const liveStars = (t: (typeof tutorials)[number]) => formatStars(live.get(`${t.owner}/${t.repo}`) ?? 0);
    for (const t of tutorials) expect(liveStars(t)).not.toBe(buildStars(t.repo));
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    await page.route("https://api.github.com/**", async (route) => {
      await gate;
      const [owner, repo] = new URL(route.request().url()).pathname.split("/").slice(-2);
      await route.fulfill({
        status: 200,
        headers: GITHUB_CORS,
        contentType: "application/json",
        body: JSON.stringify({ stargazers_count: live.get(`${owner}/${repo}`) }),
      });
    });
    await page.goto(PATH);
    // Hydrated and asking GitHub: every card still shows the build's count, with the updating ellipsis.
    await expect(page.locator("#tutorials li").first().locator("[aria-busy='true']")).toHaveText(
      new RegExp(escapeRegExp(ui.stars.updating)),
    );
    for (const t of tutorials) {
      await expect(starCount(page, t.name)).toHaveText(new RegExp(`^${escapeRegExp(stars(buildStars(t.repo)))}`));
    }
    // Measured once the cards' entrance (a finite CSS animation moving them by up to 16 px) has ended;
    // the updating ellipsis pulses without end and is left running.
    await page.evaluate(() =>
      Promise.all(
        document
          .getAnimations()
          .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
          .map((a) => a.finished),
      ).then(() => undefined),
    );
    const count = starCount(page, first.name);
    const explore = page.locator("#tutorials li").first().getByRole("link", { name: EXPLORE });
    const before = { count: await count.boundingBox(), explore: await explore.boundingBox() };
    release();
    for (const t of tutorials) {
      // The calls are a second apart.
      await expect(starCount(page, t.name)).toHaveText(stars(liveStars(t)), { timeout: 15_000 });
    }
    expect(await count.boundingBox()).toEqual(before.count);
    expect(await explore.boundingBox()).toEqual(before.explore);
    expect(consoleErrors).toEqual([]);
  });

  // The representative of the GitHub API's faults in a real page; every other answer (other statuses, network
  // errors, broken bodies, a hang) is covered in src/lib/star-fetch.test.ts.
  test("a 429 stops after one call, warns, and keeps the build-time counts", async ({ page, consoleErrors }) => {
    const warnings: string[] = [];
    page.on("console", (msg) => {
      if (msg.type() === "warning") warnings.push(msg.text());
    });
    const calls = recordGitHubCalls(page);
    await page.route("https://api.github.com/**", (route) =>
      route.fulfill({
        status: 429,
        headers: GITHUB_CORS,
        contentType: "application/json",
        body: '{"message":"rate limited"}',
      }),
    );
    await page.goto(PATH);
    await expect.poll(() => warnings.some((w) => /rate limited/i.test(w))).toBe(true);
    await page.waitForTimeout(2500);
    expect(calls).toHaveLength(1);
    for (const t of tutorials) await expect(starCount(page, t.name)).toHaveText(stars(buildStars(t.repo)));
    await expect(page.locator("#tutorials [aria-busy='true']")).toHaveCount(0);
    expect(exceptFailedLoads(consoleErrors)).toEqual([]);
  });

  test("the counts are fetched once per page session, not again after client-side navigation", async ({
    page,
    consoleErrors,
  }) => {
    const calls = recordGitHubCalls(page);
    // Server errors: nothing is cached, so only the session guard can prevent a second round.
    await page.route("https://api.github.com/**", (route) =>
      route.fulfill({ status: 500, headers: GITHUB_CORS, body: "{}" }),
    );
    await page.goto(PATH);
    await expect.poll(() => calls.length, { timeout: 8000 }).toBe(tutorials.length);
    const nav = page.getByRole("navigation", { name: ui.nav.label });
    const homeJsonLd = () =>
      page.evaluate(
        () =>
          [...document.querySelectorAll('head script[type="application/ld+json"]')].filter((s) =>
            s.textContent?.includes("EducationalOrganization"),
          ).length,
      );
    expect(await homeJsonLd()).toBe(1);
    await nav.getByRole("link", { name: ui.nav.sponsorship }).click();
    await expect(page).toHaveURL(pathOf("sponsorship"));
    // The home page's structured data leaves with it and comes back with it.
    await expect.poll(homeJsonLd).toBe(0);
    await page
      .getByRole("banner")
      .getByRole("link", { name: `${site.name} ${site.tagline}` })
      .click();
    await expect(page.locator("#tutorials")).toBeVisible();
    await expect.poll(homeJsonLd).toBe(1);
    await page.waitForTimeout(2500);
    expect(calls).toHaveLength(tutorials.length);
    await expect(starCount(page, third.name)).toHaveText(stars(buildStars(third.repo)));
    expect(exceptFailedLoads(consoleErrors)).toEqual([]);
  });

  test("the contact form: the browser's own checks stop an invalid one; sent with the keyboard alone it opens the mailto, shows the toast and clears; special characters yield exactly a subject and a body", async ({
    page,
    consoleErrors,
  }) => {
    await gotoHydrated(page);
    const navigations = await recordNavigations(page);
    const form = page.locator("#contact form");
    const name = form.getByLabel(ui.contact.name);
    const email = form.getByLabel(ui.contact.email);
    const message = form.getByLabel(ui.contact.message);
    const send = form.getByRole("button", { name: ui.contact.send });

    await test.step("an invalid address is stopped by the browser's own checks", async () => {
      await name.fill("Ada");
      await email.fill("not-an-email");
      await message.fill("Hi");
      await send.click();
      expect(await email.evaluate((el: HTMLInputElement) => el.validity.typeMismatch)).toBe(true);
      await page.waitForTimeout(300);
      expect(navigations).toEqual([]);
      await expect(name).toHaveValue("Ada");
      for (const field of [name, email, message]) await field.fill("");
    });

    await test.step("filled and sent with the keyboard alone", async () => {
      const fields = { name: "Ada Lovelace", email: "ada@example.com", message: "Hello there\nSecond line" };
      await name.focus();
      await page.keyboard.type(fields.name);
      await page.keyboard.press("Tab");
      await expect(email).toBeFocused();
      await page.keyboard.type(fields.email);
      await page.keyboard.press("Tab");
      await expect(message).toBeFocused();
      await page.keyboard.type(fields.message);
      await page.keyboard.press("Tab");
      await expect(send).toBeFocused();
      await page.keyboard.press("Enter");

      await expect.poll(() => navigations.length).toBe(1);
      expect(navigations.map(splitMailto)).toEqual([splitMailto(contactMailto(fields))]);
      // Subject and body are ui.json's, filled with the fields; spaces as %20, lines as CRLF, nothing else added.
      const [sent = { to: "", query: "" }] = navigations.map(splitMailto);
      expect(sent.query).not.toContain("+");
      expect(mailParams(sent.query)).toEqual({
        subject: fillLocal(ui.contact.subject, fields),
        body: fillLocal(ui.contact.body, fields).replace(/\r?\n/g, "\r\n"),
      });
      const toast = page.getByRole("status").filter({ hasText: ui.contact.toastTitle });
      await expect(toast).toBeVisible();
      await expect(toast).toContainText(ui.contact.toastDescription);
      for (const field of [name, email, message]) await expect(field).toHaveValue("");
      await expect(page).toHaveURL(PATH);
    });

    await test.step("special characters yield exactly a subject and a body", async () => {
      const text = "R&D? #1 100% + more&cc=x@evil.example\r\nBcc: x@evil.example\n🚀 שלום עולם";
      await name.fill("Ada & Co?");
      await email.fill("ada@example.com");
      await message.fill(text);
      await send.click();
      await expect.poll(() => navigations.length).toBe(2);
      const url = navigations[1] ?? "";
      expect(url).toMatch(/^mailto:[^?]+\?subject=[^&]*&body=[^&]*$/);
      expect(url).not.toContain("+");
      const params = new URLSearchParams(url.split("?")[1]);
      expect([...params.keys()]).toEqual(["subject", "body"]);
      expect(params.get("subject")).toBe(fillLocal(ui.contact.subject, { name: "Ada & Co?" }));
      expect(params.get("body")).toContain(text.replace(/\r\n|\n/g, "\r\n"));
    });
    expect(consoleErrors).toEqual([]);
  });

  test("cards in sight when the page opens at an anchor stay put: only cards coming from below rise in", async ({
    page,
  }) => {
    await page.goto(`${PATH}#tutorials`);
    await expect(page.locator("#tutorials [aria-busy='true']").first()).toBeAttached();
    const cards = page.locator("#tutorials li");
    await expect(cards.first()).toBeInViewport();
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const inSight = await cards.evaluateAll((els) =>
      els
        .filter((el) => el.getBoundingClientRect().top < innerHeight)
        .map((el) => `${el.hasAttribute("data-entering")} ${getComputedStyle(el).opacity}`),
    );
    expect(inSight.length).toBeGreaterThan(0);
    expect(inSight).toEqual(inSight.map(() => "false 1"));
  });

  test("the advisory button scrolls to contact, then after 500 ms prefills and focuses the message", async ({
    page,
    consoleErrors,
  }) => {
    const start = new Date("2025-06-01T12:00:00Z").getTime();
    await page.clock.install({ time: start });
    await gotoHydrated(page);
    // Stop the page's clock (the star calls' timers run out first); from here only runFor moves it.
    await page.clock.pauseAt(start + 60_000);
    const message = page.locator("#contact-message");
    await page.getByRole("link", { name: ADVISORY.action }).click();
    await page.clock.runFor(499);
    await expect(message).toHaveValue("");
    await page.clock.runFor(1);
    await expect(message).toHaveValue(ADVISORY_PREFILL);
    await expect(message).toBeFocused();
    await expect(page.locator("#contact")).toBeInViewport();
    await expect(page).toHaveURL(PATH);
    expect(consoleErrors).toEqual([]);
  });
});

test.describe("with reduced motion", () => {
  test.use({ reducedMotion: "reduce" });

  test("nothing animates and in-page links jump", async ({ page }) => {
    await gotoHydrated(page);
    await scrollUntilInSight(page, page.locator("#tutorials li").last());
    const names = await page
      .locator("main [data-card]")
      .evaluateAll((els) => els.map((el) => getComputedStyle(el).animationName));
    expect(names.length).toBeGreaterThan(0);
    expect(names.filter((name) => name !== "none")).toEqual([]);
    await page.getByRole("link", { name: HERO.secondary }).click();
    await expect(page.locator("#partners-title")).toBeInViewport();
  });
});

/**
 * What the browser reports about a form submission, seen through the DevTools protocol (page scripts do not
 * run with JavaScript off): the navigations the page asks for, the requests the browser then really sends
 * (a submission the CSP blocks never becomes one) and every Content-Security-Policy complaint, whether as a
 * console message or as a DevTools issue.
 */
async function watchSubmission(page: Page) {
  const seen = { navigations: [] as string[], sent: [] as string[], cspReports: [] as string[] };
  page.on("console", (msg) => {
    if (/Content Security Policy|securitypolicyviolation/i.test(msg.text())) seen.cspReports.push(msg.text());
  });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Page.enable");
  await cdp.send("Network.enable");
  await cdp.send("Audits.enable");
  cdp.on("Page.frameRequestedNavigation", (event) => seen.navigations.push(event.url));
  cdp.on("Network.requestWillBeSent", (event) => seen.sent.push(event.request.url));
  cdp.on("Audits.issueAdded", (event) => {
    if (event.issue.code === "ContentSecurityPolicyIssue") seen.cspReports.push(JSON.stringify(event.issue.details));
  });
  return seen;
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the contact form opens an e-mail to the owner, allowed by the site's own CSP; the content is visible, with the build's star counts, and the in-page buttons are plain anchor links", async ({
    page,
  }) => {
    const response = await page.goto(PATH);
    // The served site applies public/_headers: forms may go to mailto: and nowhere else.
    const csp = response?.headers()["content-security-policy"] ?? "";
    const formAction = csp
      .split(";")
      .map((directive) => directive.trim())
      .filter((directive) => directive.startsWith("form-action "));
    expect(formAction).toEqual(["form-action mailto:"]);

    const seen = await watchSubmission(page);
    const form = page.locator("#contact form");
    await form.getByLabel(ui.contact.name).fill("Ada Lovelace");
    await form.getByLabel(ui.contact.email).fill("ada@example.com");
    await form.getByLabel(ui.contact.message).fill("Hello there\nSecond line");
    // The mailto: hands off to the mail program, so the page never finishes a navigation to wait for.
    await form.getByRole("button", { name: ui.contact.send }).click({ noWaitAfter: true });

    const mailto = `mailto:${site.email}?`;
    await expect.poll(() => seen.navigations).toHaveLength(1);
    expect(seen.navigations[0]?.startsWith(mailto)).toBe(true);
    // The browser sends what the CSP allows; a blocked submission is requested above but never sent.
    await expect.poll(() => seen.sent.filter((url) => url.startsWith(mailto))).toEqual(seen.navigations);
    expect(seen.cspReports).toEqual([]);

    const params = new URLSearchParams((seen.navigations[0] ?? "").slice(mailto.length));
    expect(params.get("subject")).toBe(ui.contact.noScriptSubject);
    // enctype="text/plain": one readable "name=value" line per field, the message's own lines kept.
    expect(params.get("body")).toContain(
      "name=Ada Lovelace\r\nemail=ada@example.com\r\nmessage=Hello there\r\nSecond line",
    );
    await expect(page).toHaveURL(PATH);

    await expect(page.locator("#tutorials li").last()).toHaveCSS("opacity", "1");
    for (const t of tutorials) await expect(starCount(page, t.name)).toHaveText(stars(buildStars(t.repo)));
    await page.getByRole("link", { name: HERO.secondary }).click();
    await expect(page).toHaveURL(/#partners$/);
    await expect(page.locator("#partners-title")).toBeInViewport();
    await expect(page.locator("#contact")).toContainText(site.email);
  });
});

test.describe("on a phone (375 px)", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("nothing overflows, every section is there, and the buttons scroll, the advisory prefill and the form work", async ({
    page,
    consoleErrors,
  }) => {
    await page.goto(PATH);
    for (const id of ["tutorials", "guide", "partners", "newsletter", "services", "advisory", "founder", "contact"]) {
      await expect(page.locator(`#${id}`)).toBeAttached();
    }
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBe(0);
    // Each tutorial card names its repository in full, neither cut nor spilling out of the card.
    const names = page.locator("#tutorials li").getByText(/^[^\s/]+\/[^\s/]+$/);
    await expect(names).toHaveText(tutorials.map((t) => `${t.owner}/${t.repo}`));
    for (const name of await names.all()) {
      const [span, card] = [await name.boundingBox(), await name.locator("xpath=ancestor::li").boundingBox()];
      expect(await name.evaluate((el) => el.scrollWidth - el.clientWidth)).toBe(0);
      expect((span?.x ?? 0) + (span?.width ?? Infinity)).toBeLessThanOrEqual((card?.x ?? 0) + (card?.width ?? 0));
    }
    const hero = page.locator("section[aria-labelledby='hero-title']");
    const browse = await hero.getByRole("link", { name: HERO.action }).boundingBox();
    const partner = await hero.getByRole("link", { name: HERO.secondary }).boundingBox();
    expect(partner && browse && partner.y > browse.y).toBe(true);

    await waitForHydration(page);
    await page.getByRole("link", { name: HERO.secondary }).click();
    await expect(page.locator("#partners-title")).toBeInViewport();
    await page.getByRole("link", { name: ADVISORY.action }).click();
    const message = page.locator("#contact-message");
    await expect(message).toHaveValue(ADVISORY_PREFILL);
    await expect(message).toBeFocused();
    await expect(message).toBeInViewport();

    const navigations = await recordNavigations(page);
    await page.locator("#contact-name").fill("Grace");
    await page.locator("#contact-email").fill("grace@example.com");
    await page.getByRole("button", { name: ui.contact.send }).click();
    await expect.poll(() => navigations.length).toBe(1);
    const mail = splitMailto(navigations[0] ?? "");
    expect(mail.to).toBe(site.email);
    expect(mailParams(mail.query)).toEqual({
      subject: fillLocal(ui.contact.subject, { name: "Grace" }),
      body: fillLocal(ui.contact.body, {
        name: "Grace",
        email: "grace@example.com",
        message: ADVISORY_PREFILL,
      }).replace(/\r?\n/g, "\r\n"),
    });
    await expect(page.getByRole("status").filter({ hasText: ui.contact.toastTitle })).toBeVisible();
    await expect(message).toHaveValue("");
    expect(consoleErrors).toEqual([]);
  });
});

/** The repository whose call each fault test breaks (the first featured tutorial), and the others, which answer. */
const FAULTY = first;
const OTHERS = tutorials.slice(1);
const FAULTY_KEY = `${FAULTY.owner}/${FAULTY.repo}`;

const CORS = { "access-control-allow-origin": "*" };

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
  // The calls are a second apart.
  for (const other of OTHERS) await expect(starCount(page, other.name)).toContainText("25.0k", { timeout: 10_000 });
  await expect(starCount(page, FAULTY.name)).toContainText(faulty);
}

const json =
  (body: string, status = 200) =>
  (route: Route) =>
    route.fulfill({ status, headers: CORS, contentType: "application/json", body });

// One representative of the storage faults in a real page; corrupt, misshapen or dated caches and a storage that
// throws on write are covered in src/lib/star-fetch-cache.test.ts.
test("a localStorage that throws SecurityError never hides the counts", async ({ page, consoleErrors }) => {
  await page.addInitScript(() =>
    Object.defineProperty(window, "localStorage", {
      get() {
        throw new DOMException("denied", "SecurityError");
      },
    }),
  );
  await githubWith(page, json('{"stargazers_count":30000}'));
  await page.goto(PATH);
  await expectCounts(page, "30.0k");
  expect(consoleErrors.filter((e) => e.startsWith("pageerror"))).toEqual([]);
});
