import path from "node:path";
import { formatOfName } from "../content/images";

/** What the resolvers use of Gatsby's resolver context. */
export interface ImageResolverContext {
  nodeModel: {
    findOne(args: { type: string; query: { filter: { absolutePath: { eq: string } } } }): Promise<unknown>;
  };
}

/**
 * The File node of a raster image on disk (sourced by gatsby-source-filesystem), or null: an SVG is shown as it
 * is, and gatsby-transformer-sharp would warn for every SVG asked for its childImageSharp.
 */
async function fileAt(context: ImageResolverContext, file: string): Promise<unknown> {
  const format = formatOfName(file);
  if (format === undefined || format === "svg") return null;
  return (await context.nodeModel.findOne({ type: "File", query: { filter: { absolutePath: { eq: file } } } })) ?? null;
}

/**
 * The image files the content names, as File nodes, whose `childImageSharp` (gatsby-transformer-sharp) gives
 * gatsby-plugin-image its data: a partner's logo under static/, the founder's photo under the content folder.
 * An SVG logo resolves to null, so the page shows it as it is.
 */
export function imageResolvers(dirs: { staticDir: string; contentDir: string }) {
  const fileField = <K extends string>(dir: string, field: K) => ({
    type: "File" as const,
    resolve: (source: Partial<Record<K, string | null>>, _args: unknown, context: ImageResolverContext) => {
      const name = source[field];
      return name ? fileAt(context, path.join(dir, name)) : Promise.resolve(null);
    },
  });
  return {
    PartnersJson: { logoImage: fileField(dirs.staticDir, "logo") },
    SiteSiteMetadata: { founderPhotoImage: fileField(dirs.contentDir, "founderPhoto") },
  };
}
