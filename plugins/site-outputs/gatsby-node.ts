import fs from "node:fs";
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { iconSprite } from "../../src/lib/build/icon-sprite";
import { htmlPages } from "../../src/lib/build/html-pages";
import { writeIcons } from "../../src/lib/build/icons";
import { writeOgImages } from "../../src/lib/build/og-images";
import { headersFile } from "../../src/lib/build/security-headers";
import { ADMIN_DIR } from "../../src/lib/cms/admin-path";
import { buildAdmin } from "../../src/lib/cms/build-admin";
import { apiRootFrom, authUrlFrom, cmsConfig, githubRepo, localBackendFrom } from "../../src/lib/cms/config";
import { COLLECTIONS, OBJECT_FILES, PAGE_SECTIONS } from "../../src/lib/content/collections";
import { readValidatedContent, resolveContentDir, vocabularyOf } from "../../src/lib/content/load";
import { ICON_NAMES, ICON_SPRITE_PATH } from "../../src/lib/icon-names";
import { ogPage, siteFacts, type SiteFacts } from "./content";

// Gatsby runs in the site's folder; this file runs compiled from .cache/compiled/, so __dirname is not here.
const root = process.cwd();
const publicDir = path.join(root, "public");
const content = () => readValidatedContent(resolveContentDir(root), path.join(root, "static"));

/** The icon sprite is derived from the icon list; static/ is copied into the site (also in develop). */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = () => {
  fs.writeFileSync(path.join(root, "static", ICON_SPRITE_PATH), iconSprite());
};

/**
 * After the HTML exists: the favicon set and manifest, one share image per route, robots.txt, the content
 * editor, and the security headers whose CSP allows exactly the inline scripts of the built pages (and long
 * caching for the hashed bundles). gatsby-config lists this plugin after lean-first-load, whose onPostBuild
 * rewrites the HTML these headers hash.
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ reporter }) => {
  const validated = content();
  const vocab = vocabularyOf(validated);
  const site = siteFacts(validated, vocab);

  await writeIcons(path.join(root, "src", "images", "icon.svg"), publicDir, site);

  const ogPages = validated.collections.pages.map((entry) => ogPage(entry, vocab));
  const images = await writeOgImages(publicDir, ogPages, site.name, new URL(site.siteUrl).host.replace(/^www\./, ""));

  fs.writeFileSync(
    path.join(publicDir, "robots.txt"),
    `User-agent: *\nAllow: /\nDisallow: /${ADMIN_DIR}/\n\nSitemap: ${site.siteUrl.replace(/\/+$/, "")}/sitemap-index.xml\n`,
  );

  const pages = htmlPages(publicDir).map((file) => ({ html: fs.readFileSync(file, "utf8") }));
  const rootScripts = fs.readdirSync(publicDir).filter((name) => name.endsWith(".js"));
  fs.writeFileSync(
    path.join(publicDir, "_headers"),
    headersFile(pages, rootScripts, {
      apiRoot: apiRootFrom(process.env.CMS_API_ROOT),
      localBackend: localBackendFrom(process.env.CMS_LOCAL_BACKEND),
    }),
  );
  reporter.info(`Wrote icons, ${images} share images, robots.txt and _headers (${pages.length} pages hashed)`);

  const admin = await writeAdmin(site, "production");
  reporter.info(`Wrote the content editor: /${ADMIN_DIR}/ (${admin.length} files)`);
};

/** The content editor at /admin/ (Decap CMS), configured from the content model. */
function writeAdmin(site: SiteFacts, mode: "production" | "development") {
  const pkg = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8")) as { repository?: unknown };
  const config = cmsConfig(
    // Each page's sections with the fields its template needs, required in the form.
    { collections: COLLECTIONS, objects: OBJECT_FILES, pageSections: PAGE_SECTIONS },
    {
      repo: githubRepo(pkg.repository),
      branch: process.env.CMS_BRANCH ?? "main",
      authUrl: authUrlFrom(process.env.CMS_AUTH_URL),
      apiRoot: apiRootFrom(process.env.CMS_API_ROOT),
      // `npm run cms` edits the working tree through it; the production build never names it.
      localBackend: mode === "development" || localBackendFrom(process.env.CMS_LOCAL_BACKEND),
      siteUrl: site.siteUrl,
      icons: ICON_NAMES,
    },
  );
  return buildAdmin({ root, publicDir, title: `Content editor | ${site.name}`, config, mode });
}

/**
 * `gatsby develop` (and `npm run cms`) serves the editor too: it is written into public/, which develop serves
 * as static files, and /admin answers with its page. The editor compiles beside the site's own bundle, not before
 * the server starts (the previews' code takes about 40 s cold here, which held GraphiQL back): its page waits
 * for it, and answers the build's error if it failed.
 */
export const onCreateDevServer: GatsbyNode["onCreateDevServer"] = ({ app, reporter }) => {
  const started = Date.now();
  const validated = content();
  const ready: Promise<string | undefined> = writeAdmin(
    siteFacts(validated, vocabularyOf(validated)),
    "development",
  ).then(
    () => {
      reporter.info(`The content editor is at /${ADMIN_DIR}/ (with \`npm run cms\`, it edits data/ directly).`);
      reporter.verbose(`Content editor built in ${Date.now() - started} ms`);
      return undefined;
    },
    (error: unknown) => {
      const message = error instanceof Error ? error.message : String(error);
      reporter.error(`The content editor at /${ADMIN_DIR}/ could not be built: ${message}`);
      return message;
    },
  );
  // Express matches /admin and /admin/ alike: the page answers the second, the first is sent there.
  app.get(
    `/${ADMIN_DIR}`,
    (
      req: { originalUrl: string },
      res: {
        redirect(url: string): void;
        sendFile(file: string): void;
        status(code: number): { type(t: string): { send(body: string): void } };
      },
    ) => {
      if (!req.originalUrl.split("?")[0]?.endsWith("/")) return res.redirect(`/${ADMIN_DIR}/`);
      void ready.then((failure) =>
        failure === undefined
          ? res.sendFile(path.join(publicDir, ADMIN_DIR, "index.html"))
          : res.status(500).type("text/plain").send(`The content editor could not be built:\n${failure}`),
      );
    },
  );
};
