import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, type Browser, type Page } from "@playwright/test";
import * as prettier from "prettier";
import { parse } from "yaml";
import { ADMIN_DIR } from "../src/lib/cms/admin-path";
import { LOCAL_BACKEND_URL, PATTERNS, labelOf, singularOf } from "../src/lib/cms/config";
import { checkContentDir } from "../src/lib/content/load";
import { pathOf } from "../src/lib/routes";
import { COLLECTIONS } from "../src/lib/content/collections";
import { PUBLIC_DIR, builtPages, freePort } from "./built-site";

import { mockGitHub, test } from "./fixtures";

/**
 * The content editor, used as an editor uses it: the built /admin/ in Chromium, saving through the CMS's own
 * local backend (decap-server) into a copy of the repository's data/ and static/, so the working tree is never
 * touched.
 */
const ROOT = path.resolve(__dirname, "..");
const DECAP_SERVER = require.resolve("decap-server/dist/index.js");
const ADMIN = `/${ADMIN_DIR}/`;

type Entry = Record<string, unknown>;

interface Cms {
  /** The copy of the repository the CMS writes to. */
  repo: string;
  read(file: string): Entry[];
  /** Opens the editor and signs in (the local backend needs no account): every collection, no page error. */
  login(): Promise<void>;
  /** Opens the collection from the sidebar, then its one file. */
  open(collection: string): Promise<void>;
  publish(): Promise<void>;
}

async function startDecapServer(repo: string): Promise<{ port: number; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(process.execPath, [DECAP_SERVER], {
    env: { ...process.env, PORT: String(port), BIND_HOST: "127.0.0.1", GIT_REPO_DIRECTORY: repo, MODE: "fs" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`decap-server did not start:\n${output}`)), 20_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (/listening/i.test(output)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", onData);
    child.once("exit", (code) => reject(new Error(`decap-server exited (${code}):\n${output}`)));
  });
  return { port, child };
}

/** A hash of every file under a folder, to show it unchanged. */
function snapshot(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (d: string) => {
    for (const entry of fs.readdirSync(d, { withFileTypes: true })) {
      const full = path.join(d, entry.name);
      if (entry.isDirectory()) walk(full);
      else out[path.relative(ROOT, full)] = fs.readFileSync(full).toString("base64");
    }
  };
  walk(dir);
  return out;
}

/**
 * Opens the editor in a browser context of its own, on a copy of data/ and static/ served by a decap-server of its
 * own; `close` stops both and checks that the working tree is as it was found.
 */
async function openEditor(browser: Browser): Promise<{ page: Page; cms: Cms; close: () => Promise<void> }> {
  const before = { data: snapshot(path.join(ROOT, "data")), static: snapshot(path.join(ROOT, "static")) };
  const repo = fs.mkdtempSync(path.join(os.tmpdir(), "cms-repo-"));
  fs.cpSync(path.join(ROOT, "data"), path.join(repo, "data"), { recursive: true });
  fs.cpSync(path.join(ROOT, "static"), path.join(repo, "static"), { recursive: true });
  const server = await startDecapServer(repo);
  const context = await browser.newContext();
  const page = await context.newPage();
  // The built CMS looks for `npm run cms`'s local backend at its usual address; this server answers.
  await page.route(`${LOCAL_BACKEND_URL}**`, async (route) => {
    const url = route.request().url().replace(new URL(LOCAL_BACKEND_URL).origin, `http://127.0.0.1:${server.port}`);
    // A request still in flight at the end finds the server gone: it fails as it would without one.
    const response = await route.fetch({ url }).catch(() => undefined);
    await (response ? route.fulfill({ response }) : route.abort("connectionrefused"));
  });
  await mockGitHub(context);
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(m.text());
  });
  const cms: Cms = {
    repo,
    read: (file) => {
      // Caught mid-write by a poll, a file reads as no entries: the poll looks again.
      try {
        return JSON.parse(fs.readFileSync(path.join(repo, "data", file), "utf8")) as Entry[];
      } catch (e) {
        if (e instanceof SyntaxError) return [];
        throw e;
      }
    },
    login: async () => {
      await page.goto(ADMIN);
      await page.getByRole("button", { name: "Login" }).click();
      for (const { label } of builtConfig().collections) {
        await expect(page.getByRole("complementary").getByRole("link", { name: label, exact: true })).toBeVisible();
      }
      expect(errors, "the editor boots with no page error").toEqual([]);
    },
    open: async (collection) => {
      const label = labelOf(collection);
      // From an entry, back to the collections as an editor goes, without loading the editor again.
      if (new URL(page.url()).hash.includes("/entries/"))
        await page.getByRole("link", { name: /^← Writing in/ }).click();
      await page.getByRole("complementary").getByRole("link", { name: label, exact: true }).click();
      await page.getByRole("main").getByRole("link", { name: label, exact: true }).click();
      // A long file (the packages, the pages) takes a while to lay out on a busy machine.
      await expect(page.getByText(`Writing in ${label} collection`)).toBeVisible({ timeout: 20_000 });
    },
    publish: async () => {
      await page.getByRole("button", { name: "Publish", exact: true }).click();
      await page.getByText("Publish now").click();
    },
  };
  const close = async () => {
    await context.close();
    server.child.kill();
    fs.rmSync(repo, { recursive: true, force: true });
    // The working tree is as the editor found it.
    expect({ data: snapshot(path.join(ROOT, "data")), static: snapshot(path.join(ROOT, "static")) }).toEqual(before);
  };
  return { page, cms, close };
}

