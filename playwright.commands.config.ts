import { defineConfig } from "@playwright/test";
import { CHROMIUM_ARGS, findChromium } from "./scripts/chromium.mjs";

/**
 * `npm run test:commands`: the README's `npm run cms`, and the `npm run develop` it runs, as a newcomer types
 * them, in a copy of the project (e2e/commands/).
 */
export default defineConfig({
  testDir: "e2e/commands",
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  // A cold `gatsby develop` or `gatsby build` on a busy two-core machine: the waits inside each test say what
  // they wait for; this only bounds a test that hangs.
  timeout: 300_000,
  reporter: "list",
  use: {
    viewport: { width: 1280, height: 800 },
    trace: "on-first-retry",
    launchOptions: { executablePath: findChromium({ headlessShell: true }), args: CHROMIUM_ARGS },
  },
});
