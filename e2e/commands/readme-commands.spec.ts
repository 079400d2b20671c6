import { spawn, type ChildProcess } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { cacheEnv, copyProject } from "../../scripts/test-build.mjs";
import { ADMIN_DIR } from "../../src/lib/cms/admin-path";
import { LOCAL_BACKEND_PORT, LOCAL_BACKEND_URL, labelOf } from "../../src/lib/cms/config";
import { freePort } from "../built-site";

/**
 * The README's commands that start a server for developers and editors, typed as a newcomer types them, in a copy
 * of the project (its sources, node_modules linked): `npm run cms`, which runs `npm run develop` beside
 * decap-server. A failure names the command and quotes its last lines. None touches the internet: the build-time
 * star counts ask a closed local port and fall back to data/, as offline. `npm start` is `npm run build` then
 * `npm run preview`: the test build runs the first (scripts/test-build.mjs), and every browser test is served by
 * the second (playwright.config.ts), whose _headers rules e2e/host.spec.ts and e2e/security.spec.ts check.
 */
const ROOT = path.resolve(__dirname, "../..");
const COPY = path.join(
  os.tmpdir(),
  `diamantai-commands-${createHash("sha256").update(ROOT).digest("hex").slice(0, 8)}`,
);
const ADMIN = `/${ADMIN_DIR}/`;

type Json = Record<string, unknown>;
const readData = <T = Json[]>(file: string): T =>
  JSON.parse(fs.readFileSync(path.join(COPY, "data", file), "utf8")) as T;
/** The file as a poll reads it: caught mid-write by decap-server, it is not there yet. */
function pollData<T = Json[]>(file: string): T | undefined {
  try {
    return readData<T>(file);
  } catch (e) {
    if (e instanceof SyntaxError) return undefined;
    throw e;
  }
}
const writeData = (file: string, value: unknown) =>
  fs.writeFileSync(path.join(COPY, "data", file), `${JSON.stringify(value, null, 2)}\n`);

/** A README command running in the copy, in a process group of its own so that stopping it stops everything. */
class Command {
  private output = "";
  private readonly child: ChildProcess;
  private exit: string | undefined;

  constructor(
    readonly command: string,
    env: Record<string, string>,
  ) {
    const environment: NodeJS.ProcessEnv = {
      ...process.env,
      // Connection refused at once: the star counts fall back to data/, as on a machine with no network.
      GITHUB_API_URL: "http://127.0.0.1:9",
      GATSBY_TELEMETRY_DISABLED: "1",
      NO_COLOR: "1",
      ...env,
    };
    delete environment.GITHUB_TOKEN;
    delete environment.CI;
    this.child = spawn("npm", ["run", ...command.replace(/^npm (run )?/, "").split(" ")], {
      cwd: COPY,
      env: environment,
      detached: true,
      stdio: ["ignore", "pipe", "pipe"],
    });
    const keep = (chunk: Buffer) => {
      // eslint-disable-next-line no-control-regex -- the progress bars' escape sequences
      this.output = (this.output + chunk.toString().replace(/\x1b\[[0-9;?]*[A-Za-z]/g, "")).slice(-20_000);
    };
    this.child.stdout?.on("data", keep);
    this.child.stderr?.on("data", keep);
    this.child.on("exit", (code, signal) => (this.exit = signal ? `was killed (${signal})` : `exited (${code})`));
  }

  /** An error naming the command and quoting its last lines of output. */
  failure(what: string): Error {
    const lines = this.output.split(/\r?\n|\r/).filter((line) => line.trim() !== "");
    return new Error(`\`${this.command}\`: ${what}\n--- its last lines ---\n${lines.slice(-60).join("\n")}`);
  }

  /** Polls `probe` until it gives a value; fails if the command ends first or the time runs out. */
  async waitFor<T>(what: string, seconds: number, probe: () => Promise<T | undefined>): Promise<T> {
    const deadline = Date.now() + seconds * 1000;
    for (;;) {
      const value = await probe().catch(() => undefined);
      if (value !== undefined) return value;
      if (this.exit) throw this.failure(`${this.exit} before ${what}`);
      if (Date.now() > deadline) throw this.failure(`no ${what} within ${seconds} s`);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }

  async stop(): Promise<void> {
    if (this.exit || this.child.pid === undefined) return;
    const exited = new Promise((resolve) => this.child.once("exit", resolve));
    process.kill(-this.child.pid, "SIGTERM");
    const killed = await Promise.race([exited, new Promise((resolve) => setTimeout(() => resolve("timeout"), 10_000))]);
    if (killed === "timeout") process.kill(-this.child.pid, "SIGKILL");
  }
}

/** How long since `start`, for the log: the README quotes these figures. */
const since = (start: number) => `${((Date.now() - start) / 1000).toFixed(1)} s`;

async function graphql<T>(port: number, query: string): Promise<T | undefined> {
  const answer = await fetch(`http://localhost:${port}/___graphql`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ query }),
  });
  if (!answer.ok) return undefined;
  const body = (await answer.json()) as { data?: T };
  return body.data;
}

const isFree = (port: number) =>
  new Promise<boolean>((resolve) => {
    const probe = net.createServer();
    probe.once("error", () => resolve(false));
    probe.listen(port, "127.0.0.1", () => probe.close(() => resolve(true)));
  });

