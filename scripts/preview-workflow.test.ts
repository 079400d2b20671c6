/** @jest-environment node */
import fs from "node:fs";
import path from "node:path";
import { parse } from "yaml";

/**
 * What the preview workflow promises and the linter cannot see: forks skipped (no secret reaches their code), the
 * least permissions per job, a `--branch` preview, and the commit status the content editor's "View Preview" reads
 * (a context containing "deploy", pointing at the preview).
 */
interface Step {
  run?: string;
  env?: Record<string, string>;
}
interface Job {
  if?: string;
  permissions?: Record<string, string>;
  steps: Step[];
}
const workflow = parse(fs.readFileSync(path.join(__dirname, "..", ".github", "workflows", "preview.yml"), "utf8")) as {
  on: Record<string, unknown>;
  permissions: Record<string, string>;
  jobs: Record<string, Job>;
};
const { deploy, report } = workflow.jobs as { deploy: Job; report: Job };
const FROM_THIS_REPOSITORY = "github.event.pull_request.head.repo.full_name == github.repository";

test("runs on pull requests, never with pull_request_target's secrets for fork code", () => {
  expect(Object.keys(workflow.on)).toEqual(["pull_request"]);
  expect(workflow.permissions).toEqual({});
  expect(deploy.if).toBe(FROM_THIS_REPOSITORY);
  expect(report.if).toContain(FROM_THIS_REPOSITORY);
});

test("the job that runs the pull request's code can only read; only the report writes", () => {
  expect(deploy.permissions).toEqual({ contents: "read" });
  expect(report.permissions).toEqual({ statuses: "write", "pull-requests": "write" });
  expect(JSON.stringify(report.steps)).not.toMatch(/CLOUDFLARE|npm /);
});

test("deploys a --branch preview and sets a deploy status pointing at it", () => {
  const run = deploy.steps.map((s) => s.run ?? "").join("\n");
  expect(run).toMatch(/wrangler pages deploy public --branch "\$branch"/);
  const status = report.steps.map((s) => s.run ?? "").join("\n");
  expect(status).toMatch(/statuses\/\$HEAD_SHA" -f state=success -f context=[^ ]*deploy/);
  expect(status).toContain('-f target_url="$URL"');
  expect(report.steps.flatMap((s) => Object.values(s.env ?? {}))).toContain("${{ needs.deploy.outputs.url }}");
});
