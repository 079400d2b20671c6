/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { readImageInfo } from "./image-info";
import { checkContentDir, readValidatedContent } from "./load";

const pixels = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } });

describe("reading image files", () => {
  it("reads the format and pixel size of PNG, JPG, WebP and SVG bytes", async () => {
    expect(readImageInfo(await pixels(37, 21).png().toBuffer())).toEqual({ format: "png", width: 37, height: 21 });
    expect(readImageInfo(await pixels(64, 48).jpeg().toBuffer())).toEqual({ format: "jpg", width: 64, height: 48 });
    expect(readImageInfo(await pixels(10, 90).webp().toBuffer())).toEqual({ format: "webp", width: 10, height: 90 });
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 60"></svg>');
    expect(readImageInfo(svg)).toEqual({ format: "svg", width: 200, height: 60 });
  });

  it("reads text, an empty file or a GIF as no image this site shows", async () => {
    expect(readImageInfo(Buffer.from("not an image"))).toBeUndefined();
    expect(readImageInfo(Buffer.alloc(0))).toBeUndefined();
    expect(readImageInfo(await pixels(4, 4).gif().toBuffer())).toBeUndefined();
  });
});

describe("the content check on real files", () => {
  it("stops for a PNG logo that is a JPEG, warns for a small photo, accepts a fitting PNG logo", async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "images-"));
    const data = path.join(root, "data");
    const stat = path.join(root, "static");
    fs.cpSync(path.join(__dirname, "..", "..", "..", "data"), data, { recursive: true });
    fs.cpSync(path.join(__dirname, "..", "..", "..", "static", "partners"), path.join(stat, "partners"), {
      recursive: true,
    });
    const partners = JSON.parse(fs.readFileSync(path.join(data, "partners.json"), "utf8")) as { logo: string }[];
    const site = JSON.parse(fs.readFileSync(path.join(data, "site.json"), "utf8")) as Record<string, unknown>;
    const write = (file: string, value: unknown) => fs.writeFileSync(path.join(data, file), JSON.stringify(value));
    write("partners.json", [{ ...partners[0], logo: "partners/fresh.png" }, ...partners.slice(1)]);
    write("site.json", { ...site, founderPhoto: "images/founder.jpg" });
    fs.mkdirSync(path.join(data, "images"), { recursive: true });
    await pixels(400, 100)
      .png()
      .toFile(path.join(stat, "partners", "fresh.png"));
    await pixels(300, 300)
      .jpeg()
      .toFile(path.join(data, "images", "founder.jpg"));

    const warnings: string[] = [];
    expect(checkContentDir(data, stat, warnings)).toEqual([]);
    expect(warnings).toEqual([expect.stringContaining("data/images/founder.jpg is 300 × 300 px")]);
    // The post-build steps read the same content through the same check.
    expect(readValidatedContent(data, stat).objects.site.founderPhoto).toBe("images/founder.jpg");

    await pixels(400, 100)
      .jpeg()
      .toFile(path.join(stat, "partners", "fresh.png"));
    expect(checkContentDir(data, stat)).toEqual([
      expect.stringContaining(
        'field "logo" file static/partners/fresh.png does not hold a PNG image (its bytes are JPG)',
      ),
    ]);
    fs.rmSync(root, { recursive: true, force: true });
  });
});
