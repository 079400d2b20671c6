import type { GatsbyImage } from "gatsby-plugin-image";

type GatsbyImageComponent = typeof GatsbyImage;

let loading: Promise<GatsbyImageComponent> | undefined;
let loaded: GatsbyImageComponent | undefined;

/** gatsby-plugin-image's component, fetched once (its own chunk, `gatsby-image`; the budget test counts it). */
export function loadGatsbyImage(): Promise<GatsbyImageComponent> {
  loading ??= import(/* webpackChunkName: "gatsby-image" */ "gatsby-plugin-image").then((m) => {
    loaded = m.GatsbyImage;
    return loaded;
  });
  return loading;
}

/** The component, once loaded: rendered directly, it hydrates without suspending. */
export const loadedGatsbyImage = (): GatsbyImageComponent | undefined => loaded;

/** Whether server-rendered markup holds a GatsbyImage (its wrapper carries this attribute). */
export const holdsGatsbyImage = (root: ParentNode): boolean =>
  root.querySelector("[data-gatsby-image-wrapper]") !== null;
