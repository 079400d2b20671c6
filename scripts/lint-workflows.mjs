#!/usr/bin/env node
// Checks the GitHub Actions workflows offline, as part of `npm run lint`: each file of .github/workflows/ (or
// the files named) against GitHub's workflow schema with @action-validator/core (SchemaStore's schema, bundled;
// it also checks that `needs` names real jobs), every action pinned to a full commit SHA, and the publishing
// trust boundary (docs/publishing.md): a job that runs pull request code holds no secret, and every job that
// uses the Cloudflare token names the GitHub Environment "production", which only main can deploy from.
// Exits 1 and names file, place and problem; `node scripts/lint-workflows.mjs` prints "N workflows OK".
import fs from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { parse } from "yaml";

const { validateWorkflow } = createRequire(import.meta.url)("@action-validator/core");
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/**
 * The leaf problems of a validation error. Of a oneOf's alternatives, those the value has the type of (not a
 * string where an object was meant), and of them the one with the fewest problems.
 */
function leaves(error) {
  if (error.states?.length) {
    const typed = error.states.filter(
      (state) => !state.errors.some((e) => e.code === "wrong_type" && e.path === error.path),
    );
    const options = (typed.length ? typed : error.states)
      .map((state) => state.errors.flatMap(leaves))
      .sort((a, b) => a.length - b.length);
    return options[0] ?? [];
  }
  const where = error.location ? `line ${error.location.line}:${error.location.column}` : error.path || "/";
  return [`${where}: ${error.detail ?? error.title}`];
}

/** Every `uses:` of the workflow (steps and reusable workflows) that is not pinned to a commit SHA. */
function unpinned(workflow) {
  const out = [];
  for (const [id, job] of Object.entries(workflow?.jobs ?? {})) {
    const uses = [
      [`/jobs/${id}/uses`, job?.uses],
      ...(job?.steps ?? []).map((step, i) => [`/jobs/${id}/steps/${i}/uses`, step?.uses]),
    ];
    for (const [where, ref] of uses) {
      if (typeof ref !== "string" || ref.startsWith("./") || ref.startsWith("docker://")) continue;
      if (!/@[0-9a-f]{40}$/.test(ref)) out.push(`${where}: ${ref} is not pinned to a full commit SHA`);
    }
  }
  return out;
}

/**
 * Events whose workflows may run a pull request's code: `pull_request` runs the workflow file as the pull request
 * has it, and `pull_request_target` is one checkout away from it.
 */
const PULL_REQUEST_EVENTS = ["pull_request", "pull_request_target"];
export const PRODUCTION_ENVIRONMENT = "production";
export const CLOUDFLARE_TOKEN = "CLOUDFLARE_API_TOKEN";

const eventsOf = (workflow) => {
  const on = workflow?.on;
  return typeof on === "string" ? [on] : Array.isArray(on) ? on : Object.keys(on ?? {});
};

/** Whether a job runs pull request code: any job a pull request triggers, or one that checks out a head (workflow_run). */
function runsPullRequestCode(workflow, job) {
  if (eventsOf(workflow).some((event) => PULL_REQUEST_EVENTS.includes(event))) return true;
  return (job?.steps ?? []).some(
    (step) => /^actions\/checkout@/.test(step?.uses ?? "") && /head|pull/i.test(String(step?.with?.ref ?? "")),
  );
}

const environmentOf = (job) => (typeof job?.environment === "object" ? job.environment?.name : job?.environment);

/**
 * The secrets a job can read besides the workflow's own GITHUB_TOKEN: those its `${{ }}` expressions (and the
 * workflow's env and defaults) name, `*` for `secrets` as a whole, those of its environment, and those it passes to
 * a reusable workflow.
 */
function secretsOf(workflow, job) {
  const expressions = JSON.stringify([workflow?.env, workflow?.defaults, job]).match(/\$\{\{[\s\S]*?\}\}/g) ?? [];
  const named = expressions.flatMap((expression) =>
    [...expression.matchAll(/\bsecrets\b(?:\s*\.\s*([\w-]+)|\s*\[\s*'([^']+)'\s*\])?/g)].map(
      (m) => m[1] ?? m[2] ?? "*",
    ),
  );
  const secrets = named.filter((name) => name !== "GITHUB_TOKEN");
  if (job?.secrets) secrets.push("*");
  const environment = environmentOf(job);
  if (environment) secrets.push(`the environment ${environment}'s`);
  return [...new Set(secrets)];
}

/** The trust boundary: no secret beside pull request code; the Cloudflare token only in the production environment. */
function untrusted(workflow) {
  const out = [];
  for (const [id, job] of Object.entries(workflow?.jobs ?? {})) {
    const secrets = secretsOf(workflow, job);
    if (runsPullRequestCode(workflow, job) && secrets.length > 0) {
      out.push(
        `/jobs/${id}: runs pull request code and can read secrets (${secrets.join(", ")}); build there without ` +
          "secrets and deploy the artifact from a workflow_run workflow",
      );
    }
    if (
      (secrets.includes(CLOUDFLARE_TOKEN) || secrets.includes("*")) &&
      environmentOf(job) !== PRODUCTION_ENVIRONMENT
    ) {
      out.push(
        `/jobs/${id}: uses ${CLOUDFLARE_TOKEN} without \`environment: ${PRODUCTION_ENVIRONMENT}\`, ` +
          "the GitHub Environment that holds it for main only",
      );
    }
  }
  return out;
}

/** The problems of one workflow file's text. */
export function lintWorkflow(text) {
  const result = validateWorkflow(text);
  const problems = result.errors.flatMap(leaves);
  if (problems.length === 0) {
    const workflow = parse(text);
    problems.push(...unpinned(workflow), ...untrusted(workflow));
  }
  return [...new Set(problems)];
}

const isMain = process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1]);
if (isMain) {
  const dir = path.join(ROOT, ".github", "workflows");
  const files =
    process.argv.length > 2
      ? process.argv.slice(2).map((f) => path.resolve(f))
      : fs
          .readdirSync(dir)
          .filter((f) => /\.ya?ml$/.test(f))
          .map((f) => path.join(dir, f));
  let failed = 0;
  for (const file of files) {
    const problems = lintWorkflow(fs.readFileSync(file, "utf8"));
    for (const problem of problems) console.error(`${path.relative(process.cwd(), file)}: ${problem}`);
    if (problems.length) failed++;
  }
  if (files.length === 0) {
    console.error("No workflow in .github/workflows/");
    process.exit(1);
  }
  if (failed) process.exit(1);
  console.log(`${files.length} workflows OK`);
}
