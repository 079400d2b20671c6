/** @jest-environment node */
import fs from "node:fs";
import path from "node:path";

/**
 * npm 11 lists, at the end of `npm install`, every dependency whose install script package.json's `allowScripts`
 * does not name, and npm 12 skips those scripts: sharp, lmdb and workerd would then install without their native
 * parts. Every dependency the lockfile marks with an install script is named (true: it runs; false: it only prints a
 * message), and nothing else is, so a fresh `npm install` prints no such list now and runs the same scripts later.
 */
const ROOT = path.resolve(__dirname, "..");
const readJson = <T>(file: string): T => JSON.parse(fs.readFileSync(path.join(ROOT, file), "utf8")) as T;
const { allowScripts = {} } = readJson<{ allowScripts?: Record<string, boolean> }>("package.json");
const { packages } = readJson<{ packages: Record<string, { hasInstallScript?: boolean }> }>("package-lock.json");

/** The names of the locked packages with an install script (the project's own postinstall aside). */
const withScripts = [
  ...new Set(
    Object.entries(packages)
      .filter(([where, entry]) => where !== "" && entry.hasInstallScript)
      .map(([where]) => where.slice(where.lastIndexOf("node_modules/") + "node_modules/".length)),
  ),
].sort();

test("the lockfile has dependencies with install scripts to review", () => {
  expect(withScripts).toEqual(expect.arrayContaining(["sharp", "workerd"]));
});

test("allowScripts names every dependency with an install script, and no other", () => {
  expect(Object.keys(allowScripts).sort()).toEqual(withScripts);
});

test("the native parts the site builds and is served with are allowed to install", () => {
  for (const name of ["sharp", "lmdb", "workerd", "esbuild", "@swc/core"]) expect(allowScripts[name]).toBe(true);
});

test("the lockfile records the dependencies as package.json writes them, so npm install leaves it unchanged", () => {
  type Deps = Record<string, string>;
  const pkg = readJson<{ dependencies?: Deps; devDependencies?: Deps; optionalDependencies?: Deps }>("package.json");
  const locked = readJson<{ packages: Record<string, typeof pkg> }>("package-lock.json").packages[""];
  for (const kind of ["dependencies", "devDependencies", "optionalDependencies"] as const) {
    expect([kind, locked?.[kind] ?? {}]).toEqual([kind, pkg[kind] ?? {}]);
  }
});
