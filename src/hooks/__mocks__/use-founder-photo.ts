import type { IGatsbyImageData } from "gatsby-plugin-image";

/** data/ has no founder's photo: the page shows the monogram. */
export const useFounderPhoto = (): IGatsbyImageData | undefined => undefined;
