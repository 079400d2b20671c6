import { imageSize } from "image-size";
import { EXTENSIONS, type ImageInfo } from "./images";

// Node only (the build and the content checks): image-size stays out of the pages' bundles.

/**
 * The format and pixel size of an image from its bytes, or undefined when they are not an image of a known
 * format. SVG sizes come from its width/height or viewBox (an SVG without either reads as 0 × 0).
 */
export function readImageInfo(bytes: Uint8Array): ImageInfo | undefined {
  try {
    const size = imageSize(bytes);
    const format = EXTENSIONS[size.type ?? ""];
    if (!format) return undefined;
    return { format, width: size.width, height: size.height };
  } catch {
    return undefined;
  }
}
