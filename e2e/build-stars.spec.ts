import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { formatStars } from "../src/lib/format-stars";
import { pathOf } from "../src/lib/routes";
import { PUBLIC_DIR } from "./built-site";
import { buildStarCount, buildStars, tutorials, ui } from "./content";
import { escapeRegExp, expect, test } from "./fixtures";
import starsFixture from "./stars-fixture.json";

/**
 * The star counts the build asked of GitHub. `npm test` builds with `npm run build:test`, whose mock GitHub API
 * answers from e2e/stars-fixture.json; a build made otherwise (plain `npm run build`) fails these tests.
 */
const NOT_THE_TEST_BUILD =
  "the test build should come from `npm run build:test` (the build against the mock GitHub API)";

/** A star count as the card reads it: "31.4k stars on GitHub". */
const stars = (count: string) => `${count} ${ui.stars.label}`;

const starCount = (page: Page, name: string) =>
  page
    .locator("#tutorials li")
    .filter({ has: page.getByRole("heading", { name, exact: true }) })
    .locator("[data-star-count]");

test("the fixture gives the tests counts that a fallback could not show", () => {
  // At least one featured tutorial gets a count from the mock API that reads differently from its fallbackStars,
  // so the tests below can tell a live build-time count from a fallback.
  const fixture = starsFixture as Record<string, number | undefined>;
  const telling = tutorials.filter((t) => {
    const count = fixture[`${t.owner}/${t.repo}`];
    return count !== undefined && formatStars(count) !== formatStars(t.fallbackStars);
  });
  expect(telling.length).toBeGreaterThan(0);
});

test.describe("before any script runs", () => {
  test.use({ javaScriptEnabled: false });

  test("public/index.html shows each tutorial's count from the build's GitHub answers", async ({ page }) => {
    // The file as the build wrote it, read from disk: what crawlers, no-JavaScript visitors and first paint get.
    const html = fs.readFileSync(path.join(PUBLIC_DIR, "index.html"), "utf8");
    await page.setContent(html);
    await expect(page.locator("#tutorials li")).toHaveCount(tutorials.length);
    for (const t of tutorials) {
      await expect(starCount(page, t.name), `${t.owner}/${t.repo}: ${NOT_THE_TEST_BUILD}`).toHaveText(
        stars(buildStars(t.repo)),
      );
    }
  });

  test("the home page, loaded without JavaScript, shows the same counts", async ({ page }) => {
    await page.goto(pathOf("home"));
    for (const t of tutorials) await expect(starCount(page, t.name)).toHaveText(stars(buildStars(t.repo)));
  });
});

test("the live refresh starts from the build's counts and replaces them", async ({ page, consoleErrors }) => {
  // Live counts unlike the build's: 42.0k, 43.0k, ...
  const live = new Map(tutorials.map((t, i) => [`${t.owner}/${t.repo}`, 42_000 + i * 1_000]));
  for (const t of tutorials) expect(formatStars(live.get(`${t.owner}/${t.repo}`) ?? 0)).not.toBe(buildStars(t.repo));
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route("https://api.github.com/**", async (route) => {
    await gate;
    const [owner, repo] = new URL(route.request().url()).pathname.split("/").slice(-2);
    await route.fulfill({
      status: 200,
      headers: { "access-control-allow-origin": "*" },
      contentType: "application/json",
      body: JSON.stringify({ stargazers_count: live.get(`${owner}/${repo}`) }),
    });
  });
  await page.goto(pathOf("home"));
  // Hydrated and asking GitHub: every card still shows the build's count.
  await expect(page.locator("#tutorials [aria-busy='true']").first()).toBeAttached({ timeout: 20_000 });
  for (const t of tutorials) {
    await expect(starCount(page, t.name)).toHaveText(new RegExp(`^${escapeRegExp(stars(buildStars(t.repo)))}`));
  }
  release();
  for (const t of tutorials) {
    const count = live.get(`${t.owner}/${t.repo}`) ?? 0;
    // The calls are a second apart.
    await expect(starCount(page, t.name)).toHaveText(stars(formatStars(count)), { timeout: 15_000 });
    expect(count).not.toBe(buildStarCount(t.repo));
  }
  expect(consoleErrors).toEqual([]);
});
