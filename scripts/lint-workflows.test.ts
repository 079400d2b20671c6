/**
 * @jest-environment node
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/**
 * `npm run lint:workflows` (part of `npm run lint`): the repository's workflows pass, and a workflow broken in
 * each of the ways that would stop GitHub running it, run an action nobody reviewed, or hand the Cloudflare token
 * to code anyone who can push a branch could write, fails with the place and the problem.
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
  ["a misspelt key", "runs-on: ubuntu", "runs-onn: ubuntu", /\/jobs\/build: Additional property 'runs-onn'/],
  ["an unknown event", /^ {2}push:/m, "  pushh:", /\/on: Additional property 'pushh'/],
  ["a malformed schedule", /cron: "[^"]+"/, 'cron: "every day"', /\/on\/schedule\/0\/cron: Pattern condition/],
  ["a job needing one that does not exist", "    steps:", "    needs: [compile]\n    steps:", /unresolved job compile/],
  ["an action pinned to a tag", /checkout@[0-9a-f]{40}/, "checkout@v4", /actions\/checkout@v4 is not pinned/],
  ["broken YAML", "    steps:", "    steps: [", /line \d+:\d+: /],
];

/** Workflows of their own for the trust boundary: the events, then the jobs. */
const workflow = (on: string, jobs: string) => `name: Fixture\non:\n${on}\npermissions: {}\njobs:\n${jobs}\n`;
const job = (id: string, lines: string) => `  ${id}:\n    runs-on: ubuntu-24.04\n${lines}`;
const CHECKOUT = "actions/checkout@11bd71901bbe5b1630ceea73d27597364c9af683";
const TOKEN = "          CLOUDFLARE_API_TOKEN: ${{ secrets.CLOUDFLARE_API_TOKEN }}";
const DEPLOY_STEP = ["      - run: npx --yes wrangler@4.86.0 pages deploy public", "        env:", TOKEN];
const BUILD_STEPS = [
  `      - uses: ${CHECKOUT}`,
  "      - run: npm install && npm run build",
  "        env:",
  "          GITHUB_TOKEN: ${{ secrets.GITHUB_TOKEN }}",
  "          GH_TOKEN: ${{ github.token }}",
];
const lines = (...parts: (string | string[])[]) => parts.flat().join("\n");

/** [name, the workflow, what the linter must say]. */
const TRUST_CASES: [string, string, RegExp][] = [
  [
    "a pull request's job with the Cloudflare token",
    workflow("  pull_request:", job("deploy", lines("    environment: production", "    steps:", DEPLOY_STEP))),
    /\/jobs\/deploy: runs pull request code and can read secrets \(CLOUDFLARE_API_TOKEN, the environment production's\)/,
  ],
  [
    "a pull request's job with another secret",
    workflow(
      "  pull_request:",
      job("build", lines("    steps:", BUILD_STEPS, "          NPM: ${{ secrets['NPM_TOKEN'] }}")),
    ),
    /\/jobs\/build: runs pull request code and can read secrets \(NPM_TOKEN\)/,
  ],
  [
    "a pull_request_target job handed every secret",
    workflow(
      "  pull_request_target:",
      job("build", lines("    steps:", BUILD_STEPS, "          ALL: ${{ toJSON(secrets) }}")),
    ),
    /\/jobs\/build: runs pull request code and can read secrets \(\*\)/,
  ],
  [
    "a pull request's job in the production environment, naming no secret",
    workflow(
      "  pull_request:",
      job("build", lines("    environment:", "      name: production", "    steps:", BUILD_STEPS)),
    ),
    /\/jobs\/build: runs pull request code and can read secrets \(the environment production's\)/,
  ],
  [
    "a workflow_run job that checks out the pull request's head beside the token",
    workflow(
      "  workflow_run:\n    workflows: [Preview]\n    types: [completed]",
      job(
        "deploy",
        lines(
          "    environment: production",
          "    steps:",
          `      - uses: ${CHECKOUT}`,
          "        with:",
          "          ref: ${{ github.event.workflow_run.head_sha }}",
          DEPLOY_STEP,
        ),
      ),
    ),
    /\/jobs\/deploy: runs pull request code and can read secrets \(CLOUDFLARE_API_TOKEN/,
  ],
  [
    "a push job with the Cloudflare token outside any environment",
    workflow("  push:\n    branches: [main]", job("deploy", lines("    steps:", DEPLOY_STEP))),
    /\/jobs\/deploy: uses CLOUDFLARE_API_TOKEN without `environment: production`/,
  ],
  [
    "a job with the Cloudflare token in another environment",
    workflow("  push:", job("deploy", lines("    environment: staging", "    steps:", DEPLOY_STEP))),
    /\/jobs\/deploy: uses CLOUDFLARE_API_TOKEN without `environment: production`/,
  ],
];

/** The right side of the boundary: a pull request's build with the workflow's own token, a deploy in the environment. */
const TRUSTED: [string, string][] = [
  ["a pull request's build", workflow("  pull_request:", job("build", lines("    steps:", BUILD_STEPS)))],
  [
    "a workflow_run deploy in the production environment",
    workflow(
      "  workflow_run:\n    workflows: [Preview]\n    types: [completed]",
      job("deploy", lines("    environment: production", "    steps:", `      - uses: ${CHECKOUT}`, DEPLOY_STEP)),
    ),
  ],
];

describe("the workflow linter", () => {
  let dir = "";
  const fileOf = (name: string) => path.join(dir, `${name.replace(/\W+/g, "-")}.yml`);
  /** One run over every broken file (a run costs a second of start-up): its status and each file's lines. */
  let run: { status: number | null; lines: (file: string) => string[] };
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "workflows-"));
    const texts: [string, string][] = [
      ...CASES.map(([name, from, to]): [string, string] => [name, broken(from, to)]),
      ...TRUST_CASES.map(([name, text]): [string, string] => [name, text]),
      ...TRUSTED,
    ];
    const files = texts.map(([name, text]) => {
      const file = fileOf(name);
      fs.writeFileSync(file, text);
      return file;
    });
    const { status, output } = lint(...files);
    const lines = output.split("\n");
    run = { status, lines: (file) => lines.filter((line) => line.startsWith(`${path.relative(ROOT, file)}: `)) };
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("passes the repository's workflows", () => {
    const files = fs.readdirSync(WORKFLOWS);
    expect(files.sort()).toEqual(["deploy.yml", "preview-deploy.yml", "preview.yml", "test.yml"]);
    expect(lint()).toEqual({ status: 0, output: "4 workflows OK\n" });
  });

  it("exits 1 when a workflow is broken", () => {
    expect(run.status).toBe(1);
  });

  it.each(CASES)("fails on %s, naming file, place and problem", (name, _from, _to, message) => {
    const problems = run.lines(fileOf(name));
    expect(problems.length).toBeGreaterThan(0);
    expect(problems.join("\n")).toMatch(message);
  });

  it.each(TRUST_CASES)("fails on %s, naming the job and the rule", (name, _text, message) => {
    expect(run.lines(fileOf(name)).join("\n")).toMatch(message);
  });

  it.each(TRUSTED)("passes %s", (name) => {
    expect(run.lines(fileOf(name))).toEqual([]);
  });
});
