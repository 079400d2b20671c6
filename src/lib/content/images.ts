/** Image formats a content file may name, by what the file holds (".jpeg" and ".jpg" are both jpg). */
export type ImageFormat = "svg" | "png" | "jpg" | "webp";

/** Where a content file's path is relative to. */
export type FileRoot = "static" | "content";

/** The box an image is shown in, in CSS pixels: "contain" fits it whole (logos), "cover" crops it (a photo). */
export interface ImageBox {
  width: number;
  height: number;
  fit: "contain" | "cover";
}

export interface ImageRule {
  formats: readonly ImageFormat[];
  box: ImageBox;
}

/** What the build reads of an image file. */
export interface ImageInfo {
  format: ImageFormat;
  width: number;
  height: number;
}

/** The largest screens the images are made for: 2× (the `outputPixelDensities` of their queries). */
export const PIXEL_DENSITY = 2;

/** A partner's logo: an SVG as it is, or an image fitted by gatsby-plugin-image into `LogoGrid`'s 180 × 60 box. */
export const LOGO_IMAGE: ImageRule = {
  formats: ["svg", "png", "jpg", "webp"],
  box: { width: 180, height: 60, fit: "contain" },
};

/** The founder's photo, cropped to the 240 × 240 circle that otherwise holds the monogram (`FounderAvatar`). */
export const FOUNDER_PHOTO: ImageRule = {
  formats: ["png", "jpg", "webp"],
  box: { width: 240, height: 240, fit: "cover" },
};

export const EXTENSIONS: Record<string, ImageFormat> = {
  svg: "svg",
  png: "png",
  jpg: "jpg",
  jpeg: "jpg",
  webp: "webp",
};

const FORMAT_NAMES: Record<ImageFormat, string> = { svg: "SVG", png: "PNG", jpg: "JPG", webp: "WebP" };

/** The format a file name says it holds (by its extension), if it is one this site knows. */
export function formatOfName(name: string): ImageFormat | undefined {
  const ext = /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase();
  return ext === undefined ? undefined : EXTENSIONS[ext];
}

/** "PNG, JPG or WebP". */
export function formatList(formats: readonly ImageFormat[]): string {
  const names = formats.map((f) => FORMAT_NAMES[f]);
  return names.length < 2 ? names.join("") : `${names.slice(0, -1).join(", ")} or ${names[names.length - 1]}`;
}

/** Whether it stays sharp at PIXEL_DENSITY: a contained image needs one side large enough, a cropped one both. */
export function isLargeEnough(info: Pick<ImageInfo, "width" | "height">, box: ImageBox): boolean {
  const wide = info.width >= box.width * PIXEL_DENSITY;
  const tall = info.height >= box.height * PIXEL_DENSITY;
  return box.fit === "contain" ? wide || tall : wide && tall;
}

/** The size a source needs, in words, for the warning: "360 px wide or 120 px high". */
export function neededSize(box: ImageBox): string {
  const w = `${box.width * PIXEL_DENSITY} px wide`;
  const h = `${box.height * PIXEL_DENSITY} px high`;
  return box.fit === "contain" ? `${w} or ${h}` : `${w} and ${h}`;
}