/** The error Decap shows at a field, in its own words (its English locale). */
const fieldError = (page: Page, text: string) => page.getByText(text, { exact: true });

/**
 * Opens a collapsed list entry by the name its summary shows. Decap's expand toggle has no accessible name: it
 * is the first button of the bar just before the summary.
 */
async function expandEntry(page: Page, name: string) {
  const summary = page.getByText(name, { exact: true }).first();
  await summary.locator("xpath=preceding-sibling::div[1]//button").first().click();
}

/** The visible fields with this label (collapsed entries keep theirs in the page, hidden). */
const visibleFields = (page: Page, label: string) => page.getByLabel(label, { exact: true }).filter({ visible: true });
const visibleField = (page: Page, label: string) => visibleFields(page, label).first();

/**
 * Adds an entry to the open list and waits for its fields. On a busy machine Decap can drop the click (a run on
 * 2026-11-26 waited 60 s for an entry that never came), so a click that added nothing is repeated; a click that
 * did add leaves the one expanded entry, whose slug is the only visible one.
 */
async function addEntry(page: Page, collection: string) {
  const slugs = visibleFields(page, labelOf("slug"));
  await expect(async () => {
    if ((await slugs.count()) === 0) await page.getByRole("button", { name: `Add ${singularOf(collection)}` }).click();
    await expect(slugs).toHaveCount(1, { timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
}

/** The editor's configuration, as built into public/. */
const builtConfig = () =>
  parse(fs.readFileSync(path.join(PUBLIC_DIR, ADMIN_DIR, "config.yml"), "utf8")) as {
    collections: { name: string; label: string; files: { file: string }[] }[];
  };

test("the editor's configuration names every data file", () => {
  const files = builtConfig().collections.flatMap((c) => c.files.map((f) => f.file));
  const dataFiles = fs.readdirSync(path.join(ROOT, "data")).filter((f) => f.endsWith(".json"));
  expect(files.sort()).toEqual(dataFiles.map((f) => `data/${f}`).sort());
});

test.describe("content editor", () => {
  // The editor (4.6 MB of script) boots once, with no page error, for the three edits below, made in turn on one
  // copy and one decap-server as an editor makes them in one sitting; each checks the files against how it found them.
  test.describe.configure({ mode: "serial", timeout: 60_000 });
  let page: Page;
  let cms: Cms;
  let close: () => Promise<void> = async () => undefined;
  test.beforeAll(async ({ browser }) => {
    ({ page, cms, close } = await openEditor(browser));
    // Leaving a refused entry for another: the editor asks first, and the editor here says yes.
    page.on("dialog", (dialog) => void dialog.accept());
    await cms.login();
  });
  test.afterAll(async () => close());

  test("adds a partner with an uploaded logo to data/partners.json", async () => {
    const partners = cms.read("partners.json");
    const folder = COLLECTIONS.partners.fields.logo?.file ?? "";
    await cms.open("partners");
    await addEntry(page, "partners");
    await visibleField(page, labelOf("slug")).fill("acme-test-ai");
    await visibleField(page, labelOf("name")).fill("Acme Test AI");
    await page.getByRole("button", { name: "Choose an image" }).last().click();
    await page.locator('input[type="file"]').setInputFiles({
      name: "acme-test-ai.svg",
      mimeType: "image/svg+xml",
      buffer: Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40"><rect width="120" height="40"/></svg>',
      ),
    });
    await page.getByRole("button", { name: "Choose selected" }).click();
    await cms.publish();

    await expect.poll(() => cms.read("partners.json").length).toBe(partners.length + 1);
    const saved = cms.read("partners.json");
    expect(saved.slice(0, partners.length)).toEqual(partners);
    expect(saved.at(-1)).toEqual({ slug: "acme-test-ai", name: "Acme Test AI", logo: `${folder}/acme-test-ai.svg` });
    // The logo is a request of its own, which may land after the entry.
    await expect.poll(() => fs.existsSync(path.join(cms.repo, "static", folder, "acme-test-ai.svg"))).toBe(true);
    // What the CMS wrote passes the build's validation and Prettier's check of data/ as it is.
    expect(checkContentDir(path.join(cms.repo, "data"), path.join(cms.repo, "static"))).toEqual([]);
    const text = fs.readFileSync(path.join(cms.repo, "data", "partners.json"), "utf8");
    const options = await prettier.resolveConfig(path.join(ROOT, "data", "partners.json"));
    expect(await prettier.format(text, { ...options, filepath: path.join(ROOT, "data", "partners.json") })).toBe(text);
  });

  test("changes a package's price in data/packages.json and nothing else", async () => {
    const packages = cms.read("packages.json");
    const [first] = packages;
    if (!first) throw new Error("data/packages.json has no package");
    const price = Number(first.price) + 100;
    await cms.open("packages");
    await expandEntry(page, String(first.name));
    await visibleField(page, labelOf("price")).fill(String(price));
    await cms.publish();

    await expect.poll(() => cms.read("packages.json")[0]?.price).toBe(price);
    expect(cms.read("packages.json")).toEqual(packages.map((p, i) => (i === 0 ? { ...p, price } : p)));
  });

  test("refuses what the build would refuse, at the field, and saves nothing", async () => {
    const before = {
      partners: fs.readFileSync(path.join(cms.repo, "data", "partners.json"), "utf8"),
      packages: fs.readFileSync(path.join(cms.repo, "data", "packages.json"), "utf8"),
    };
    await cms.open("partners");
    await addEntry(page, "partners");
    await visibleField(page, labelOf("slug")).fill("Not A Slug");
    await cms.publish();
    await expect(fieldError(page, `${labelOf("name")} is required.`)).toBeVisible();
    await expect(fieldError(page, `${labelOf("slug")} didn't match the pattern: ${PATTERNS.slug[1]}.`)).toBeVisible();

    // A negative price.
    const [first] = cms.read("packages.json");
    await cms.open("packages");
    await expandEntry(page, String(first?.name));
    await visibleField(page, labelOf("price")).fill("-5");
    await cms.publish();
    await expect(
      fieldError(page, `${labelOf("price")} didn't match the pattern: ${PATTERNS.wholeAboveZero[1]}.`),
    ).toBeVisible();

    expect(fs.readFileSync(path.join(cms.repo, "data", "partners.json"), "utf8")).toBe(before.partners);
    expect(fs.readFileSync(path.join(cms.repo, "data", "packages.json"), "utf8")).toBe(before.packages);
  });
});

test.describe("visitors carry none of it", () => {
  test("no visitor page mentions the editor; robots.txt and the sitemap leave it out", () => {
    for (const page of builtPages()) {
      const html = fs.readFileSync(page.file, "utf8");
      expect(html, page.urlPath).not.toMatch(new RegExp(`/${ADMIN_DIR}/|decap`, "i"));
    }
    expect(fs.readFileSync(path.join(PUBLIC_DIR, "robots.txt"), "utf8")).toContain(`Disallow: /${ADMIN_DIR}/`);
    const sitemaps = fs.readdirSync(PUBLIC_DIR).filter((f) => f.startsWith("sitemap") && f.endsWith(".xml"));
    expect(sitemaps.length).toBeGreaterThan(0);
    for (const file of sitemaps) {
      expect(fs.readFileSync(path.join(PUBLIC_DIR, file), "utf8")).not.toContain(`/${ADMIN_DIR}`);
    }
    const index = fs.readFileSync(path.join(PUBLIC_DIR, ADMIN_DIR, "index.html"), "utf8");
    expect(index).toContain('<meta name="robots" content="noindex, nofollow">');
  });

  test("the editor gets its own policy, the visitors keep theirs", async ({ request }) => {
    const admin = await request.get(ADMIN);
    const home = await request.get(pathOf("home"));
    expect(admin.headers()["x-robots-tag"]).toMatch(/noindex/);
    const adminCsp = admin.headers()["content-security-policy"] ?? "";
    const homeCsp = home.headers()["content-security-policy"] ?? "";
    expect(adminCsp).toContain("'unsafe-eval'");
    expect(adminCsp).not.toContain("sha256-");
    expect(homeCsp).toMatch(/script-src 'self'( 'sha256-[^']+')*;/);
    expect(homeCsp).not.toMatch(/unsafe-eval|localhost/);
    expect(home.headers()["x-robots-tag"]).toBeUndefined();
  });
});
