import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";

export const ICON_SIZES = { favicon: 32, appleTouch: 180, small: 192, large: 512 } as const;

/** Wraps one PNG in an ICO container (a PNG-compressed icon, read by every current browser). */
export function pngToIco(png: Buffer, size: number): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(1, 4);
  const entry = Buffer.alloc(16);
  entry.writeUInt8(size >= 256 ? 0 : size, 0);
  entry.writeUInt8(size >= 256 ? 0 : size, 1);
  entry.writeUInt8(0, 2);
  entry.writeUInt8(0, 3);
  entry.writeUInt16LE(1, 4);
  entry.writeUInt16LE(32, 6);
  entry.writeUInt32LE(png.length, 8);
  entry.writeUInt32LE(6 + 16, 12);
  return Buffer.concat([header, entry, png]);
}

export interface ManifestInput {
  name: string;
  shortName: string;
  description: string;
  themeColor: string;
  backgroundColor: string;
}

export function webManifest(input: ManifestInput): string {
  return `${JSON.stringify(
    {
      name: input.name,
      short_name: input.shortName,
      description: input.description,
      start_url: "/",
      scope: "/",
      display: "standalone",
      theme_color: input.themeColor,
      background_color: input.backgroundColor,
      icons: [
        { src: "/icon-192.png", sizes: "192x192", type: "image/png" },
        { src: "/icon-512.png", sizes: "512x512", type: "image/png" },
        { src: "/icon-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
        { src: "/favicon.svg", sizes: "any", type: "image/svg+xml" },
      ],
    },
    null,
    2,
  )}\n`;
}

/** Writes the favicon set and the web manifest into the build output, all from one source SVG. */
export async function writeIcons(sourceSvg: string, outDir: string, manifest: ManifestInput): Promise<string[]> {
  const svg = fs.readFileSync(sourceSvg);
  const png = (size: number) => sharp(svg, { density: 300 }).resize(size, size).png({ compressionLevel: 9 }).toBuffer();
  const files: [string, Buffer | string][] = [
    ["favicon.svg", svg],
    ["favicon-32.png", await png(ICON_SIZES.favicon)],
    ["favicon.ico", pngToIco(await png(ICON_SIZES.favicon), ICON_SIZES.favicon)],
    ["apple-touch-icon.png", await png(ICON_SIZES.appleTouch)],
    ["icon-192.png", await png(ICON_SIZES.small)],
    ["icon-512.png", await png(ICON_SIZES.large)],
    ["manifest.webmanifest", webManifest(manifest)],
  ];
  for (const [name, data] of files) fs.writeFileSync(path.join(outDir, name), data);
  return files.map(([name]) => name);
}
