import { test as base, expect, type BrowserContext, type Page } from "@playwright/test";

export const ROUTE_PATHS = [
  "/",
  "/sponsorship/",
  "/sponsorship/github/",
  "/sponsorship/logo-only/",
  "/sponsorship/newsletter/",
  "/sponsorship/social-media/",
] as const;

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

/** Every test page mocks GitHub and collects console errors and uncaught exceptions. */
export const test = base.extend<Fixtures>({
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on("console", (msg) => {
      if (msg.type() === "error") errors.push(msg.text());
    });
    page.on("pageerror", (err) => errors.push(`pageerror: ${err.message}`));
    await mockGitHub(page);
    await use(errors);
  },
});

export { expect };
