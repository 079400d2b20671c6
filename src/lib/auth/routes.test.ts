/** @jest-environment node */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { AUTH_PATH, CALLBACK_PATH } from "./github-oauth";

/**
 * Only the sign-in runs a Function: the _routes.json wrangler derives from functions/ (and uploads with the site)
 * names those two paths and nothing else, so every page and asset stays a static file, free per request.
 */
test("wrangler routes exactly the sign-in paths to functions/", () => {
  const root = path.resolve(__dirname, "..", "..", "..");
  const out = fs.mkdtempSync(path.join(os.tmpdir(), "auth-routes-"));
  try {
    execFileSync(
      process.execPath,
      [
        require.resolve("wrangler/bin/wrangler.js"),
        "pages",
        "functions",
        "build",
        "--outdir",
        path.join(out, "worker"),
        "--output-routes-path",
        path.join(out, "_routes.json"),
      ],
      {
        cwd: root,
        stdio: "pipe",
        env: {
          ...process.env,
          WRANGLER_SEND_METRICS: "false",
          WRANGLER_HIDE_BANNER: "true",
          WRANGLER_SEND_ERROR_REPORTS: "false",
        },
      },
    );
    const routes = JSON.parse(fs.readFileSync(path.join(out, "_routes.json"), "utf8")) as {
      include: string[];
      exclude: string[];
    };
    expect(routes.include.sort()).toEqual([AUTH_PATH, CALLBACK_PATH].sort());
    expect(routes.exclude).toEqual([]);
    expect(fs.existsSync(path.join(root, "static", "_routes.json"))).toBe(false);
  } finally {
    fs.rmSync(out, { recursive: true, force: true });
  }
}, 60_000);
