/**
 * @jest-environment node
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/**
 * `npm run lint:workflows` (part of `npm run lint`): the repository's workflows pass, and a workflow broken in
 * each of the ways that would stop GitHub running it, or run an action nobody reviewed, fails with the place
 * and the problem.
 */
const ROOT = path.resolve(__dirname, "..");
const WORKFLOWS = path.join(ROOT, ".github", "workflows");
const DEPLOY = fs.readFileSync(path.join(WORKFLOWS, "deploy.yml"), "utf8");

function lint(...files: string[]) {
  const run = spawnSync(process.execPath, [path.join(ROOT, "scripts", "lint-workflows.mjs"), ...files], {
    cwd: ROOT,
    encoding: "utf8",
  });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

describe("the workflow linter", () => {
  let dir = "";
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "workflows-"));
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  /** deploy.yml with one edit, written to a file of its own. */
  function broken(name: string, from: string | RegExp, to: string): string {
    const text = DEPLOY.replace(from, to);
    expect(text).not.toBe(DEPLOY);
    const file = path.join(dir, `${name}.yml`);
    fs.writeFileSync(file, text);
    return file;
  }

  it("passes the repository's workflows", () => {
    const files = fs.readdirSync(WORKFLOWS);
    expect(files.sort()).toEqual(["deploy.yml", "preview.yml", "test.yml"]);
    expect(lint()).toEqual({ status: 0, output: "3 workflows OK\n" });
  });

  it.each([
    ["a misspelt key", "runs-on: ubuntu", "runs-onn: ubuntu", /\/jobs\/deploy: Additional property 'runs-onn'/],
    ["an unknown event", /^ {2}push:/m, "  pushh:", /\/on: Additional property 'pushh'/],
    ["a malformed schedule", /cron: "[^"]+"/, 'cron: "every day"', /\/on\/schedule\/0\/cron: Pattern condition/],
    ["a job needing one that does not exist", "    steps:", "    needs: [build]\n    steps:", /unresolved job build/],
    ["an action pinned to a tag", /checkout@[0-9a-f]{40}/, "checkout@v4", /actions\/checkout@v4 is not pinned/],
    ["broken YAML", "    steps:", "    steps: [", /line \d+:\d+: /],
  ])("fails on %s, naming it", (name, from, to, message) => {
    const result = lint(broken(name.replace(/\W+/g, "-"), from, to));
    expect(result.status).toBe(1);
    expect(result.output).toMatch(message);
  });
});
