/** @jest-environment node */
import fs from "node:fs";
import path from "node:path";
import { parse } from "yaml";

/**
 * What the publishing workflows promise and the linter (scripts/lint-workflows.mjs, which checks the secrets) cannot
 * see: the pull request's build keeps the site as an artifact; the default branch's workflow_run deploys it as a
 * `--branch pr-<number>` preview, with the number and commit from the event, and sets the status the content
 * editor's "View Preview" reads (a context containing "deploy", pointing at the preview); production deploys from
 * an artifact in a job that installs nothing; wrangler is pinned; no checkout keeps the Actions token.
 */
interface Step {
  uses?: string;
  run?: string;
  with?: Record<string, string | boolean | number>;
  env?: Record<string, string>;
}
interface Job {
  if?: string;
  needs?: string | string[];
  environment?: string;
  permissions?: Record<string, string>;
  steps: Step[];
}
interface Workflow {
  name: string;
  on: Record<string, { workflows?: string[]; types?: string[] } | null>;
  permissions?: Record<string, string>;
  jobs: Record<string, Job>;
}
const WORKFLOWS = path.join(__dirname, "..", ".github", "workflows");
const read = (file: string) => parse(fs.readFileSync(path.join(WORKFLOWS, file), "utf8")) as Workflow;
const preview = read("preview.yml");
const previewDeploy = read("preview-deploy.yml");
const deploy = read("deploy.yml");

const runOf = (job: Job) => job.steps.map((s) => s.run ?? "").join("\n");
const envOf = (job: Job) => Object.assign({}, ...job.steps.map((s) => s.env ?? {})) as Record<string, string>;
const stepOf = (job: Job, action: string) => job.steps.find((s) => s.uses?.startsWith(`actions/${action}@`));
/** Runs the pull request's code, or anything it could have changed in the package registry's answer. */
const INSTALLS = /\bnpm (install|ci|run|test|start)\b|\bnpx (?!--yes "\$wrangler")/;
const PINNED_WRANGLER = `wrangler="wrangler@$(node -p 'require("./package.json").devDependencies.wrangler')"`;

describe("the pull request's build (preview.yml)", () => {
  const { build } = preview.jobs as { build: Job };

  test("runs on pull requests from this repository only, with read access and no secret", () => {
    expect(Object.keys(preview.on)).toEqual(["pull_request"]);
    expect(preview.permissions).toEqual({});
    expect(Object.keys(preview.jobs)).toEqual(["build"]);
    expect(build.if).toBe("github.event.pull_request.head.repo.full_name == github.repository");
    expect(build.permissions).toEqual({ contents: "read" });
    expect(build.environment).toBeUndefined();
  });

  test("builds the pull request's head commit, the one the preview is labelled with, and keeps public/", () => {
    expect(stepOf(build, "checkout")?.with?.ref).toBe("${{ github.event.pull_request.head.sha }}");
    expect(runOf(build)).toContain("npm run build");
    expect(stepOf(build, "upload-artifact")?.with).toMatchObject({ name: "preview-site", path: "public/" });
  });
});

