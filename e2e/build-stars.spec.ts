import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { formatStars } from "../src/lib/format-stars";
import { PUBLIC_DIR } from "./built-site";
import { buildStars, tutorials, ui } from "./content";
import { expect, test } from "./fixtures";
import starsFixture from "./stars-fixture.json";

/**
 * The star counts the build asked of GitHub. `npm test` builds with `npm run build:test`, whose mock GitHub API
 * answers from e2e/stars-fixture.json; a build made otherwise (plain `npm run build`) fails these tests. The home
 * page's own spec checks the loaded page: its counts without JavaScript, and the live ones replacing them.
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
});
