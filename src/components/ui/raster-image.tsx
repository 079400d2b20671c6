import type { IGatsbyImageData } from "gatsby-plugin-image";
import { Component, lazy, Suspense, type ReactNode } from "react";
import { loadGatsbyImage, loadedGatsbyImage } from "../../lib/gatsby-image-runtime";

// gatsby-plugin-image's component loads as its own chunk, fetched only by a page that shows a raster image:
// pages with SVG logos and the monogram (today every page) carry none of it. A page whose HTML holds an image
// loads it before hydrating (src/hydrate.ts), so the image hydrates in place; after a client-side navigation a
// box of the image's size holds its place until the chunk is there.
const LazyGatsbyImage = lazy(() => loadGatsbyImage().then((GatsbyImage) => ({ default: GatsbyImage })));

interface RasterImageProps {
  image: IGatsbyImageData;
  alt: string;
  className?: string;
}

/** If gatsby-plugin-image's chunk cannot load (offline, a failed deploy), the image's own fallback file. */
class PlainImageOnError extends Component<{ image: IGatsbyImageData; alt: string; children: ReactNode }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    const { image, alt } = this.props;
    const fallback = image.images.fallback;
    return (
      <img
        src={fallback?.src}
        srcSet={fallback?.srcSet}
        sizes={fallback?.sizes}
        alt={alt}
        width={image.width}
        height={image.height}
        style={{ maxWidth: "100%", height: "auto" }}
      />
    );
  }
}

/**
 * A PNG, JPG or WebP image through gatsby-plugin-image: AVIF and WebP sources at 1× and 2× for its box, its width
 * and height reserved so nothing moves as it loads.
 */
export function RasterImage({ image, alt, className }: RasterImageProps) {
  // One of two module-level components, the same on every render: the loaded one once the chunk is there.
  const GatsbyImage = loadedGatsbyImage() ?? LazyGatsbyImage;
  const box = (
    <span
      className={className}
      style={{
        display: "inline-block",
        width: image.width,
        maxWidth: "100%",
        aspectRatio: `${image.width} / ${image.height}`,
      }}
    />
  );
  return (
    <PlainImageOnError image={image} alt={alt}>
      <Suspense fallback={box}>
        {/* eslint-disable-next-line react-hooks/static-components -- not created here: see GatsbyImage above */}
        <GatsbyImage image={image} alt={alt} {...(className && { className })} />
      </Suspense>
    </PlainImageOnError>
  );
}
