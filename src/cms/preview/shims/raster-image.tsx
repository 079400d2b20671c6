import type { IGatsbyImageData } from "gatsby-plugin-image";

interface RasterImageProps {
  image: IGatsbyImageData;
  alt: string;
  className?: string;
}

/**
 * src/components/ui/raster-image.tsx in the editor's preview: the image's one URL as a plain <img> (an upload not
 * yet saved has no gatsby-plugin-image sizes, only the blob URL Decap's getAsset gives), in the same box.
 */
export function RasterImage({ image, alt, className }: RasterImageProps) {
  return (
    <img
      src={image.images.fallback?.src}
      alt={alt}
      width={image.width}
      height={image.height}
      className={className}
      style={{ objectFit: "cover" }}
    />
  );
}
