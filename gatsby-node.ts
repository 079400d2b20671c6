import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { componentsExportingHead, type ComponentState } from "./src/lib/build/head-export";
import { hoistEmotionStyles } from "./src/lib/build/hoist-styles";
import { buildStarsEnv, buildStarsReport, fetchBuildStars, type FeaturedRepo } from "./src/lib/build/github-stars";
import { dropUnusedImageRuntime } from "./src/lib/build/image-runtime";
import { imageResolvers } from "./src/lib/build/image-nodes";
import { iconSprite } from "./src/lib/build/icon-sprite";
import { writeIcons } from "./src/lib/build/icons";
import { ogCards, writeOgImages, type OgPage } from "./src/lib/build/og-images";
import { headersFile } from "./src/lib/build/security-headers";
import { STAR_NODE_TYPE, starNodeContent, starNodeKey, starResolvers } from "./src/lib/build/star-nodes";
import { ADMIN_DIR, buildAdmin } from "./src/lib/cms/build-admin";
import { authUrlFrom, cmsConfig, githubRepo } from "./src/lib/cms/config";
import { COLLECTIONS, OBJECT_FILES } from "./src/lib/content/collections";
import { fillText, textVocabulary, type TextVocabulary, type VocabularySources } from "./src/lib/content/text";
import { textResolvers } from "./src/lib/content/text-resolvers";
import {
  checkContentDir,
  contentProblemsReport,
  contentWarningsReport,
  readContentSources,
  resolveContentDir,
} from "./src/lib/content/load";
import { listPlaceholders, placeholderReport } from "./src/lib/content/placeholders";
import { contentTypeDefs } from "./src/lib/content/type-defs";
import { ICON_NAMES, ICON_SPRITE_PATH } from "./src/lib/icon-names";
import { ROUTES } from "./src/lib/routes";
import { TEMPLATES } from "./src/lib/templates";

const root = __dirname;
// The benchmark points CONTENT_DIR at a generated large content set; normally this is data/.
const contentDir = resolveContentDir(root);

/**
 * Stops the build before anything is rendered when a content file is broken, naming every problem (the same
 * check as `npm run check:content`). Content still marked as placeholder is listed as a warning.
 */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ reporter }) => {
  const warnings: string[] = [];
  const problems = checkContentDir(contentDir, path.join(root, "static"), warnings);
  if (problems.length === 0) {
    if (warnings.length > 0) reporter.warn(contentWarningsReport(warnings));
    // The icon sprite is derived from the icon list; static/ is copied into the site (also in develop).
    fs.writeFileSync(path.join(root, "static", ICON_SPRITE_PATH), iconSprite());
    const placeholders = listPlaceholders(readContentSources(contentDir));
    if (placeholders.length > 0) {
      reporter.warn(
        `${placeholderReport(placeholders)}\nSee "Before going live" in README.md: npm run check:launch must pass.`,
      );
    }
  }
  if (problems.length > 0) {
    reporter.panic({ id: "11321", context: { sourceMessage: contentProblemsReport(problems) } });
  }
};

/**
 * Gatsby's Head API handler is left out of the browser bundles (see onCreateWebpackConfig). Gatsby's own parser
 * has recorded, by now, which page components export Head: any that does stops the build here, in develop too,
 * instead of showing its tags in develop and silently losing them once built.
 */
export const onPostBootstrap: GatsbyNode["onPostBootstrap"] = ({ store, reporter }) => {
  const { components } = store.getState() as { components: ReadonlyMap<string, ComponentState> };
  const headExports = componentsExportingHead(components, root);
  if (headExports.length > 0) {
    reporter.panic(
      `${headExports.join(", ")} export${headExports.length === 1 ? "s" : ""} Head, but Gatsby's Head API is not part of ` +
        "this site's production bundles: write head tags with the Seo component (src/components/layout/seo.tsx).",
    );
  }
};

/**
 * babel-preset-gatsby always compiles array spread and classes down for the browser, whatever the supported
 * browsers are: every `[...list]` becomes a helper call and every class a prototype chain, in Gatsby's runtime
 * and in this site's code alike (0.5 KB gzip on every page). Given the targets explicitly (the same browserslist
 * Gatsby uses everywhere else), it compiles only what those browsers lack, which excludes both.
 */
export const onCreateBabelConfig: GatsbyNode["onCreateBabelConfig"] = ({ actions, store }) => {
  const { program } = store.getState() as { program: { browserslist: string[] } };
  // The action honours `stage` (Gatsby's reducer reads it) although its type does not declare it.
  const setBabelPreset = actions.setBabelPreset as (config: { name: string; stage: string; options: object }) => void;
  setBabelPreset({
    // Resolved as Gatsby resolves its own fallback preset, so the two are merged into one.
    name: createRequire(path.join(root, "node_modules", "gatsby", "package.json")).resolve("babel-preset-gatsby"),
    stage: "build-javascript",
    options: { targets: program.browserslist },
  });
};

