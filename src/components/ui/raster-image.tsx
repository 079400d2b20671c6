import type { GatsbyImage, IGatsbyImageData } from "gatsby-plugin-image";
import { lazy, Suspense } from "react";
import { holdHydration } from "../../hydrate";

// gatsby-plugin-image's component is its own chunk (`gatsby-image`, counted by the budget test), fetched only by a
// page whose HTML shows a raster image, before it hydrates, so the image hydrates in place rather than render again.
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
// Gatsby's HTML renderer has it at once: a page suspending there lets another page render in between, and the
// react-helmet head tags they share go astray. BUILD_STAGE is Gatsby's webpack constant: browsers never get this.
if (process.env.BUILD_STAGE === "build-html" || process.env.BUILD_STAGE === "develop-html") {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  loaded = (require("gatsby-plugin-image") as typeof import("gatsby-plugin-image")).GatsbyImage;
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
