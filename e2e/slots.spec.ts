import fs from "node:fs";
import path from "node:path";
import type { Browser, Page } from "@playwright/test";
import { withLine } from "../src/lib/mailto";
import { CHANNEL_PAGES, type ChannelPage } from "../src/lib/routes";
import {
  bookedByChannel,
  dayOf,
  scheduleOf,
  slotText,
  statusText,
  timeOf,
  type Booking,
  type Schedule,
} from "../src/lib/slots";
import { FIXTURE_SITE_DIR, PUBLIC_DIR } from "./built-site";
import { channel, fillLocal, ui } from "./content";
import { expect, gotoHydrated, jsonLdIn, mockGitHub, routeOf, test } from "./fixtures";
import { expectNoViolations } from "./page-checks";

/**
 * The slots of the four channel pages and the overview's cards, in the test build. What each page must show is
 * computed with the site's own slot maths (src/lib/slots.ts) from the bookings the test build used (data/ plus
 * what scripts/test-build.mjs books, e2e/fixture-site.json) and the build's day, read from the page's data: an
 * editor's booking moves the expectation with it.
 */
const words = ui.slots;
const booked: Booking[] = JSON.parse(fs.readFileSync(path.join(FIXTURE_SITE_DIR, "data", "bookings.json"), "utf8"));
const fixture = JSON.parse(fs.readFileSync(path.join(__dirname, "fixture-site.json"), "utf8")) as {
  bookings: { firstOpen: ChannelPage; fullWindow: ChannelPage };
};

/** The build's day (UTC), as the page's data gives it to the page. */
function buildDayOf(slug: string): string {
  const route = routeOf(slug as ChannelPage).path;
  const file = path.join(PUBLIC_DIR, "page-data", route.replace(/^\/|\/$/g, ""), "page-data.json");
  const data = JSON.parse(fs.readFileSync(file, "utf8")) as { result: { data: { site: { buildTime: string } } } };
  return dayOf(Date.parse(data.result.data.site.buildTime));
}

const scheduleFor = (slug: ChannelPage, today = buildDayOf(slug)): Schedule =>
  scheduleOf(channel(slug).slots, bookedByChannel(booked)[slug] ?? [], today);

/** The radios as a screen reader lists them: the cell's words, and whether each can be chosen. */
async function readSlots(page: Page) {
  return page.locator("#slots li").evaluateAll((items) =>
    items.map((li) => {
      const input = li.querySelector("input");
      return { value: input?.value ?? "", text: li.textContent ?? "", disabled: !!input?.disabled };
    }),
  );
}

/** What the picker must show for a schedule: "no preference", then each slot, taken ones not to be chosen. */
function expectedSlots(slug: ChannelPage, schedule: Schedule) {
  const { unit, capacity } = channel(slug).slots;
  return [
    { value: "", text: words.any, disabled: false },
    ...schedule.slots.map(({ start, left }) => ({
      value: start,
      text:
        slotText(unit, start, words, "short") +
        (left === 0 ? words.taken : capacity > 1 ? fillLocal(words.left, { count: left }) : words.open),
      disabled: left === 0,
    })),
  ];
}

const mailHrefs = (page: Page) =>
  page.locator('main a[href^="mailto:"]').evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));

function readMailto(url: string) {
  const parsed = new URL(url);
  return {
    to: decodeURIComponent(parsed.pathname),
    subject: parsed.searchParams.get("subject") ?? "",
    body: parsed.searchParams.get("body") ?? "",
  };
}

