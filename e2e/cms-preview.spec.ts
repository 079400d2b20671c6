import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { expect, type FrameLocator, type Locator, type Page } from "@playwright/test";
import { labelOf } from "../src/lib/cms/config";
import { formatUsd } from "../src/lib/format";
import { pathOf, type ContentPage } from "../src/lib/routes";
import pagesJson from "../data/pages.json";
import { expandEntry, fieldError, openEditor, visibleField, type Cms } from "./cms-editor";
import { packages, site, statsOf, ui } from "./content";
import { lastRowOffCentre, test } from "./fixtures";

const homePage = pagesJson.find((p) => p.slug === "home");

/**
 * The preview pane beside each form of /admin/ (src/cms/preview/): the form's unsaved values drawn by the site's
 * own pages, at the desktop width. Nothing here saves: every file of the editor's copy of data/ and static/ is
 * as it was at the end.
 */
const preview = (page: Page): FrameLocator => page.frameLocator("iframe");

/** The computed font and colour of an element, as the visitor's browser resolves them. */
const looks = (element: Locator) =>
  element.evaluate((el) => {
    const style = getComputedStyle(el);
    return { fontFamily: style.fontFamily, fontWeight: style.fontWeight, color: style.color };
  });

test.describe("the preview pane", () => {
  test.describe.configure({ mode: "serial", timeout: 90_000 });
  let page: Page;
  let cms: Cms;
  let close: () => Promise<void> = async () => undefined;
  /** data/ and static/ of the editor's copy, as the editor found them. */
  let before: Record<string, string>;
  const files = () => {
    const out: Record<string, string> = {};
    for (const dir of ["data", path.join("data", "images"), path.join("static", "partners")]) {
      if (!fs.existsSync(path.join(cms.repo, dir))) continue;
      for (const name of fs.readdirSync(path.join(cms.repo, dir))) {
        const file = path.join(cms.repo, dir, name);
        if (fs.statSync(file).isFile()) out[path.join(dir, name)] = fs.readFileSync(file, "base64");
      }
    }
    return out;
  };

  test.beforeAll(async ({ browser }) => {
    ({ page, cms, close } = await openEditor(browser));
    // Leaving an entry with unsaved changes: the editor asks, and the test says yes (nothing is saved).
    page.on("dialog", (dialog) => void dialog.accept());
    await cms.login();
    before = files();
  });
  test.afterAll(async () => {
    // No early write: nothing of the copy changed, though every test below changed its form.
    expect(files()).toEqual(before);
    await close();
  });

  test("a package's new price shows on its channel page, formatted and styled as the built page shows it", async () => {
    // The first package shown as a card (the GitHub page shows its one package as a breakdown, not a card).
    const pkg = packages.find((p) => p.channel !== "github" && p.strikePrice === undefined);
    if (!pkg) throw new Error("data/packages.json has no package shown as a card without a struck price");
    const price = pkg.price + 100;
    await cms.open("packages");
    await expandEntry(page, pkg.name);
    await visibleField(page, labelOf("price")).fill(String(price));

    const shown = preview(page).getByText(formatUsd(price), { exact: true });
    await expect(shown).toBeVisible({ timeout: 20_000 });
    // The pane opens on the changed package's page: its page's title is there.
    await expect(preview(page).getByRole("heading", { level: 1 })).toBeVisible();
    const inPreview = await looks(shown);

    const built = await page.context().newPage();
    await built.goto(pathOf(pkg.channel as ContentPage));
    const onPage = await looks(built.getByText(formatUsd(pkg.price), { exact: true }).first());
    await built.close();
    expect(inPreview).toEqual(onPage);
    expect(inPreview.fontFamily).toContain("Inter");

    await test.step("Decap's pane buttons cover nothing of the page's header, scrolled or not", async () => {
      const buttons = page.getByRole("button", { name: /^(Toggle preview|Sync scrolling)$/ });
      await expect(buttons).toHaveCount(2);
      const header = preview(page).getByRole("banner").locator("a, button");
      for (const scrolled of [false, true]) {
        if (scrolled)
          await preview(page)
            .locator("body")
            .evaluate(() => window.scrollBy(0, 600));
        const covered: string[] = [];
        for (const button of await buttons.all()) {
          const b = await button.boundingBox();
          for (const item of await header.all()) {
            const h = await item.boundingBox();
            if (!b || !h) continue;
            if (b.x < h.x + h.width && h.x < b.x + b.width && b.y < h.y + h.height && h.y < b.y + b.height) {
              covered.push(
                `${await button.getAttribute("title")} over ${(await item.getAttribute("aria-label")) ?? (await item.innerText())}`,
              );
            }
          }
        }
        expect(covered, scrolled ? "the pane scrolled on" : "the pane as it opened").toEqual([]);
      }
    });
  });

  test("page copy's text tokens show resolved; a token naming nothing shows a message, and the page stays", async () => {
    const [stat] = statsOf("home");
    if (!stat) throw new Error("data/stats.json has no stat on the home page");
    // The form's summaries show each page by its label and each section by its title, as data/pages.json holds them.
    const home = pagesJson.find((p) => p.slug === "home");
    const heroTitle = home?.sections.find((s) => s.slug === "hero")?.title;
    if (!home || !heroTitle) throw new Error("data/pages.json has no home page with a hero title");
    await cms.open("pages");
    await expandEntry(page, home.label);
    await expandEntry(page, heroTitle);
    // Decap marks a field the section does not require "(optional)"; the hero's lead is one.
    const lead = visibleField(page, `${labelOf("lead")} (optional)`);

    await lead.fill(`Preview test: {site} reaches {stat:${stat.slug}} readers.`);
    const frame = preview(page);
    await expect(frame.getByText(`Preview test: ${site.name} reaches ${stat.value} readers.`)).toBeVisible({
      timeout: 20_000,
    });

    await lead.fill("Preview test: {stat:no-such-stat} readers.");
    const alert = frame.getByRole("alert");
    await expect(alert).toContainText('token {stat:no-such-stat} names no entry of data/stats.json "no-such-stat"');
    await expect(alert).toContainText('data/pages.json[0] "home"');
    // The page is still drawn under the message, the unknown token left as typed.
    await expect(frame.getByText("Preview test: {stat:no-such-stat} readers.")).toBeVisible();
    await expect(frame.getByRole("heading", { level: 1 })).toBeVisible();

    // A required field left empty: the message names it, in place of a page that cannot be drawn.
    // The hero's title, which the home page requires (the page's own title is "Title (optional)").
    await visibleField(page, labelOf("title")).fill("");
    await expect(alert.first()).toContainText('missing required field "sections[0].title"');
    // And the form refuses to save it, at the field.
    await cms.publish();
    await expect(fieldError(page, `${labelOf("title")} is required.`)).toBeVisible();
  });

  test("an uploaded logo shows in the logo grid before it is saved", async () => {
    await cms.open("partners");
    await page.getByRole("button", { name: "Add partner" }).click();
    await visibleField(page, labelOf("slug")).fill("acme-preview");
    await visibleField(page, labelOf("name")).fill("Acme Preview");
    await page.getByRole("button", { name: "Choose an image" }).last().click();
    await page.locator('input[type="file"]').setInputFiles({
      name: "acme-preview.svg",
      mimeType: "image/svg+xml",
      buffer: Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="60"><rect width="200" height="60"/></svg>',
      ),
    });
    await page.getByRole("button", { name: "Choose selected" }).click();

    const logo = preview(page).getByRole("img", { name: "Acme Preview" });
    await expect(logo).toBeVisible({ timeout: 20_000 });
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(await logo.getAttribute("src")).toMatch(/^blob:/);

    // The grid's last row, not full with the new partner, is centred under the full rows.
    const list = preview(page).getByRole("list", { name: ui.partnersLabel });
    expect(Math.abs(await lastRowOffCentre(list))).toBeLessThanOrEqual(1);
  });

  test("an uploaded photo of the founder shows on the home page before it is saved", async () => {
    await cms.open("site");
    await page
      .getByRole("button", { name: /^Choose (an|different) image$/ })
      .first()
      .click();
    await page.locator('input[type="file"]').setInputFiles({
      name: "founder-preview.png",
      mimeType: "image/png",
      buffer: await sharp({ create: { width: 480, height: 480, channels: 3, background: "#4f46e5" } })
        .png()
        .toBuffer(),
    });
    await page.getByRole("button", { name: "Choose selected" }).click();

    const frame = preview(page);
    await frame.getByLabel("Shown:").selectOption({ label: `${String(homePage?.label)} page` });
    const photo = frame.getByRole("img", { name: site.founder, exact: true });
    await expect(photo).toBeVisible({ timeout: 20_000 });
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(await photo.getAttribute("src")).toMatch(/^blob:/);
  });
});
