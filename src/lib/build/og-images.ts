import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { OG_IMAGE_SIZE, ROUTES, ogImagePath } from "../routes";
import { colors, shareImageFontSizes } from "../../styles/tokens";

/** What a page's share image shows: from its entry in data/pages.json, text tokens filled in. */
export interface OgPage {
  slug: string;
  label: string;
  share?: { figure: string; caption: string };
  sections: readonly { slug: string; title?: string }[];
}

const escapeXml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** Splits a title into lines of at most `max` characters (a longer word makes a line of its own). */
function wrap(text: string, max: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const line = lines.pop();
    if (line === undefined) lines.push(word);
    else if (`${line} ${word}`.length > max) lines.push(line, word);
    else lines.push(`${line} ${word}`);
  }
  return lines;
}

function ogSvg(card: { title: string; figure: string; caption: string }, brand: string, host: string): string {
  const { width, height } = OG_IMAGE_SIZE;
  const titleLines = wrap(card.title, 26).slice(0, 3);
  const font = "'DejaVu Sans', 'Liberation Sans', Arial, Helvetica, sans-serif";
  const title = titleLines
    .map(
      (l, i) =>
        `<text x="80" y="${250 + i * 72}" font-size="${shareImageFontSizes.title}" font-weight="700" fill="${colors.white}">${escapeXml(l)}</text>`,
    )
    .join("");
  const figureY = 250 + titleLines.length * 72 + 70;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="${font}">
  <defs>
    <radialGradient id="glow" cx="0.85" cy="0.1" r="0.8"><stop offset="0" stop-color="${colors.violet}" stop-opacity="0.55"/><stop offset="1" stop-color="${colors.ink}" stop-opacity="0"/></radialGradient>
    <linearGradient id="brand" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colors.primary}"/><stop offset="0.55" stop-color="${colors.violet}"/><stop offset="1" stop-color="${colors.pink}"/></linearGradient>
    <linearGradient id="text" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${colors.lightIndigo}"/><stop offset="1" stop-color="${colors.lightPink}"/></linearGradient>
  </defs>
  <rect width="${width}" height="${height}" fill="${colors.ink}"/>
  <rect width="${width}" height="${height}" fill="url(#glow)"/>
  <g transform="translate(80 80) scale(2)">
    <rect width="36" height="36" rx="10" fill="url(#brand)"/>
    <path d="M18 7 28 16 18 29 8 16Z" fill="none" stroke="${colors.white}" stroke-width="2.2" stroke-linejoin="round"/>
    <path d="M8 16h20M14 16l4 13 4-13M13 11l1 5M23 11l-1 5" stroke="${colors.white}" stroke-width="1.6" fill="none"/>
  </g>
  <text x="172" y="132" font-size="${shareImageFontSizes.brand}" font-weight="700" fill="${colors.white}">${escapeXml(brand)}</text>
  ${title}
  <text x="80" y="${figureY}" font-size="${shareImageFontSizes.figure}" font-weight="700" fill="url(#text)">${escapeXml(card.figure)}</text>
  <text x="80" y="${figureY + 52}" font-size="${shareImageFontSizes.caption}" fill="${colors.onDark}">${escapeXml(card.caption)}</text>
  <rect x="0" y="${height - 12}" width="${width}" height="12" fill="url(#brand)"/>
  <text x="${width - 80}" y="${height - 48}" font-size="${shareImageFontSizes.host}" fill="${colors.onDarkMuted}" text-anchor="end">${escapeXml(host)}</text>
</svg>`;
}

/**
 * Renders one 1200×630 PNG per route into public/og/: the page's hero title (or its label), its key figure and
 * caption. Resolves to the number of images.
 */
export async function writeOgImages(
  outDir: string,
  pages: readonly OgPage[],
  brand: string,
  host: string,
): Promise<number> {
  for (const route of ROUTES) {
    const page = pages.find((p) => p.slug === route.page);
    if (!page) throw new Error(`data/pages.json has no entry "${route.page}"`);
    const hero = page.sections.find((s) => s.slug === "hero")?.title;
    const title = "channel" in route ? page.label : (hero ?? page.label);
    const svg = ogSvg({ title, figure: page.share?.figure ?? "", caption: page.share?.caption ?? "" }, brand, host);
    const file = path.join(outDir, ogImagePath(route.path));
    fs.mkdirSync(path.dirname(file), { recursive: true });
    await sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toFile(file);
  }
  return ROUTES.length;
}
