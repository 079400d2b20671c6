#!/usr/bin/env node
// Makes sure a Chromium exists for the browser tests, installing one when it can.
import { execSync } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";
import { findChromium } from "./chromium.mjs";

function playwrightOwn() {
  try {
    const p = createRequire(import.meta.url)("playwright-core").chromium.executablePath();
    return p && fs.existsSync(p) ? p : undefined;
  } catch {
    return undefined;
  }
}

function tryRun(cmd) {
  try {
    execSync(cmd, { stdio: "inherit", timeout: 15 * 60 * 1000 });
    return true;
  } catch {
    return false;
  }
}

let found = findChromium({ headlessShell: true }) ?? playwrightOwn();
if (!found) {
  console.log("No Chromium found: trying Playwright's download...");
  if (tryRun("npx playwright install chromium")) found = playwrightOwn();
}
if (!found && process.getuid?.() === 0) {
  console.log("Trying Debian's chromium package (apt-get)...");
  const install = "DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium chromium-headless-shell";
  if (tryRun(`apt-get update -qq && ${install}`)) found = findChromium({ headlessShell: true });
}
if (!found) {
  console.error(
    "No Chromium for the browser tests. Install one (Debian/Ubuntu: `sudo apt-get install chromium`; " +
      "elsewhere: `npx playwright install chromium`) or point CHROME_PATH at a Chrome/Chromium binary.",
  );
  process.exit(1);
}
console.log(`Chromium: ${found}`);