describe("the preview's deployment (preview-deploy.yml)", () => {
  const { deploy: job, report } = previewDeploy.jobs as { deploy: Job; report: Job };

  test("runs when a Preview run completes, as the default branch has it", () => {
    expect(previewDeploy.on).toEqual({ workflow_run: { workflows: [preview.name], types: ["completed"] } });
    expect(previewDeploy.permissions).toEqual({});
  });

  test("deploys only a successful build of a pull request from this repository, in the production environment", () => {
    for (const condition of [
      "github.event.workflow_run.event == 'pull_request'",
      "github.event.workflow_run.conclusion == 'success'",
      "github.event.workflow_run.head_repository.full_name == github.repository",
    ]) {
      expect(job.if).toContain(condition);
    }
    expect(job.environment).toBe("production");
    expect(job.permissions).toEqual({ actions: "read", contents: "read" });
  });

  test("downloads the build's artifact and runs none of the pull request's code", () => {
    expect(stepOf(job, "download-artifact")?.with).toMatchObject({
      name: stepOf(preview.jobs.build as Job, "upload-artifact")?.with?.name,
      path: "public",
      "run-id": "${{ github.event.workflow_run.id }}",
    });
    // The default branch's checkout, and only the two files it reads.
    expect(stepOf(job, "checkout")?.with?.ref).toBeUndefined();
    expect(stepOf(job, "checkout")?.with?.["sparse-checkout"]).toBe("wrangler.toml\npackage.json\n");
    expect(runOf(job)).not.toMatch(INSTALLS);
    expect(runOf(job)).toContain("rm -rf public/_worker.js");
  });

  test("takes the number and the commit from the event, never from the artifact, and deploys --branch pr-<number>", () => {
    expect(envOf(job)).toMatchObject({
      PR_NUMBER: "${{ github.event.workflow_run.pull_requests[0].number }}",
      HEAD_SHA: "${{ github.event.workflow_run.head_sha }}",
    });
    const run = runOf(job);
    expect(run).toContain(PINNED_WRANGLER);
    expect(run).toContain('branch="pr-${PR_NUMBER}"');
    expect(run).toMatch(/npx --yes "\$wrangler" pages deploy public --branch "\$branch" --commit-hash "\$HEAD_SHA"/);
  });

  test("sets a deploy status pointing at the preview on the built commit, from a job without the token", () => {
    expect(report.needs).toBe("deploy");
    expect(report.permissions).toEqual({ statuses: "write", "pull-requests": "write" });
    expect(report.environment).toBeUndefined();
    expect(JSON.stringify(report.steps)).not.toMatch(/CLOUDFLARE|npm /);
    const status = runOf(report);
    expect(status).toMatch(/statuses\/\$HEAD_SHA" -f state=success -f context=[^ ]*deploy/);
    expect(status).toContain('-f target_url="$URL"');
    expect(envOf(report)).toMatchObject({
      HEAD_SHA: "${{ github.event.workflow_run.head_sha }}",
      URL: "${{ needs.deploy.outputs.url }}",
    });
  });
});

describe("production (deploy.yml)", () => {
  const { build, deploy: job } = deploy.jobs as { build: Job; deploy: Job };

  test("builds in one job without the token, and deploys its artifact from another that installs nothing", () => {
    expect(build.environment).toBeUndefined();
    expect(stepOf(build, "upload-artifact")?.with).toMatchObject({ name: "site", path: "public/" });
    expect(job.needs).toBe("build");
    expect(job.environment).toBe("production");
    expect(stepOf(job, "download-artifact")?.with).toMatchObject({ name: "site", path: "public" });
    expect(runOf(job)).not.toMatch(INSTALLS);
    expect(runOf(job)).toContain(PINNED_WRANGLER);
    expect(runOf(job)).toContain('npx --yes "$wrangler" pages deploy public --branch main');
  });
});

test("wrangler is pinned to one exact version, the one the tests run", () => {
  const pkg = JSON.parse(fs.readFileSync(path.join(__dirname, "..", "package.json"), "utf8")) as {
    devDependencies: Record<string, string>;
  };
  expect(pkg.devDependencies.wrangler).toMatch(/^\d+\.\d+\.\d+$/);
});

test("no checkout keeps the Actions token in .git/config", () => {
  const files = fs.readdirSync(WORKFLOWS).filter((f) => f.endsWith(".yml"));
  const checkouts = files.flatMap((file) =>
    Object.values(read(file).jobs).flatMap((job) => job.steps.filter((s) => s.uses?.startsWith("actions/checkout@"))),
  );
  expect(checkouts.length).toBeGreaterThanOrEqual(5);
  expect(checkouts.filter((s) => s.with?.["persist-credentials"] !== false)).toEqual([]);
});
