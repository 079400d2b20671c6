// Finds a Chromium for Playwright and Lighthouse: CHROME_PATH, a system Chromium, or Playwright's own.
import fs from "node:fs";

const SYSTEM = [
  "/usr/bin/chromium",
  "/usr/bin/chromium-browser",
  "/usr/bin/google-chrome",
  "/usr/bin/google-chrome-stable",
];

/** The flags the browser tests and the benchmark launch it with: no sandbox, GPU, QUIC or background traffic. */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/**
 * With `headlessShell`, Debian's chromium-headless-shell comes first: the browser tests need no full browser, and
 * the shell runs them in about a quarter less CPU time (as Playwright's own headless Chromium is that shell too).
 */
export function findChromium({ headlessShell = false } = {}) {
  const shell = headlessShell ? ["/usr/bin/chromium-headless-shell"] : [];
  return [process.env.CHROME_PATH, ...shell, ...SYSTEM].find((c) => c && fs.existsSync(c));
}
