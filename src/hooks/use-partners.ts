import { graphql, useStaticQuery, withPrefix } from "gatsby";

export interface Partner {
  slug: string;
  name: string;
  /** URL of the logo file under static/. */
  logoUrl: string;
}

/** The partner logos of data/partners.json, in file order. */
export function usePartners(): Partner[] {
  const data = useStaticQuery<Queries.PartnersQuery>(graphql`
    query Partners {
      allPartnersJson {
        nodes {
          slug
          name
          logo
        }
      }
    }
  `);
  return data.allPartnersJson.nodes.map((p) => ({
    slug: p.slug,
    name: p.name,
    logoUrl: withPrefix(`/${p.logo.replace(/^\/+/, "")}`),
  }));
}