/**
 * Gatsby splits every module that two pages share into its own small chunk; a first visit then pays a
 * request and the compression overhead for each. Here shared modules stay inside each page's chunk (a
 * page loads app, framework, runtime, commons and its own chunk), which is less JavaScript on the wire.
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, getConfig, actions, plugins }) => {
  if (stage !== "build-javascript") return;
  const config = getConfig() as {
    optimization?: { splitChunks?: { cacheGroups?: Record<string, unknown> } };
    plugins?: unknown[];
    module?: { rules?: unknown[] };
  };
  const groups = config.optimization?.splitChunks?.cacheGroups;
  if (groups) {
    groups.shared = false;
    groups.lib = false;
  }
  // Gatsby's internal Partytown plugin only acts in `gatsby develop`, yet its browser file brings gatsby-script
  // and the Partytown snippet (2 KB gzip) into every page's first load. The site has no off-main-thread
  // scripts, so production bundles get an empty browser file in its place.
  // Two more of Gatsby's browser modules never act on this site and are swapped the same way: the Head API
  // handler (head tags go through react-helmet; 1.5 KB gzip) and the service worker registration, which only
  // runs when a plugin such as gatsby-plugin-offline asks for it and none does (0.4 KB gzip).
  const replace = plugins.normalModuleReplacement as (test: RegExp, replacement: string) => unknown;
  const stub = (file: string) => path.resolve(root, "src", "lib", "build", file);
  config.plugins = [
    ...(config.plugins ?? []),
    replace(/internal-plugins[\\/]partytown[\\/]gatsby-browser\.js$/, stub("no-browser-api.js")),
    replace(/[\\/]\.cache[\\/]head[\\/]head-export-handler-for-browser\.js$/, stub("no-head-api.js")),
    replace(/[\\/]\.cache[\\/]register-service-worker\.js$/, stub("no-browser-api.js")),
  ];
  // hoist-non-react-statics has no side effects but does not say so, and emotion's bundle imports it bare;
  // declared side-effect free, it (with react-is, 1.3 KB gzip) is bundled only if withTheme is ever used.
  config.module = {
    ...config.module,
    rules: [
      ...(config.module?.rules ?? []),
      { test: /[\\/]node_modules[\\/]hoist-non-react-statics[\\/]/, sideEffects: false },
    ],
  };
  actions.replaceWebpackConfig(config);
};

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(contentTypeDefs());
};

/** The values of the text tokens, read again whenever a file it comes from changes (gatsby develop). */
let vocabulary: { stamp: string; value: TextVocabulary } | undefined;
function currentVocabulary(): TextVocabulary {
  const files = ["site.json", "stats.json", "figures.json", "packages.json"].map((f) => path.join(contentDir, f));
  const stamp = files.map((f) => fs.statSync(f).mtimeMs).join(",");
  if (vocabulary?.stamp !== stamp) {
    const [site, stats, figures, packages] = files.map((f) => JSON.parse(fs.readFileSync(f, "utf8")) as unknown);
    vocabulary = {
      stamp,
      value: textVocabulary({ site, stats, figures, packages } as VocabularySources),
    };
  }
  return vocabulary.value;
}

/**
 * The featured repositories' star counts, asked of GitHub once per build (and at the start of `gatsby develop`):
 * one TutorialStars node per repository, read by TutorialsJson's `stars`, `starsSource` and `starsFetchedAt`.
 * Whatever GitHub does not give falls back to `fallbackStars`; the build never fails for it and waits 20 s at most.
 */
export const sourceNodes: GatsbyNode["sourceNodes"] = async ({
  actions,
  createNodeId,
  createContentDigest,
  reporter,
}) => {
  const env = buildStarsEnv(process.env);
  const started = Date.now();
  const results = await fetchBuildStars(readJson<FeaturedRepo[]>("tutorials.json"), env);
  const report = buildStarsReport(results, {
    apiUrl: env.apiUrl ?? "",
    elapsedMs: Date.now() - started,
    fallbackFile: path.relative(root, path.join(contentDir, "tutorials.json")),
  });
  reporter.info(report.info);
  if (report.warning) reporter.warn(report.warning);
  for (const result of results) {
    const content = starNodeContent(result);
    actions.createNode({
      ...content,
      id: createNodeId(starNodeKey(result)),
      internal: { type: STAR_NODE_TYPE, contentDigest: createContentDigest(content) },
    });
  }
};

/**
 * Text tokens in the copy ({site}, {stat:tutorials}, ...) are filled in as the data is queried; the build-time
 * star fields are read from the TutorialStars nodes, and the images the content names from their File nodes.
 */
export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers: create, createNodeId }) => {
  create(textResolvers(currentVocabulary));
  create(starResolvers(createNodeId));
  create(imageResolvers({ staticDir: path.join(root, "static"), contentDir }));
};

