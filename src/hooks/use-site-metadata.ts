import { graphql, useStaticQuery } from "gatsby";

export type SiteMetadata = NonNullable<Queries.SiteMetadataQuery["site"]>["siteMetadata"];

/** Site settings from data/site.json (through gatsby-config's siteMetadata). */
export function useSiteMetadata(): SiteMetadata {
  const data = useStaticQuery<Queries.SiteMetadataQuery>(graphql`
    query SiteMetadata {
      site {
        siteMetadata {
          name
          tagline
          siteUrl
          title
          description
          founder
          email
          copyrightYear
          letter {
            greeting
            closing
            signOff
          }
          footerTagline
          links {
            codeHost
            newsletter
            forum
            professionalNetwork
            microblog
            chat
          }
        }
      }
    }
  `);
  if (!data.site) throw new Error("Site metadata is missing: check data/site.json");
  return data.site.siteMetadata;
}
