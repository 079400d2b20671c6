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

/** deploy.yml with one edit; the edit must change it. */
function broken(from: string | RegExp, to: string): string {
  const text = DEPLOY.replace(from, to);
  expect(text).not.toBe(DEPLOY);
  return text;
}

const CASES: [string, string | RegExp, string, RegExp][] = [
  ["a misspelt key", "runs-on: ubuntu", "runs-onn: ubuntu", /\/jobs\/deploy: Additional property 'runs-onn'/],
  ["an unknown event", /^ {2}push:/m, "  pushh:", /\/on: Additional property 'pushh'/],
  ["a malformed schedule", /cron: "[^"]+"/, 'cron: "every day"', /\/on\/schedule\/0\/cron: Pattern condition/],
  ["a job needing one that does not exist", "    steps:", "    needs: [build]\n    steps:", /unresolved job build/],
  ["an action pinned to a tag", /checkout@[0-9a-f]{40}/, "checkout@v4", /actions\/checkout@v4 is not pinned/],
  ["broken YAML", "    steps:", "    steps: [", /line \d+:\d+: /],
];

describe("the workflow linter", () => {
  let dir = "";
  const fileOf = (name: string) => path.join(dir, `${name.replace(/\W+/g, "-")}.yml`);
  /** One run over every broken file (a run costs a second of start-up): its status and each file's lines. */
  let run: { status: number | null; lines: (file: string) => string[] };
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "workflows-"));
    const files = CASES.map(([name, from, to]) => {
      const file = fileOf(name);
      fs.writeFileSync(file, broken(from, to));
      return file;
    });
    const { status, output } = lint(...files);
    const lines = output.split("\n");
    run = { status, lines: (file) => lines.filter((line) => line.startsWith(`${path.relative(ROOT, file)}: `)) };
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("passes the repository's workflows", () => {
    const files = fs.readdirSync(WORKFLOWS);
    expect(files.sort()).toEqual(["deploy.yml", "preview.yml", "test.yml"]);
    expect(lint()).toEqual({ status: 0, output: "3 workflows OK\n" });
  });

  it("exits 1 when a workflow is broken", () => {
    expect(run.status).toBe(1);
  });

  it.each(CASES)("fails on %s, naming file, place and problem", (name, _from, _to, message) => {
    const problems = run.lines(fileOf(name));
    expect(problems.length).toBeGreaterThan(0);
    expect(problems.join("\n")).toMatch(message);
  });
});