let running: Command | undefined;

test.beforeAll(() => copyProject(ROOT, COPY));
test.afterAll(async () => running?.stop());

/**
 * `npm run cms` is decap-server beside `npm run develop` (package.json), so one start runs both commands as the
 * README gives them: Gatsby's cold start, about half of this run, is paid once.
 */
test("npm run cms, which runs npm run develop: GraphiQL answers and follows an edit to data/; /admin/ saves through decap-server", async ({
  page,
}) => {
  if (!(await isFree(LOCAL_BACKEND_PORT)))
    throw new Error(`\`npm run cms\` needs port ${LOCAL_BACKEND_PORT} for decap-server, and something listens there`);
  const port = await freePort();
  const started = Date.now();
  // As the test build: the copy's first start writes no webpack cache, which only a next run here would read.
  const cms = (running = new Command("npm run cms", { PORT: String(port), ...cacheEnv(COPY) }));
  expect(JSON.parse(fs.readFileSync(path.join(COPY, "package.json"), "utf8")).scripts.cms).toContain("npm run develop");

  // npm run develop: GraphiQL, and what it answers for the partners, packages and stats.
  type Nodes = { nodes: Json[] };
  type Content = { allPartnersJson: Nodes; allPackagesJson: Nodes; allStatsJson: Nodes };
  // In each file's order, as the site's own queries ask for it (docs/architecture.md, "Exploring the data").
  const query = `{
    allPartnersJson(sort: { fields: { position: ASC } }) { nodes { slug name } }
    allPackagesJson(sort: { fields: { position: ASC } }) { nodes { slug price } }
    allStatsJson(sort: { fields: { position: ASC } }) { nodes { slug value } }
  }`;
  const content = await cms.waitFor("answer from /___graphql", 240, () => graphql<Content>(port, query));
  console.log(`npm run develop (in npm run cms) answered /___graphql after ${since(started)}`);
  const pick = (entries: Json[], ...keys: string[]) =>
    entries.map((entry) => Object.fromEntries(keys.map((key) => [key, entry[key]])));
  expect(content.allPartnersJson.nodes).toEqual(pick(readData("partners.json"), "slug", "name"));
  expect(content.allPackagesJson.nodes).toEqual(pick(readData("packages.json"), "slug", "price"));
  expect(content.allStatsJson.nodes).toEqual(pick(readData("stats.json"), "slug", "value"));

  await page.goto(`http://localhost:${port}/___graphql`);
  await expect(page).toHaveTitle(/GraphiQL/);
  await expect(page.getByRole("button", { name: /Execute query/i })).toBeVisible({ timeout: 30_000 });

  // An edit to a data file reaches GraphQL with no restart.
  const partners = readData("partners.json");
  const [first] = partners;
  if (!first) throw new Error("data/partners.json has no partner");
  const renamed = `${String(first.name)} (edited)`;
  const edited = Date.now();
  writeData("partners.json", [{ ...first, name: renamed }, ...partners.slice(1)]);
  try {
    await cms.waitFor("renamed partner in GraphQL after editing data/partners.json", 60, async () => {
      const data = await graphql<Content>(port, query);
      return data?.allPartnersJson.nodes[0]?.name === renamed ? true : undefined;
    });
    console.log(`the edit to data/partners.json reached GraphQL after ${since(edited)}`);
  } finally {
    writeData("partners.json", partners);
  }

  // decap-server's API, and the editor on the development site saving through it.
  await cms.waitFor("answer from decap-server's API", 60, async () => {
    const answer = await fetch(LOCAL_BACKEND_URL, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ action: "info" }),
    });
    const info = (await answer.json()) as { type?: string };
    return info.type === "local_fs" ? true : undefined;
  });
  const config = await cms.waitFor(`${ADMIN}config.yml from the site`, 120, async () => {
    const answer = await fetch(`http://localhost:${port}${ADMIN}config.yml`);
    return answer.ok ? answer : undefined;
  });
  // Decap merges config.yml into the config object admin.ts gives it only when it is served as YAML.
  expect(config.headers.get("content-type")).toMatch(/yaml/);

  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  await page.goto(`http://localhost:${port}${ADMIN}`);
  await page.getByRole("button", { name: "Login" }).click();
  const sidebar = page.getByRole("complementary");
  await sidebar.getByRole("link", { name: labelOf("site"), exact: true }).click();
  await page
    .getByRole("main")
    .getByRole("link", { name: labelOf("site"), exact: true })
    .click();
  await expect(page.getByText(`Writing in ${labelOf("site")} collection`)).toBeVisible({ timeout: 30_000 });
  expect(errors, "the editor boots with no page error").toEqual([]);

  const site = readData<Json>("site.json");
  const tagline = `${String(site.tagline)} (edited)`;
  await page.getByLabel(labelOf("tagline"), { exact: true }).fill(tagline);
  expect(readData<Json>("site.json"), "nothing is written before Publish").toEqual(site);
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await page.getByText("Publish now").click();
  await expect.poll(() => pollData<Json>("site.json")?.tagline, { timeout: 30_000 }).toBe(tagline);
  expect(readData<Json>("site.json")).toEqual({ ...site, tagline });
  writeData("site.json", site);
});