test.describe("the slots of each channel page", () => {
  for (const slug of CHANNEL_PAGES) {
    test(`${routeOf(slug).path}: the next slots from the build's day, taken ones shown taken, and when it runs next`, async ({
      page,
      consoleErrors,
    }) => {
      await gotoHydrated(page, routeOf(slug).path);
      const schedule = scheduleFor(slug);
      expect(schedule.slots).toHaveLength(channel(slug).slots.shown);
      await expect.poll(() => readSlots(page)).toEqual(expectedSlots(slug, schedule));
      await expect
        .poll(() => page.locator("[data-slot-status]").textContent())
        .toBe(statusText(channel(slug).slots.unit, schedule, words));
      // The offers say the same: InStock while a slot shown is open, SoldOut otherwise, and from when.
      const [service] = jsonLdIn(await page.content()).filter((block) => block["@type"] === "Service");
      const open = schedule.slots.some((s) => s.left > 0);
      for (const offer of (service?.offers ?? []) as Record<string, unknown>[]) {
        expect(offer.availability).toBe(`https://schema.org/${open ? "InStock" : "SoldOut"}`);
        expect(offer.availabilityStarts).toBe(schedule.next?.start);
      }
      expect(consoleErrors).toEqual([]);
    });
  }

  test("the test build books what it says: one slot taken on one page, every slot shown on another", () => {
    const first = scheduleFor(fixture.bookings.firstOpen);
    expect(first.slots.some((s) => s.left === 0)).toBe(true);
    expect(first.slots.some((s) => s.left > 0)).toBe(true);
    const full = scheduleFor(fixture.bookings.fullWindow);
    expect(full.slots.every((s) => s.left === 0)).toBe(true);
    // "Fully booked until …": the day before the next open slot, which is the one after the window.
    expect(statusText(channel(fixture.bookings.fullWindow).slots.unit, full, words)).toContain(
      slotText(channel(fixture.bookings.fullWindow).slots.unit, full.next?.start ?? "", words, "page"),
    );
  });
});

test("the overview's channel cards say when each channel can run next, each date on one line", async ({ page }) => {
  await gotoHydrated(page, routeOf("sponsorship").path);
  // The text as it is, not as toHaveText evens its spaces out: a date's parts are joined by no-break spaces.
  for (const slug of CHANNEL_PAGES) {
    await expect
      .poll(() => page.locator(`[data-channel="${slug}"] [data-next-slot]`).textContent())
      .toBe(statusText(channel(slug).slots.unit, scheduleFor(slug), words));
  }
});

test("choosing a slot adds its line to every e-mail of the page, the copied message and the webmail links; the subjects stay", async ({
  page,
  baseURL,
  consoleErrors,
}) => {
  const slug = fixture.bookings.firstOpen;
  const { unit } = channel(slug).slots;
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
  for (const service of ui.mail.webmail) {
    await page.context().route(`${new URL(service.compose).origin}/**`, (route) => route.fulfill({ body: "stub" }));
  }
  await gotoHydrated(page, routeOf(slug).path);
  const before = await mailHrefs(page);
  expect(before.length).toBeGreaterThan(1);

  const open = scheduleFor(slug).slots.filter((s) => s.left > 0);
  const chosen = open[open.length - 1]?.start ?? "";
  await page.locator(`#slots input[value="${chosen}"]`).check();
  // The picker says so, aloud too, where it said when the channel runs next.
  const status = page.locator("#slots [data-slot-status]");
  await expect(status).toHaveAttribute("aria-live", "polite");
  await expect(status).toHaveText(fillLocal(words.chosen, { slot: slotText(unit, chosen, words, "page") }));
  const line = fillLocal(words.mailLine, { slot: slotText(unit, chosen, words) });
  const after = await mailHrefs(page);
  expect(after).toHaveLength(before.length);
  const lf = (text: string) => text.replace(/\r\n/g, "\n");
  after.forEach((href, i) => {
    const was = readMailto(before[i] ?? "");
    const now = readMailto(href);
    expect(now.subject).toBe(was.subject);
    expect(now.to).toBe(was.to);
    expect(lf(now.body)).toBe(withLine({ ...was, body: lf(was.body) }, line).body);
    expect(now.body).toContain(slotText(unit, chosen, words));
  });

  // The package button's fallback panel: its copied message and webmail links carry the line too.
  const button = page.locator('main a[href^="mailto:"]').first();
  const mail = readMailto((await button.getAttribute("href")) ?? "");
  await button.click();
  const panel = page.getByRole("group", { name: ui.mail.fallback.title, exact: true });
  await panel.getByRole("button", { name: ui.mail.fallback.copyMessage }).click();
  await expect(panel.getByRole("status")).toContainText(fillLocal(ui.mail.fallback.messageCopied, { email: mail.to }));
  const copied = (await page.evaluate(() => navigator.clipboard.readText())).replace(/\r\n/g, "\n");
  expect(copied).toBe(
    fillLocal(ui.mail.fallback.message, { subject: mail.subject, body: mail.body.replace(/\r\n/g, "\n") }),
  );
  expect(copied).toContain(line);
  for (const service of ui.mail.webmail) {
    const href = (await panel.locator(`a[href^="${new URL(service.compose).origin}"]`).getAttribute("href")) ?? "";
    const params = [...new URL(href).searchParams.values()];
    expect(params).toContain(mail.subject);
    expect(params.some((value) => value.replace(/\r\n/g, "\n").includes(line))).toBe(true);
  }

  // "No preference" gives back the e-mails data/ gives.
  await page.keyboard.press("Escape");
  await page.locator('#slots input[value=""]').check();
  expect(await mailHrefs(page)).toEqual(before);
  expect(consoleErrors).toEqual([]);
});