export const createPages: GatsbyNode["createPages"] = ({ actions }) => {
  for (const route of ROUTES) {
    actions.createPage({
      path: route.path,
      component: path.resolve(root, "src", "templates", `${TEMPLATES[route.page]}.tsx`),
      context: "channel" in route ? { page: route.page, channel: route.channel } : { page: route.page },
    });
  }
};

function htmlFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      return ["page-data", "static", ADMIN_DIR].includes(entry.name) ? [] : htmlFiles(full);
    }
    return entry.name.endsWith(".html") ? [full] : [];
  });
}

const readJson = <T>(file: string): T => JSON.parse(fs.readFileSync(path.join(contentDir, file), "utf8")) as T;

/**
 * After the HTML exists: emotion's styles moved into <head>, gatsby-plugin-image's runtime taken out of pages
 * without an image, the favicon set and manifest, one share image per route, robots.txt and the security
 * headers whose CSP allows exactly the inline scripts of the built pages (and long caching for the hashed bundles).
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ reporter }) => {
  const publicDir = path.join(root, "public");
  const site = readJson<{ name: string; tagline: string; description: string; siteUrl: string }>("site.json");
  const vocab = currentVocabulary();
  // Share images and the manifest show the same final text as the pages: tokens filled in.
  const filled = <T>(value: T): T =>
    JSON.parse(JSON.stringify(value), (_key, v: unknown) => (typeof v === "string" ? fillText(v, vocab) : v)) as T;

  await writeIcons(path.join(root, "src", "images", "icon.svg"), publicDir, {
    name: `${site.name} | ${site.tagline}`,
    shortName: site.name,
    description: site.description,
    themeColor: "#0B1020",
    backgroundColor: "#FFFFFF",
  });

  const cards = ogCards(filled(readJson<OgPage[]>("pages.json")));
  await writeOgImages(publicDir, cards, site.name, new URL(site.siteUrl).host.replace(/^www\./, ""));

  const siteUrl = site.siteUrl.replace(/\/+$/, "");
  fs.writeFileSync(
    path.join(publicDir, "robots.txt"),
    `User-agent: *\nAllow: /\nDisallow: /${ADMIN_DIR}/\n\nSitemap: ${siteUrl}/sitemap-index.xml\n`,
  );

  const pages = htmlFiles(publicDir).map((file) => {
    const html = dropUnusedImageRuntime(hoistEmotionStyles(fs.readFileSync(file, "utf8")));
    fs.writeFileSync(file, html);
    return { html };
  });
  const rootScripts = fs.readdirSync(publicDir).filter((name) => name.endsWith(".js"));
  fs.writeFileSync(path.join(publicDir, "_headers"), headersFile(pages, rootScripts));
  reporter.info(`Wrote icons, ${cards.length} share images, robots.txt and _headers (${pages.length} pages hashed)`);

  const admin = await writeAdmin(publicDir, site, "production");
  reporter.info(`Wrote the content editor: /${ADMIN_DIR}/ (${admin.length} files)`);
};

/** The content editor at /admin/ (Decap CMS), configured from the content model. */
function writeAdmin(publicDir: string, site: { name: string; siteUrl: string }, mode: "production" | "development") {
  const pkg = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8")) as { repository?: unknown };
  const config = cmsConfig(
    { collections: COLLECTIONS, objects: OBJECT_FILES },
    {
      repo: githubRepo(pkg.repository),
      branch: process.env.CMS_BRANCH ?? "main",
      authUrl: authUrlFrom(process.env.CMS_AUTH_URL),
      siteUrl: site.siteUrl,
      icons: ICON_NAMES,
    },
  );
  return buildAdmin({ root, publicDir, title: `Content editor | ${site.name}`, config, mode });
}

/** What the develop server's handlers use of Express's response. */
interface DevResponse {
  redirect(url: string): void;
  sendFile(file: string): void;
}

/**
 * `gatsby develop` (and `npm run cms`) serves the editor too: it is written into public/, which develop serves
 * as static files, and /admin answers with its page.
 */
export const onCreateDevServer: GatsbyNode["onCreateDevServer"] = async ({ app, reporter }) => {
  const publicDir = path.join(root, "public");
  const site = readJson<{ name: string; siteUrl: string }>("site.json");
  await writeAdmin(publicDir, site, "development");
  // Express matches /admin and /admin/ alike: the page answers the second, the first is sent there.
  app.get(`/${ADMIN_DIR}`, (req: { originalUrl: string }, res: DevResponse) => {
    if (req.originalUrl.split("?")[0]?.endsWith("/")) res.sendFile(path.join(publicDir, ADMIN_DIR, "index.html"));
    else res.redirect(`/${ADMIN_DIR}/`);
  });
  reporter.info(`The content editor is at /${ADMIN_DIR}/ (with \`npm run cms\`, it edits data/ directly).`);
};
