import { defineConfig, devices } from "@playwright/test";
import { findChromium } from "./scripts/chromium.mjs";

const PORT = Number(process.env.E2E_PORT ?? 9100);
const executablePath = findChromium();

export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [{ name: "desktop", use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } } }],
  // The built site on Cloudflare Pages' own runtime (`wrangler pages dev`, workerd, offline), as it is published:
  // _headers, the 404 status and the 308 to the trailing slash as Cloudflare applies them. Its first start on a
  // busy two-core machine takes up to a minute.
  webServer: {
    command: `node scripts/pages-dev.mjs`,
    env: { PORT: String(PORT) },
    url: `http://localhost:${PORT}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