/** Where the picker and what follows it sit once the page is interactive and its fonts are in, and every shift. */
async function layoutOf(page: Page) {
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  return page.evaluate(() => {
    const box = (selector: string) => document.querySelector(selector)?.getBoundingClientRect();
    return {
      slots: box("#slots")?.height,
      status: box("[data-slot-status]")?.height,
      closing: (box("#closing-title")?.top ?? 0) + window.scrollY,
    };
  });
}

test("five weeks after the build, no slot that has passed is offered and nothing moves", async ({
  page,
  browser,
  consoleErrors,
}) => {
  const slug = fixture.bookings.firstOpen;
  const buildDay = buildDayOf(slug);
  // The page as today's visitor sees it, then as one five weeks after the build.
  await gotoHydrated(page, routeOf(slug).path);
  const today = await layoutOf(page);

  const later = timeOf(buildDay) + 35 * 86_400_000 + 12 * 3_600_000;
  const context = await browser.newContext({ viewport: page.viewportSize() });
  try {
    await mockGitHub(context);
    const visitor = await context.newPage();
    const errors: string[] = [];
    visitor.on("console", (msg) => {
      if (msg.type() === "error") errors.push(msg.text());
    });
    await visitor.clock.install({ time: later });
    // Every layout shift, and when the picker's list first changes: the slots that passed dropping out.
    await visitor.addInitScript(() => {
      const w = window as unknown as {
        __shifts: { at: number; value: number; moved: string[] }[];
        __dropAt?: number;
      };
      w.__shifts = [];
      type Shift = {
        value: number;
        sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
      };
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          const { value, sources } = entry as unknown as Shift;
          // The picker and what follows it: the header's words shifting as the web font comes in are not the picker's.
          const slots = document.querySelector("#slots");
          const ours = sources.filter(
            ({ node }) =>
              !!node &&
              !!slots &&
              (slots.contains(node) || !!(slots.compareDocumentPosition(node) & Node.DOCUMENT_POSITION_FOLLOWING)),
          );
          if (ours.length === 0) continue;
          const moved = ours.map(
            (s) =>
              `${s.node instanceof Element ? s.node.outerHTML.slice(0, 80) : String(s.node?.nodeName)} ` +
              `${JSON.stringify(s.previousRect)} → ${JSON.stringify(s.currentRect)}`,
          );
          w.__shifts.push({ at: entry.startTime, value, moved });
        }
      }).observe({ type: "layout-shift", buffered: true });
      new MutationObserver((changes) => {
        const inPicker = changes.some((c) => c.target instanceof Element && c.target.closest("#slots"));
        if (inPicker && w.__dropAt === undefined) w.__dropAt = performance.now();
      }).observe(document, { subtree: true, childList: true, characterData: true });
    });
    await gotoHydrated(visitor, routeOf(slug).path);
    const day = dayOf(later);
    const schedule = scheduleFor(slug, day);
    await expect.poll(() => readSlots(visitor)).toEqual(expectedSlots(slug, schedule));
    for (const { value } of await readSlots(visitor)) if (value) expect(value > day).toBe(true);
    await expect
      .poll(() => visitor.locator("[data-slot-status]").textContent())
      .toBe(statusText(channel(slug).slots.unit, schedule, words));
    expect(await layoutOf(visitor)).toEqual(today);
    // The drop happened after hydration, and moved nothing at or below the picker from then on.
    const { dropAt, shifts } = await visitor.evaluate(() => {
      const w = window as unknown as {
        __shifts: { at: number; value: number; moved: string[] }[];
        __dropAt?: number;
      };
      return { dropAt: w.__dropAt, shifts: w.__shifts };
    });
    expect(dropAt).toBeDefined();
    expect(shifts.filter((s) => s.at >= (dropAt ?? 0))).toEqual([]);
    // React adopted the build's HTML without a word: no hydration warning.
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
  expect(consoleErrors).toEqual([]);
});

