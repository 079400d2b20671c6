import { graphql, useStaticQuery, withPrefix } from "gatsby";

export type Partner = ReturnType<typeof usePartners>[number];

/**
 * The partner logos of data/partners.json, in file order. A raster logo is sized for the grid's box, LOGO_IMAGE in
 * src/lib/content/images.ts: its height at 1× and 2×, no wider than the box (e2e/images.spec.ts checks the build).
 */
export function usePartners() {
  const data = useStaticQuery<Queries.PartnersQuery>(graphql`
    query Partners {
      allPartnersJson(sort: { fields: { position: ASC } }) {
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
    // The logo file under static/; a raster one also gets images for gatsby-plugin-image, an SVG is shown as it is.
    logoUrl: withPrefix(`/${p.logo.replace(/^\/+/, "")}`),
    ...(p.logoImage?.childImageSharp && { image: p.logoImage.childImageSharp.gatsbyImageData }),
  }));
}
