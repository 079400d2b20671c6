import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { expect } from "@playwright/test";
import { fixtureSiteDir } from "../scripts/test-build.mjs";
import { ADMIN_DIR } from "../src/lib/cms/admin-path";

/**
 * The test build (`npm run build:test`, scripts/test-build.mjs): the fixture site, a copy of the project with a PNG
 * partner logo and a founder's photo, built outside the project. The browser tests serve and read its public/.
 */
export const FIXTURE_SITE_DIR = fixtureSiteDir(path.resolve(__dirname, ".."));
export const PUBLIC_DIR = path.join(FIXTURE_SITE_DIR, "public");

/** Every visitor page of the build: its URL path and HTML file (the content editor at /admin/ is not one). */
export function builtPages(publicDir: string = PUBLIC_DIR): { urlPath: string; file: string }[] {
  const out: { urlPath: string; file: string }[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!["page-data", "static", "~partytown", "og", "dev-404-page", "_gatsby", ADMIN_DIR].includes(entry.name))
          walk(full);
      } else if (entry.name.endsWith(".html")) {
        const rel = path.relative(publicDir, full).split(path.sep).join("/");
        out.push({ urlPath: `/${rel.replace(/index\.html$/, "")}`, file: full });
      }
    }
  };
  walk(publicDir);
  return out.sort((a, b) => a.urlPath.localeCompare(b.urlPath));
}

/** The width and height of a PNG file of the build, read from its header. */
export function pngSize(file: string): { width: number; height: number } {
  const buf = fs.readFileSync(file);
  expect(buf.subarray(1, 4).toString("latin1"), file).toBe("PNG");
  return { width: buf.readUInt32BE(16), height: buf.readUInt32BE(20) };
}

/** A free local port. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}