async function withoutJavaScript(browser: Browser, check: (page: Page) => Promise<void>) {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    await mockGitHub(context);
    await check(await context.newPage());
  } finally {
    await context.close();
  }
}

test("without JavaScript, the build day's slots show and the e-mail links are data/'s", async ({
  browser,
  baseURL,
}) => {
  await withoutJavaScript(browser, async (page) => {
    for (const slug of CHANNEL_PAGES) {
      await page.goto(`${baseURL}${routeOf(slug).path}`);
      expect(await readSlots(page)).toEqual(expectedSlots(slug, scheduleFor(slug)));
      for (const href of await mailHrefs(page)) {
        expect(readMailto(href).body).not.toContain(fillLocal(words.mailLine, { slot: "" }).trim());
      }
    }
  });
});

for (const width of [375, 1280]) {
  test(`at ${width} px, the picker is chosen from the keyboard alone and axe finds nothing`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    const slug = fixture.bookings.firstOpen;
    await gotoHydrated(page, routeOf(slug).path);
    await expectNoViolations(page, "#slots", `the picker at ${width} px`);
    // From the top of the page, Tab alone reaches the group (its chosen radio, "no preference"); arrows move the choice.
    const inPicker = () => page.evaluate(() => !!document.activeElement?.closest("#slots"));
    for (let presses = 0; presses < 80 && !(await inPicker()); presses++) await page.keyboard.press("Tab");
    await expect(page.locator('#slots input[value=""]')).toBeFocused();
    await page.keyboard.press("ArrowRight");
    const open = scheduleFor(slug).slots.filter((s) => s.left > 0);
    const first = open[0]?.start ?? "";
    await expect(page.locator(`#slots input[value="${first}"]`)).toBeFocused();
    await expect(page.locator(`#slots input[value="${first}"]`)).toBeChecked();
    const line = fillLocal(words.mailLine, { slot: slotText(channel(slug).slots.unit, first, words) });
    for (const href of await mailHrefs(page)) expect(readMailto(href).body).toContain(line);
    await expectNoViolations(page, "#slots", `the picker at ${width} px with a slot chosen`);
    // The focus ring shows on the chosen cell.
    const outline = await page
      .locator(`#slots input[value="${first}"] + span`)
      .evaluate((el) => getComputedStyle(el).outlineStyle);
    expect(outline).toBe("solid");
  });
}

test.describe("the picker's group", () => {
  test("is a radio group named by its legend", async ({ page }) => {
    const slug = fixture.bookings.firstOpen;
    await gotoHydrated(page, routeOf(slug).path);
    const unit = channel(slug).slots.unit === "week" ? words.week : words.month;
    const group = page.getByRole("group", { name: fillLocal(words.legend, { unit }) });
    await expect(group.getByRole("radio")).toHaveCount(channel(slug).slots.shown + 1);
  });
});
