import path from "node:path";
import type { GatsbyConfig } from "gatsby";
import site from "./data/site.json";
import { resolveContentDir } from "./src/lib/content/load";

// The benchmark builds a generated large content set from a temporary folder; normally this is data/.
const contentDir = resolveContentDir(__dirname);

const pascalCase = (name: string) =>
  name
    .split(/[^a-zA-Z0-9]+/)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join("");

const config: GatsbyConfig = {
  // data/site.json is the one place for the site's name, address, e-mail and outbound links.
  siteMetadata: site,
  trailingSlash: "always",
  jsxRuntime: "automatic",
  jsxImportSource: "@emotion/react",
  graphqlTypegen: { typesOutputPath: "src/gatsby-types.d.ts", generateOnBuild: true },
  plugins: [
    "gatsby-plugin-emotion",
    "gatsby-plugin-react-helmet",
    "gatsby-plugin-image",
    "gatsby-plugin-sharp",
    "gatsby-transformer-sharp",
    {
      resolve: "gatsby-source-filesystem",
      // Also the images under data/ (the founder's photo), for gatsby-plugin-image.
      options: { name: "data", path: contentDir, ignore: ["**/site.json"] },
    },
    {
      resolve: "gatsby-source-filesystem",
      // The partner logos: a PNG, JPG or WebP one is shown through gatsby-plugin-image.
      options: { name: "partner-logos", path: path.join(__dirname, "static", "partners"), ignore: ["**/*.svg"] },
    },
    {
      resolve: "gatsby-transformer-json",
      // Types are named after the file, also for the one-object files (data/ui.json → UiJson), which the
      // plugin would otherwise name after their folder.
      options: { typeName: ({ node }: { node: { name: string } }) => `${pascalCase(node.name)}Json` },
    },
    {
      resolve: "gatsby-plugin-sitemap",
      options: { excludes: ["/404/", "/404.html", "/dev-404-page/"] },
    },
    // Local plugins (plugins/): the build's optimisations, then the files the site serves beside its pages.
    // In this order: both rewrite or read the built HTML after the build, and _headers hashes its final scripts.
    "lean-first-load",
    "site-outputs",
  ],
};

export default config;
