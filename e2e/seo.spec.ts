import path from "node:path";
import { pathOf } from "../src/lib/routes";
import { PUBLIC_DIR, pngSize } from "./built-site";
import { site, siteBase } from "./content";
import { ROUTE_PATHS, expect, test } from "./fixtures";

const SITE = siteBase;

test("sitemap lists every route, robots.txt names it", async ({ request }) => {
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toContain(`Sitemap: ${SITE}/sitemap-index.xml`);
  const index = await (await request.get("/sitemap-index.xml")).text();
  expect(index).toContain(`${SITE}/sitemap-0.xml`);
  const sitemap = await (await request.get("/sitemap-0.xml")).text();
  for (const route of ROUTE_PATHS) expect(sitemap).toContain(`<loc>${SITE}${route}</loc>`);
  expect(sitemap).not.toContain("404");
});

test("the favicon set and the web manifest are served", async ({ request, page }) => {
  for (const [file, size] of [
    ["favicon-32.png", 32],
    ["apple-touch-icon.png", 180],
    ["icon-192.png", 192],
    ["icon-512.png", 512],
  ] as const) {
    expect(pngSize(path.join(PUBLIC_DIR, file))).toEqual({ width: size, height: size });
  }
  expect((await request.get("/favicon.ico")).status()).toBe(200);
  expect(await (await request.get("/favicon.svg")).text()).toContain("<svg");
  const manifest = (await (await request.get("/manifest.webmanifest")).json()) as { name: string; icons: unknown[] };
  expect(manifest.name).toContain(site.name);
  expect(manifest.icons.length).toBeGreaterThanOrEqual(2);
  await page.goto(pathOf("home"));
  await expect(page.locator('link[rel="icon"][type="image/svg+xml"]')).toHaveAttribute("href", "/favicon.svg");
  await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute("href", "/apple-touch-icon.png");
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute("href", "/manifest.webmanifest");
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute("content", /^#/);
});
