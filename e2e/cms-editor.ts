import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, type Browser, type Page } from "@playwright/test";
import { parse } from "yaml";
import { ADMIN_DIR } from "../src/lib/cms/admin-path";
import { LOCAL_BACKEND_URL, labelOf, singularOf } from "../src/lib/cms/config";
import { PUBLIC_DIR, freePort } from "./built-site";
import { mockGitHub } from "./fixtures";

/**
 * The content editor, used as an editor uses it: the built /admin/ in Chromium, saving through the CMS's own
 * local backend (decap-server) into a copy of the repository's data/ and static/, so the working tree is never
 * touched.
 */
export const ROOT = path.resolve(__dirname, "..");
const DECAP_SERVER = require.resolve("decap-server/dist/index.js");
export const ADMIN = `/${ADMIN_DIR}/`;

export type Entry = Record<string, unknown>;

export interface Cms {
  /** The copy of the repository the CMS writes to. */
  repo: string;
  read(file: string): Entry[];
  /** Opens the editor and signs in (the local backend needs no account): every collection, no page error. */
  login(): Promise<void>;
  /** Opens the collection from the sidebar, then its one file. */
  open(collection: string): Promise<void>;
  publish(): Promise<void>;
}

export async function startDecapServer(repo: string): Promise<{ port: number; child: ChildProcess }> {
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
export function snapshot(dir: string): Record<string, string> {
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
export async function openEditor(browser: Browser): Promise<{ page: Page; cms: Cms; close: () => Promise<void> }> {
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
      const sidebar = page.getByRole("complementary");
      const file = page.getByRole("main").getByRole("link", { name: label, exact: true });
      await sidebar.getByRole("link", { name: label, exact: true }).click();
      // On a busy machine Decap can show "No Entries" when its request for the file fails (seen with npm test's
      // two lanes on a fresh clone); it asks again when the collection is opened again, as an editor would.
      let attempt = 0;
      await expect(async () => {
        if (attempt++ > 0) {
          const other = labelOf(collection === "site" ? "ui" : "site");
          await sidebar.getByRole("link", { name: other, exact: true }).click();
          await sidebar.getByRole("link", { name: label, exact: true }).click();
        }
        await expect(file).toBeVisible({ timeout: 15_000 });
      }).toPass({ timeout: 60_000 });
      await file.click();
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
export const fieldError = (page: Page, text: string) => page.getByText(text, { exact: true });

/**
 * Opens a collapsed list entry by the name its summary shows. Decap's expand toggle has no accessible name: it
 * is the first button of the bar just before the summary.
 */
export async function expandEntry(page: Page, name: string) {
  // A typed list (the pages) also shows each entry's type, which may read the same, above the buttons.
  const summaries = page.getByText(name, { exact: true });
  await summaries.locator("xpath=preceding-sibling::div[1]//button").first().click();
}

/** The visible fields with this label (collapsed entries keep theirs in the page, hidden). */
export const visibleFields = (page: Page, label: string) =>
  page.getByLabel(label, { exact: true }).filter({ visible: true });
export const visibleField = (page: Page, label: string) => visibleFields(page, label).first();

/**
 * Adds an entry to the open list and waits for its fields. On a busy machine Decap can drop the click (a run on
 * 2026-11-26 waited 60 s for an entry that never came), so a click that added nothing is repeated; a click that
 * did add leaves the one expanded entry, whose slug is the only visible one.
 */
export async function addEntry(page: Page, collection: string) {
  const slugs = visibleFields(page, labelOf("slug"));
  await expect(async () => {
    if ((await slugs.count()) === 0) await page.getByRole("button", { name: `Add ${singularOf(collection)}` }).click();
    await expect(slugs).toHaveCount(1, { timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
}

/** The editor's configuration, as built into public/. */
export const builtConfig = () =>
  parse(fs.readFileSync(path.join(PUBLIC_DIR, ADMIN_DIR, "config.yml"), "utf8")) as {
    collections: { name: string; label: string; files: { file: string }[] }[];
  };
