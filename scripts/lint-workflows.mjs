#!/usr/bin/env node
// Checks the GitHub Actions workflows offline, as part of `npm run lint`: each file of .github/workflows/ (or
// the files named) against GitHub's workflow schema with @action-validator/core (SchemaStore's schema, bundled;
// it also checks that `needs` names real jobs), and every action pinned to a full commit SHA.
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

/** The problems of one workflow file's text. */
export function lintWorkflow(text) {
  const result = validateWorkflow(text);
  const problems = result.errors.flatMap(leaves);
  if (problems.length === 0) problems.push(...unpinned(parse(text)));
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
