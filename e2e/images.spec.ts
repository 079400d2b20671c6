import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { FOUNDER_PHOTO, LOGO_IMAGE, PIXEL_DENSITY } from "../src/lib/content/images";
import { pathOf } from "../src/lib/routes";
import {
  IMAGE_DEFERRED_BYTES,
  budgetReport,
  firstLoadScripts,
  gzipSize,
  imageRuntimeScripts,
  pageBytes,
} from "./budget";
import { FIXTURE_SITE_DIR, PUBLIC_DIR, builtPages, pngSize } from "./built-site";
import { ui } from "./content";
import { expect, test, waitForHydration } from "./fixtures";
import FIXTURE from "./fixture-site.json";

/**
 * The test build is the fixture site (scripts/test-build.mjs): the project's content with a PNG logo for one
 * partner and a JPEG founder's photo (e2e/fixture-site.json), what an editor who receives a PNG logo and a photo
 * gets. Every other spec sees them too; this one checks the images themselves.
 */
const NOT_BUILT = "the test build is missing: run `npm run build:test`";

interface Partner {
  slug: string;
  name: string;
  logo: string;
}
const readFixtureJson = <T>(file: string) =>
  JSON.parse(fs.readFileSync(path.join(FIXTURE_SITE_DIR, "data", file), "utf8")) as T;

let partners: Partner[] = [];
let founder = "";

test.beforeAll(() => {
  expect(fs.existsSync(path.join(PUBLIC_DIR, "index.html")), NOT_BUILT).toBe(true);
  partners = readFixtureJson<Partner[]>("partners.json");
  founder = readFixtureJson<{ founder: string }>("site.json").founder;
});

const pngPartner = () => {
  const partner = partners[FIXTURE.pngLogoPartner];
  if (!partner) throw new Error("e2e/fixture-site.json names no partner of data/partners.json");
  return partner;
};

/**
 * The PNG logo's width at the logo box's height, as its image query asks for it (the height of LOGO_IMAGE's box);
 * the grid shows it no wider than the box.
 */
const pngLogoWidth = () => {
  const { width, height } = pngSize(path.join(FIXTURE_SITE_DIR, "static", pngPartner().logo));
  return Math.round((width * LOGO_IMAGE.box.height) / height);
};

const html = (file: string) => fs.readFileSync(path.join(PUBLIC_DIR, file), "utf8");

/** The candidates of a srcset: [url, width] pairs. */
const candidates = (srcset: string | null) =>
  (srcset ?? "")
    .split(",")
    .map((c) => c.trim().split(/\s+/))
    .map(([url = "", w = ""]) => [url, Number(w.replace(/w$/, ""))] as const);

/** Checks a GatsbyImage in the page: AVIF and WebP sources at 1× and 2× (PIXEL_DENSITY) its width. */
async function expectResponsive(page: Page, alt: string, width: number) {
  const picture = page.locator("picture", { has: page.getByAltText(alt, { exact: true }) }).first();
  for (const type of ["image/avif", "image/webp"]) {
    const source = picture.locator(`source[type="${type}"]`);
    await expect(source, `${alt}: a ${type} source`).toHaveCount(1);
    const set = candidates(
      (await source.getAttribute("srcset")) ??
        (await source.getAttribute("data-srcset")) ??
        (await source.getAttribute("srcSet")),
    );
    expect(
      set.map(([, w]) => w),
      `${alt}: ${type} at 1× and 2×`,
    ).toEqual(Array.from({ length: PIXEL_DENSITY }, (_, i) => width * (i + 1)));
    expect(set.every(([url]) => url.endsWith(type === "image/avif" ? ".avif" : ".webp"))).toBe(true);
  }
  return picture;
}

test.describe("before any script runs", () => {
  test.use({ javaScriptEnabled: false });

  test("a PNG logo is a picture with AVIF and WebP at 1× and 2× of its box; SVG logos stay images; the founder's photo replaces the monogram: constrained, blurred placeholder, named by the founder", async ({
    page,
  }) => {
    await page.goto(pathOf("home"));
    const partner = pngPartner();
    const grid = page.getByRole("list", { name: ui.partnersLabel });
    await expect(grid.getByRole("listitem")).toHaveCount(partners.length);
    const picture = await expectResponsive(page, partner.name, pngLogoWidth());
    await expect(grid.locator("li:has(picture)")).toHaveCount(1);
    // The wrapper reserves the image's box before it loads: a sizer with its width and height.
    const wrapper = grid.locator("[data-gatsby-image-wrapper]");
    await expect(wrapper.locator("img[role='presentation']")).toHaveAttribute(
      "src",
      new RegExp(`height='${LOGO_IMAGE.box.height}'.*width='${pngLogoWidth()}'`),
    );
    await expect(picture.locator("img").first()).toHaveAttribute("alt", partner.name);
    for (const other of partners.filter((p) => p !== partner)) {
      const logo = grid.getByAltText(other.name, { exact: true });
      await expect(logo).toHaveAttribute("src", `/${other.logo}`);
      await expect(logo).toHaveAttribute("width", "200");
      await expect(logo).toHaveAttribute("height", "60");
    }

    const section = page.locator("#founder");
    await expectResponsive(page, founder, FOUNDER_PHOTO.box.width);
    await expect(section.locator("[data-placeholder-image]")).toHaveAttribute("src", /^data:image\/jpeg;base64,/);
    await expect(section.locator(".gatsby-image-wrapper-constrained")).toHaveCount(1);
    await expect(section.locator("[role='img']")).toHaveCount(0);
    // Without JavaScript the <noscript> copy is the image the visitor sees.
    const shown = section.locator("noscript + img, picture img").last();
    await expect(shown).toHaveAttribute("alt", founder);
  });
});

