/** @jest-environment node */
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { COLLECTIONS, OBJECT_FILES } from "../content/collections";
import { checkContentDir } from "../content/load";
import { cmsConfig } from "./config";
import { LIST_FIELD, dataFormats, formatName } from "./data-format";

/**
 * The publishing rule, with the editor's own backend: a save in the editorial workflow does not touch main, the
 * change waits on its own branch, and publishing brings exactly that change to main. Decap's local backend
 * (decap-server in MODE=git) stands in for GitHub and is driven with the requests the built editor sent it when
 * this was checked in the browser (docs/publishing.md). It runs in a repository made here from a copy of data/ and
 * static/, never in a working tree (it checks branches out), and needs no git checkout of the project.
 */
const ROOT = path.resolve(__dirname, "..", "..", "..");
const FORMATS = dataFormats({ collections: COLLECTIONS, objects: OBJECT_FILES });

type Entry = Record<string, unknown>;

let repo = "";
let server: ChildProcess | undefined;
let api = "";

const git = (...args: string[]) => execFileSync("git", args, { cwd: repo, encoding: "utf8" }).trim();

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

async function call<T = unknown>(action: string, params: Record<string, unknown>): Promise<T> {
  const response = await fetch(api, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ action, params: { branch: "main", ...params } }),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${action}: ${response.status} ${text.slice(0, 400)}`);
  return JSON.parse(text) as T;
}

/** Saves a file collection's one file as the editor does with publish_mode: editorial_workflow. */
const save = (name: string, raw: string, assets: { path: string; content: string; encoding: "base64" }[] = []) =>
  call("persistEntry", {
    dataFiles: [{ path: `data/${name}.json`, slug: name, raw }],
    assets,
    options: {
      newEntry: false,
      commitMessage: `Content: update data/${name}.json`,
      collectionName: name,
      useWorkflow: true,
      unpublished: false,
      status: "draft",
    },
  });

/** What the editor writes for a list file whose entries were changed, through the site's own format. */
function rawOf(name: string, change: (entries: Entry[]) => Entry[]): string {
  const format = FORMATS[formatName(name)];
  if (!format) throw new Error(`no format for ${name}`);
  const data = format.fromFile(fs.readFileSync(path.join(repo, "data", `${name}.json`), "utf8")) as {
    [LIST_FIELD]: Entry[];
  };
  return format.toFile({ [LIST_FIELD]: change(data[LIST_FIELD]) });
}

beforeAll(async () => {
  repo = fs.mkdtempSync(path.join(os.tmpdir(), "publishing-rule-"));
  fs.cpSync(path.join(ROOT, "data"), path.join(repo, "data"), { recursive: true });
  fs.cpSync(path.join(ROOT, "static"), path.join(repo, "static"), { recursive: true });
  git("init", "-q", "-b", "main");
  git("config", "user.name", "Publishing test");
  git("config", "user.email", "publishing-test@example.org");
  git("config", "commit.gpgsign", "false");
  git("add", ".");
  git("commit", "-q", "-m", "The site's content");

  const port = await freePort();
  api = `http://127.0.0.1:${port}/api/v1`;
  server = spawn(process.execPath, [require.resolve("decap-server/dist/index.js")], {
    env: { ...process.env, PORT: String(port), BIND_HOST: "127.0.0.1", GIT_REPO_DIRECTORY: repo, MODE: "git" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      // In git mode decap-server starts listening before it has checked the repository and added its routes (it
      // does not await that step); a request in between gets Express's HTML 404. Its "configured with" line comes
      // once the routes are there.
      if (/listening/i.test(output) && /configured with/i.test(output)) resolve();
    };
    server?.stdout?.on("data", onData);
    server?.stderr?.on("data", onData);
    server?.once("exit", (code) => reject(new Error(`decap-server exited (${code}):\n${output}`)));
  });
}, 30_000);

afterAll(async () => {
  // Gone before Jest ends the file: a child still running would keep the worker from exiting on its own.
  const child = server;
  if (child && child.exitCode === null) await new Promise((resolve) => child.once("exit", resolve).kill());
  if (repo) fs.rmSync(repo, { recursive: true, force: true });
});

test("the site's editor is configured for the editorial workflow", () => {
  const config = cmsConfig(
    { collections: COLLECTIONS, objects: OBJECT_FILES },
    { repo: "o/r", branch: "main", siteUrl: "https://example.org", icons: [] },
  );
  expect(config.publish_mode).toBe("editorial_workflow");
});

test("a save waits on its own branch; publishing brings exactly that change to main", async () => {
  expect((await call<{ publish_modes: string[] }>("info", {})).publish_modes).toContain("editorial_workflow");
  const start = git("rev-parse", "main");
  const original = fs.readFileSync(path.join(repo, "data", "packages.json"), "utf8");

  const price = rawOf("packages", (entries) =>
    entries.map((entry, i) => (i === 0 ? { ...entry, price: Number(entry.price) + 100 } : entry)),
  );
  await save("packages", price);
  const logo = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40"/>').toString("base64");
  await save(
    "partners",
    rawOf("partners", (entries) => [
      ...entries,
      { slug: "acme-test-ai", name: "Acme Test AI", logo: "partners/acme-test-ai.svg" },
    ]),
    [{ path: "static/partners/acme-test-ai.svg", content: logo, encoding: "base64" }],
  );

  // Saved: main and the files served from it are as they were; each change sits on its own branch.
  expect(git("rev-parse", "main")).toBe(start);
  expect(git("rev-parse", "--abbrev-ref", "HEAD")).toBe("main");
  expect(git("status", "--porcelain")).toBe("");
  expect(fs.readFileSync(path.join(repo, "data", "packages.json"), "utf8")).toBe(original);
  expect(git("diff", "--name-only", "main", "cms/packages/packages")).toBe("data/packages.json");
  expect(git("show", "cms/packages/packages:data/packages.json")).toBe(price.trimEnd());
  expect(git("diff", "--name-only", "main", "cms/partners/partners").split("\n")).toEqual([
    "data/partners.json",
    "static/partners/acme-test-ai.svg",
  ]);
  expect((await call<string[]>("unpublishedEntries", {})).sort()).toEqual(["packages/packages", "partners/partners"]);
  const pending = await call<{ data: string }>("unpublishedEntryDataFile", {
    collection: "packages",
    slug: "packages",
    path: "data/packages.json",
    id: "data/packages.json",
  });
  expect(pending.data).toBe(price);

  // Published: main moves by exactly the one change; the other stays on its branch.
  await call("updateUnpublishedEntryStatus", {
    collection: "packages",
    slug: "packages",
    newStatus: "pending_publish",
  });
  await call("publishUnpublishedEntry", { collection: "packages", slug: "packages" });
  expect(git("diff", "--name-only", start, "main")).toBe("data/packages.json");
  expect(git("show", "main:data/packages.json")).toBe(price.trimEnd());
  expect(git("branch", "--list", "cms/*").replace(/[ *]/g, "")).toBe("cms/partners/partners");
  expect(fs.existsSync(path.join(repo, "static", "partners", "acme-test-ai.svg"))).toBe(false);
  // What reached main is what the build accepts.
  expect(checkContentDir(path.join(repo, "data"), path.join(repo, "static"))).toEqual([]);
}, 30_000);
