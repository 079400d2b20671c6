import type { GatsbyImage, IGatsbyImageData } from "gatsby-plugin-image";
import { lazy, Suspense } from "react";
import { holdHydration } from "../../hydrate";

// gatsby-plugin-image's component is its own chunk (`gatsby-image`, counted by the budget test), fetched only by a
// page that shows a raster image. A page whose HTML holds one loads it before hydrating, so the image hydrates in
// place: inside a Suspense boundary, any update from above (the star counts) would make React render it again.
// After a client-side navigation, a box of the image's size holds its place until the chunk is there.
type GatsbyImageComponent = typeof GatsbyImage;
let loading: Promise<GatsbyImageComponent> | undefined;
let loaded: GatsbyImageComponent | undefined;

/** gatsby-plugin-image's component, fetched once. */
const loadGatsbyImage = () =>
  (loading ??= import(/* webpackChunkName: "gatsby-image" */ "gatsby-plugin-image").then(
    (m) => (loaded = m.GatsbyImage),
  ));

if (typeof document !== "undefined" && document.querySelector("[data-gatsby-image-wrapper]")) {
  holdHydration(loadGatsbyImage());
}

// If the chunk cannot load (offline, a stale deploy), the image never hydrates: its server HTML, which shows it
// without any script, stays as it is.
const LazyGatsbyImage = lazy(() =>
  loadGatsbyImage().then(
    (component) => ({ default: component }),
    () => new Promise<never>(() => undefined),
  ),
);

interface RasterImageProps {
  image: IGatsbyImageData;
  alt: string;
  className?: string;
}

/**
 * A PNG, JPG or WebP image through gatsby-plugin-image: AVIF and WebP sources at 1× and 2× for its box, its width
 * and height reserved so nothing moves as it loads.
 */
export function RasterImage({ image, alt, className }: RasterImageProps) {
  // One of two module-level components, the same on every render: the loaded one once the chunk is there.
  const Image = loaded ?? LazyGatsbyImage;
  // Block-level, so its width applies; the className gives it the image's maximum width.
  const box = (
    <div className={className} style={{ width: image.width, aspectRatio: `${image.width} / ${image.height}` }} />
  );
  return (
    <Suspense fallback={box}>
      <Image image={image} alt={alt} {...(className && { className })} />
    </Suspense>
  );
}
