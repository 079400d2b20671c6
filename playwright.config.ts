import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, findChromium } from "./scripts/chromium.mjs";
import { MOCK_CLIENT_ID, MOCK_CLIENT_SECRET, MOCK_GITHUB_URL } from "./scripts/mock-github-oauth.mjs";
import { fixtureSiteDir } from "./scripts/test-build.mjs";

const PORT = Number(process.env.E2E_PORT ?? 9100);

export default defineConfig({
  testDir: "e2e",
  // The README's develop and cms commands have a run of their own (playwright.commands.config.ts).
  testIgnore: "commands/**",
  fullyParallel: true,
  // One per core: a third worker on two cores fills the waits but costs more CPU than it saves (docs/performance.md).
  workers: "100%",
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  reporter: "list",
  use: {
    baseURL: `http://localhost:${PORT}`,
    // A trace records a screenshot of every frame: a third of the suite's CPU time. Only a retry (CI) records one;
    // locally, `npx playwright test --trace on <spec>` records it for a failure being looked into.
    trace: "on-first-retry",
    launchOptions: { executablePath: findChromium({ headlessShell: true }), args: CHROMIUM_ARGS },
  },
  projects: [{ name: "desktop", use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } } }],
  webServer: [
    // The test build (`npm run build:test`) on Cloudflare Pages' own runtime (`wrangler pages dev`, workerd,
    // offline), as it is published: _headers, the 404 status and the 308 to the trailing slash as Cloudflare
    // applies them, and the sign-in Functions, pointed at the mock GitHub below. Started as the README's
    // `npm run preview` (the second half of `npm start`), so every browser test runs that command. Its first
    // start on a busy two-core machine takes up to a minute.
    {
      command: `npm run preview`,
      env: {
        PORT: String(PORT),
        SERVE_ROOT: `${fixtureSiteDir(__dirname)}/public`,
        PAGES_BINDING_GITHUB_URL: MOCK_GITHUB_URL,
        PAGES_BINDING_GITHUB_CLIENT_ID: MOCK_CLIENT_ID,
        PAGES_BINDING_GITHUB_CLIENT_SECRET: MOCK_CLIENT_SECRET,
      },
      url: `http://localhost:${PORT}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    // GitHub's OAuth pages and REST API for the editor's sign-in (e2e/auth.spec.ts); the test build's editor
    // calls it as its api_root (scripts/test-build.mjs).
    {
      command: `node scripts/mock-github-oauth.mjs`,
      url: `${MOCK_GITHUB_URL}/__mock/health`,
      reuseExistingServer: !process.env.CI,
      timeout: 20_000,
    },
  ],
});
