import path from "node:path";
import { formatOfName } from "../content/images";

/** What the resolvers use of Gatsby's resolver context. */
export interface ImageResolverContext {
  nodeModel: {
    findOne(args: { type: string; query: { filter: { absolutePath: { eq: string } } } }): Promise<unknown>;
  };
}

/**
 * The image files the content names, as File nodes (sourced by gatsby-source-filesystem), whose `childImageSharp`
 * (gatsby-transformer-sharp) gives gatsby-plugin-image its data: a partner's logo under static/, the founder's
 * photo under the content folder. An SVG resolves to null, so the page shows it as it is (and
 * gatsby-transformer-sharp would warn for every SVG asked for its childImageSharp).
 */
export function imageResolvers(dirs: { staticDir: string; contentDir: string }) {
  const fileField = <K extends string>(dir: string, field: K) => ({
    type: "File" as const,
    resolve: async (source: Partial<Record<K, string | null>>, _args: unknown, context: ImageResolverContext) => {
      const name = source[field];
      const format = name ? formatOfName(name) : undefined;
      if (!name || format === undefined || format === "svg") return null;
      const query = { filter: { absolutePath: { eq: path.join(dir, name) } } };
      return (await context.nodeModel.findOne({ type: "File", query })) ?? null;
    },
  });
  return {
    PartnersJson: { logoImage: fileField(dirs.staticDir, "logo") },
    SiteSiteMetadata: { founderPhotoImage: fileField(dirs.contentDir, "founderPhoto") },
  };
}
