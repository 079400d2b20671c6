import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { colors } from "../../styles/tokens";

/** Wraps a PNG in an ICO container (one PNG-compressed icon, read by every current browser). */
function pngToIco(png: Buffer, size: number): Buffer {
  // ICONDIR (reserved, type 1 = icon, 1 image), then its ICONDIRENTRY: width, height, 0 colours, reserved,
  // 1 plane, 32 bits a pixel, the PNG's length and offset.
  const head = Buffer.alloc(22);
  head.writeUInt16LE(1, 2);
  head.writeUInt16LE(1, 4);
  head.writeUInt8(size, 6);
  head.writeUInt8(size, 7);
  head.writeUInt16LE(1, 10);
  head.writeUInt16LE(32, 12);
  head.writeUInt32LE(png.length, 14);
  head.writeUInt32LE(22, 18);
  return Buffer.concat([head, png]);
}

/** Writes the favicon set and the web manifest into the build output, all from one source SVG. */
export async function writeIcons(
  sourceSvg: string,
  outDir: string,
  site: { name: string; tagline: string; description: string },
): Promise<void> {
  const svg = fs.readFileSync(sourceSvg);
  const png = (size: number) => sharp(svg, { density: 300 }).resize(size, size).png({ compressionLevel: 9 }).toBuffer();
  const manifest = {
    name: `${site.name} | ${site.tagline}`,
    short_name: site.name,
    description: site.description,
    start_url: "/",
    scope: "/",
    display: "standalone",
    theme_color: colors.ink,
    background_color: colors.surface,
    icons: [
      { src: "/icon-192.png", sizes: "192x192", type: "image/png" },
      { src: "/icon-512.png", sizes: "512x512", type: "image/png" },
      { src: "/icon-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
      { src: "/favicon.svg", sizes: "any", type: "image/svg+xml" },
    ],
  };
  const files: [string, Buffer | string][] = [
    ["favicon.svg", svg],
    ["favicon-32.png", await png(32)],
    ["favicon.ico", pngToIco(await png(32), 32)],
    ["apple-touch-icon.png", await png(180)],
    ["icon-192.png", await png(192)],
    ["icon-512.png", await png(512)],
    ["manifest.webmanifest", `${JSON.stringify(manifest, null, 2)}\n`],
  ];
  for (const [name, data] of files) fs.writeFileSync(path.join(outDir, name), data);
}
