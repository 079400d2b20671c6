// Finds a Chromium for Playwright and Lighthouse: CHROME_PATH, a system Chromium, or Playwright's own.
import fs from "node:fs";

const SYSTEM = [
  "/usr/bin/chromium",
  "/usr/bin/chromium-browser",
  "/usr/bin/google-chrome",
  "/usr/bin/google-chrome-stable",
];

export function findChromium() {
  const candidates = [process.env.CHROME_PATH, ...SYSTEM];
  for (const c of candidates) if (c && fs.existsSync(c)) return c;
  return undefined;
}
