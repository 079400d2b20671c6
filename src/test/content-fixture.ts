import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { CollectionName } from "../lib/content/collections";
import { readContentSources } from "../lib/content/load";
import type { ContentSources } from "../lib/content/validate";

const root = path.resolve(__dirname, "..", "..");

/** The real content files, as text, for tests that change one thing and validate. */
export const realSources = (): ContentSources => readContentSources(path.join(root, "data"));

/** Whether a file named by the content exists: under static/, or under data/ for the "content" root. */
export const realFileExists = (rel: string, fileRoot: "static" | "content" = "static") =>
  fs.existsSync(path.join(root, fileRoot === "content" ? "data" : "static", rel));

type Entry = Record<string, unknown>;

/** Real content with one collection edited. */
export function withCollection(name: CollectionName, edit: (entries: Entry[]) => unknown): ContentSources {
  const sources = realSources();
  const entries = JSON.parse(sources.collections[name] ?? "[]") as Entry[];
  sources.collections[name] = JSON.stringify(edit(entries));
  return sources;
}

/** A temporary copy of data/, for a test to edit; remove it with `fs.rmSync(dir, { recursive: true })`. */
export function copyOfData(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "data-"));
  fs.cpSync(path.join(root, "data"), dir, { recursive: true });
  return dir;
}

export const readJson = <T>(dir: string, file: string): T =>
  JSON.parse(fs.readFileSync(path.join(dir, file), "utf8")) as T;

export const writeJson = (dir: string, file: string, value: unknown) =>
  fs.writeFileSync(path.join(dir, file), `${JSON.stringify(value, null, 2)}\n`);

/**
 * Runs an npm script (as package.json defines it, without npm's own start-up time) against the content in
 * contentDir. Only for scripts that are one plain command of a package binary.
 */
export function runNpmScript(script: string, contentDir: string): { status: number | null; output: string } {
  const pkg = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8")) as {
    scripts: Record<string, string>;
  };
  const [bin = "", ...args] = (pkg.scripts[script] ?? "").split(/\s+/);
  const result = spawnSync(path.join(root, "node_modules", ".bin", bin), args, {
    cwd: root,
    encoding: "utf8",
    env: { ...process.env, CONTENT_DIR: contentDir, FORCE_COLOR: "0" },
    timeout: 60_000,
  });
  if (result.error) throw result.error;
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}
