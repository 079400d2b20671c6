import fs from "node:fs";
import path from "node:path";
import { expect, type Page } from "@playwright/test";
import * as prettier from "prettier";
import { ADMIN_DIR } from "../src/lib/cms/admin-path";
import { PATTERNS, labelOf } from "../src/lib/cms/config";
import { checkContentDir } from "../src/lib/content/load";
import { pathOf } from "../src/lib/routes";
import { COLLECTIONS } from "../src/lib/content/collections";
import { PUBLIC_DIR, builtPages } from "./built-site";
import {
  ADMIN,
  ROOT,
  addEntry,
  builtConfig,
  expandEntry,
  fieldError,
  openEditor,
  visibleField,
  type Cms,
} from "./cms-editor";
import { test } from "./fixtures";

/**
 * The content editor, used as an editor uses it: the built /admin/ in Chromium, saving through the CMS's own
 * local backend (decap-server) into a copy of the repository's data/ and static/ (e2e/cms-editor.ts), so the
 * working tree is never touched.
 */
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
