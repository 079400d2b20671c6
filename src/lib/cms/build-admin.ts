/// <reference types="decap-cms-app" />
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { CmsConfig } from "decap-cms-core";
import { DefinePlugin, NormalModuleReplacementPlugin, webpack } from "webpack";
import TerserPlugin from "terser-webpack-plugin";
import { stringify } from "yaml";
import { readContentSources, resolveContentDir } from "../content/load";
import { ADMIN_DIR } from "./admin-path";

/**
 * Builds the content editor into public/admin/: config.yml, the prebuilt Decap CMS and React, and src/cms/admin.ts
 * compiled on its own, outside the site's webpack build, so no visitor page carries a byte of it.
 */

/** Prebuilt browser files copied as they are, in load order (Decap's bundle expects React and ReactDOM globals). */
export const VENDOR_FILES = [
  { pkg: "react", file: "umd/react.production.min.js" },
  { pkg: "react-dom", file: "umd/react-dom.production.min.js" },
  { pkg: "decap-cms-app", file: "dist/decap-cms-app.js" },
] as const;

export const ENTRY_SCRIPT = "cms.js";

export function configYaml(config: CmsConfig): string {
  return (
    "# Generated from src/lib/content/collections.ts when the site is built (src/lib/cms/config.ts).\n" +
    "# Change the content model, not this file. Without CMS_AUTH_URL, backend.base_url is set when the editor\n" +
    "# loads, to the origin it is served from (src/cms/admin.ts).\n" +
    stringify(config, { lineWidth: 0 })
  );
}

const escapeHtml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/"/g, "&quot;");

/** The editor's page: kept out of search engines, no inline script (the /admin/ CSP allows none). */
export function adminHtml(title: string, scripts: readonly string[]): string {
  return [
    "<!doctype html>",
    '<html lang="en">',
    "<head>",
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex, nofollow">',
    `<title>${escapeHtml(title)}</title>`,
    ...scripts.map((src) => `<script defer src="${escapeHtml(src)}"></script>`),
    "</head>",
    "<body></body>",
    "</html>",
    "",
  ].join("\n");
}

// gatsby-node is bundled by Parcel, which does not keep `require.resolve`: resolve from the project instead.
const resolveFrom = (root: string, request: string) => createRequire(path.join(root, "package.json")).resolve(request);

/**
 * What the preview (src/cms/preview/) puts in place of the site's Gatsby-bound modules: the static queries' hooks
 * read the form's content, gatsby-plugin-image's loader becomes a plain image, the star counts stay the content's.
 */
const PREVIEW_SHIMS =
  /[\\/]hooks[\\/](use-(?:site-metadata|ui|partners|tutorials|founder-photo|star-counts))$|[\\/](raster-image)$/;

function compileEntry(
  root: string,
  outDir: string,
  mode: "production" | "development",
  authUrl: string | undefined,
): Promise<void> {
  const compiler = webpack({
    mode,
    context: root,
    target: "web",
    devtool: false,
    entry: path.join(root, "src", "cms", "admin.ts"),
    // The preview (the site's components, emotion, the content's snapshot) is a chunk of its own, loaded when a
    // preview pane first opens; the font its global styles name is a file beside it.
    output: {
      path: outDir,
      filename: ENTRY_SCRIPT,
      chunkFilename: "[name].[contenthash:8].js",
      assetModuleFilename: "[name].[contenthash:8][ext]",
      publicPath: `/${ADMIN_DIR}/`,
      clean: false,
    },
    resolve: {
      extensions: [".ts", ".tsx", ".js", ".json"],
      alias: {
        gatsby$: path.join(root, "src", "cms", "preview", "shims", "gatsby.tsx"),
        "react-helmet$": path.join(root, "src", "cms", "preview", "shims", "react-helmet.tsx"),
      },
    },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          use: {
            // SWC with the project's .swcrc, as Jest compiles the same files: types stripped, JSX through emotion's
            // runtime (tsconfig's jsxImportSource), nothing else compiled down.
            loader: resolveFrom(root, "swc-loader"),
            options: { swcrc: true, cwd: root },
          },
        },
        { test: /\.woff2$/, type: "asset/resource" },
      ],
    },
    externals: { react: "React", "react-dom": "ReactDOM", "decap-cms-app": "DecapCmsApp" },
    // admin.ts needs to know whether config.yml names an OAuth server before Decap has read it.
    plugins: [
      new DefinePlugin({
        "process.env.CMS_AUTH_URL": JSON.stringify(authUrl ?? ""),
        // The saved content of every data file, which the preview merges with the form's values.
        __CONTENT_SNAPSHOT__: JSON.stringify(readContentSources(resolveContentDir(root))),
      }),
      new NormalModuleReplacementPlugin(PREVIEW_SHIMS, (resource: { request: string }) => {
        const [, hook, image] = PREVIEW_SHIMS.exec(resource.request) ?? [];
        const shims = path.join(root, "src", "cms", "preview", "shims");
        resource.request = hook
          ? path.join(shims, hook === "use-star-counts" ? `${hook}.tsx` : path.join("hooks", `${hook}.ts`))
          : path.join(shims, `${image}.tsx`);
      }),
    ],
    // SWC minifies in place of webpack's default, Terser: the preview chunk 1 % smaller (45.4 KB gzipped), and this
    // build takes half the CPU time with SWC compiling too (7.9 CPU-s instead of 16).
    optimization: { minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify })] },
    performance: { hints: false },
  });
  return new Promise((resolve, reject) => {
    compiler.run((err, stats) => {
      compiler.close(() => undefined);
      if (err) return reject(err);
      if (stats?.hasErrors()) return reject(new Error(stats.toString({ all: false, errors: true })));
      resolve();
    });
  });
}

export interface AdminBuild {
  root: string;
  publicDir: string;
  /** The editor's page title. */
  title: string;
  config: CmsConfig;
  mode?: "production" | "development";
}

/** Writes public/admin/ (index.html, config.yml, the vendor files and cms.js); returns the files written. */
export async function buildAdmin({
  root,
  publicDir,
  title,
  config,
  mode = "production",
}: AdminBuild): Promise<string[]> {
  const outDir = path.join(publicDir, ADMIN_DIR);
  fs.mkdirSync(outDir, { recursive: true });
  fs.writeFileSync(path.join(outDir, "config.yml"), configYaml(config));
  const vendor = VENDOR_FILES.map(({ pkg, file }) => {
    const from = path.join(path.dirname(resolveFrom(root, `${pkg}/package.json`)), file);
    const name = path.basename(file);
    fs.copyFileSync(from, path.join(outDir, name));
    return name;
  });
  // Chunks and assets of an earlier build, named by their content hash (the preview's), would pile up.
  for (const name of fs.readdirSync(outDir)) {
    if (/\.[0-9a-f]{8}\.(js|woff2)(\.LICENSE\.txt)?$/.test(name)) fs.rmSync(path.join(outDir, name));
  }
  await compileEntry(root, outDir, mode, config.backend.base_url);
  const scripts = [...vendor, ENTRY_SCRIPT];
  fs.writeFileSync(path.join(outDir, "index.html"), adminHtml(title, scripts));
  return ["index.html", "config.yml", ...scripts];
}