test("the images load as AVIF, keep their box while loading and after, also on a client-side visit", async ({
  page,
  consoleErrors,
}) => {
  const partner = pngPartner();
  // The wrappers as the HTML delivered them: hydration must adopt them, not draw the images again.
  await page.addInitScript(() => {
    document.addEventListener("DOMContentLoaded", () => {
      Object.assign(window, { served: [...document.querySelectorAll("[data-gatsby-image-wrapper]")] });
    });
  });
  await page.goto(pathOf("home"));
  await waitForHydration(page);
  // The star counts arrive after hydration and update the page above the images.
  await expect(page.locator("#tutorials [aria-busy='true']")).toHaveCount(0);
  expect(
    await page.evaluate(() => {
      const served = (window as unknown as { served: Element[] }).served;
      const now = [...document.querySelectorAll("[data-gatsby-image-wrapper]")];
      return served.length === now.length && served.every((el, i) => el === now[i]) ? served.length : -1;
    }),
  ).toBe(2);
  const logo = page.locator("#partners picture img").first();
  const box = page.locator("#partners [data-gatsby-image-wrapper]");
  const size = async () => {
    const rect = await box.boundingBox();
    return rect && { width: rect.width, height: rect.height };
  };
  const before = await size();
  await logo.scrollIntoViewIfNeeded();
  await expect
    .poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  expect(await logo.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\.avif$/);
  expect(await size()).toEqual(before);
  // The logo box of the content model (LOGO_IMAGE) is the grid's: no wider, no taller.
  expect(before?.width).toBe(Math.min(pngLogoWidth(), LOGO_IMAGE.box.width));
  expect(before?.height).toBeGreaterThan(20);
  expect(before?.height).toBeLessThanOrEqual(LOGO_IMAGE.box.height);

  const photo = page.locator("#founder picture img").first();
  await photo.scrollIntoViewIfNeeded();
  // Cropped to its box: the 1× image is the box's width and height.
  await expect
    .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && [img.naturalWidth, img.naturalHeight]))
    .toEqual([FOUNDER_PHOTO.box.width, FOUNDER_PHOTO.box.height]);
  await expect(page.locator("#founder [data-placeholder-image]")).toHaveCSS("opacity", "0");

  // From a page without images to one with the logo grid, through the router: the runtime loads then.
  await page.goto(pathOf("sponsorship"));
  await expect(page.locator("[data-gatsby-image-wrapper]")).toHaveCount(0);
  const channel = page.locator(`a[href="${pathOf("github")}"]`).first();
  await channel.click();
  await expect(page).toHaveURL(pathOf("github"));
  const again = page.getByAltText(partner.name, { exact: true }).locator("visible=true").first();
  await again.scrollIntoViewIfNeeded();
  await expect
    .poll(() => again.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  expect(consoleErrors).toEqual([]);
});

test("only pages that show a raster image load gatsby-plugin-image's component, within its allowance", async ({
  page,
}) => {
  const pages = builtPages();
  const withImages = pages.filter((p) => html(path.relative(PUBLIC_DIR, p.file)).includes("data-gatsby-image-wrapper"));
  // The logo grid is on the home, GitHub and logo-only pages; the photo on the home page.
  expect(withImages.map((p) => p.urlPath).sort()).toEqual(
    [pathOf("home"), pathOf("github"), pathOf("logo-only")].sort(),
  );
  const bytes = pages.map((p) => pageBytes(PUBLIC_DIR, p));
  const { report, over } = budgetReport(bytes);
  console.log(`First-load JS with the images (gzip):\n  ${report.join("\n  ")}`);
  expect(over).toEqual([]);
  expect(imageRuntimeScripts(PUBLIC_DIR).length).toBeGreaterThan(0);
  for (const b of bytes) expect(b.imageRuntime > 0, b.urlPath).toBe(withImages.some((p) => p.urlPath === b.urlPath));

  // Everything else the home page loads once it runs (gatsby-plugin-image's lazy-hydrate and react-dom/server).
  const loaded = new Set<string>();
  page.on("response", (r) => {
    const name = new URL(r.url()).pathname.slice(1);
    if (name.endsWith(".js") && !name.includes("/")) loaded.add(name);
  });
  await page.goto(pathOf("home"));
  await page.locator("#founder picture img").first().scrollIntoViewIfNeeded();
  await page.waitForLoadState("networkidle");
  const counted = new Set([...firstLoadScripts(PUBLIC_DIR, pathOf("home")), ...imageRuntimeScripts(PUBLIC_DIR)]);
  for (const s of imageRuntimeScripts(PUBLIC_DIR)) expect(loaded.has(s), `${s} loaded`).toBe(true);
  const deferred = [...loaded].filter((s) => !counted.has(s));
  const deferredBytes = deferred.reduce((sum, s) => sum + gzipSize(path.join(PUBLIC_DIR, s)), 0);
  console.log(`Loaded after hydration: ${deferred.join(", ")} (${(deferredBytes / 1024).toFixed(1)} KB gzip)`);
  expect(deferredBytes).toBeLessThanOrEqual(IMAGE_DEFERRED_BYTES);
});
