import fs from "node:fs";
import path from "node:path";

/**
 * `npm install` applies each patch in patches/ (patch-package, the postinstall script) and fails when one no longer
 * applies. This is the other half: an install that skipped scripts (`--ignore-scripts`) runs unpatched, and says so
 * here. Each hunk's result (its context and added lines) must be in the installed file.
 */
const ROOT = path.resolve(__dirname, "..");
const patches = fs.readdirSync(path.join(ROOT, "patches")).filter((name) => name.endsWith(".patch"));

test("there is a patch to check", () => expect(patches.length).toBeGreaterThan(0));

describe.each(patches)("patches/%s", (name) => {
  const files = fs
    .readFileSync(path.join(ROOT, "patches", name), "utf8")
    .split(/^diff --git /m)
    .slice(1);
  test.each(files.map((diff) => [/^\+\+\+ b\/(.+)$/m.exec(diff)?.[1] ?? "", diff]))(
    "is applied to %s",
    (file, diff) => {
      const installed = fs.readFileSync(path.join(ROOT, file), "utf8");
      for (const hunk of diff.split(/^@@.*@@.*\n/m).slice(1)) {
        const after = hunk
          .split("\n")
          .filter((line) => line.startsWith(" ") || line.startsWith("+"))
          .map((line) => line.slice(1))
          .join("\n");
        expect(installed).toContain(after);
      }
    },
  );
});
