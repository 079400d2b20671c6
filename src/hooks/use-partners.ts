import { graphql, useStaticQuery, withPrefix } from "gatsby";
import type { IGatsbyImageData } from "gatsby-plugin-image";

export interface Partner {
  slug: string;
  name: string;
  /** URL of the logo file under static/. */
  logoUrl: string;
  /** A PNG, JPG or WebP logo's images for gatsby-plugin-image; an SVG logo has none and is shown as it is. */
  image?: IGatsbyImageData;
}

/**
 * The partner logos of data/partners.json, in file order. A raster logo is sized for the grid's box, LOGO_IMAGE in
 * src/lib/content/images.ts (a unit test compares them): 60 px high at 1× and 2×, no wider than the box.
 */
export function usePartners(): Partner[] {
  const data = useStaticQuery<Queries.PartnersQuery>(graphql`
    query Partners {
      allPartnersJson {
        nodes {
          slug
          name
          logo
          logoImage {
            childImageSharp {
              gatsbyImageData(
                layout: CONSTRAINED
                height: 60
                outputPixelDensities: [1, 2]
                formats: [AUTO, WEBP, AVIF]
                placeholder: NONE
              )
            }
          }
        }
      }
    }
  `);
  return data.allPartnersJson.nodes.map((p) => ({
    slug: p.slug,
    name: p.name,
    logoUrl: withPrefix(`/${p.logo.replace(/^\/+/, "")}`),
    ...(p.logoImage?.childImageSharp && { image: p.logoImage.childImageSharp.gatsbyImageData }),
  }));
}
