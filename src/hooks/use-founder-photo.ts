import { graphql, useStaticQuery } from "gatsby";

/**
 * The founder's photo (`founderPhoto` in data/site.json) for gatsby-plugin-image, or undefined without one. The
 * sizes match its box, FOUNDER_PHOTO in src/lib/content/images.ts; e2e/images.spec.ts checks the built image.
 */
export function useFounderPhoto() {
  const data = useStaticQuery<Queries.FounderPhotoQuery>(graphql`
    query FounderPhoto {
      site {
        siteMetadata {
          founderPhotoImage {
            childImageSharp {
              gatsbyImageData(
                layout: CONSTRAINED
                width: 240
                height: 240
                outputPixelDensities: [1, 2]
                formats: [AUTO, WEBP, AVIF]
                placeholder: BLURRED
                transformOptions: { cropFocus: ATTENTION }
              )
            }
          }
        }
      }
    }
  `);
  return data.site?.siteMetadata.founderPhotoImage?.childImageSharp?.gatsbyImageData;
}
