import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { loadScriptsAfterFirstPaint } from "./after-first-paint";
import { guarded } from "./guard";
import { componentExportsHead } from "./head-export";
import { htmlPages } from "../../src/lib/build/html-pages";
import { alreadyRewritten, hoistEmotionStyles, isDocument } from "./hoist-styles";
import { STUB_DIR, checkModuleStubTargets, stubReplacements } from "./module-stubs";
import {
  HOIST_NON_REACT_STATICS_RULE,
  dropSharedChunkGroups,
  minifyWithSwc,
  type WebpackConfigPart,
} from "./webpack-config";

// What Gatsby puts into a first load that this site does not use, taken out; README.md beside this file
// describes every step, its saving, the internals it depends on and how to remove it.

// Gatsby runs in the site's folder; this file runs compiled from .cache/compiled/, so __dirname is not here.
const root = process.cwd();
const siteRequire = createRequire(path.join(root, "package.json"));
const gatsbyDir = () => path.dirname(siteRequire.resolve("gatsby/package.json"));

/** The targets of the module stand-ins are checked before anything is built (develop too). */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ reporter }) => {
  guarded(reporter, () => checkModuleStubTargets(gatsbyDir()));
};

/** A page component exporting Head stops the build: its head tags would show in develop and vanish once built. */
export const onCreatePage: GatsbyNode["onCreatePage"] = ({ page, reporter }) => {
  if (componentExportsHead(page.component)) {
    reporter.panic(
      `${path.relative(root, page.component)} exports Head, but Gatsby's Head API is not part of this ` +
        "site's production bundles (lean-first-load): write head tags with the Seo component " +
        "(src/components/layout/seo.tsx).",
    );
  }
};

/**
 * babel-preset-gatsby given package.json's browserslist as targets compiles only what those browsers lack (it
 * compiles array spread and classes down otherwise): 0.6 KB a route, kept to stay within the budget (README.md).
 */
export const onCreateBabelConfig: GatsbyNode["onCreateBabelConfig"] = ({ actions }) => {
  const { browserslist } = siteRequire("./package.json") as { browserslist: string[] };
  // Gatsby's reducer honours `stage` (server rendering keeps its Node targets), though the action's type omits it.
  const setBabelPreset = actions.setBabelPreset as (config: { name: string; stage: string; options: object }) => void;
  setBabelPreset({
    // Resolved as Gatsby resolves its own fallback preset, so the two are merged into one.
    name: createRequire(path.join(gatsbyDir(), "package.json")).resolve("babel-preset-gatsby"),
    stage: "build-javascript",
    options: { targets: browserslist },
  });
};

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({
  stage,
  getConfig,
  actions,
  plugins,
  reporter,
}) => {
  if (stage !== "build-javascript") return;
  const config = getConfig() as WebpackConfigPart;
  guarded(reporter, () => dropSharedChunkGroups(config));
  guarded(reporter, () => minifyWithSwc(config));
  const stubs = stubReplacements(path.join(root, STUB_DIR), (error) => reporter.panic(error.message));
  config.plugins = [
    ...(config.plugins ?? []),
    ...stubs.replacements.map(({ test, replace }) => plugins.normalModuleReplacement(test, replace)),
    stubs.check,
  ];
  config.module = { ...config.module, rules: [...(config.module?.rules ?? []), HOIST_NON_REACT_STATICS_RULE] };
  actions.replaceWebpackConfig(config);
};

/**
 * Emotion's style tags moved into <head>, and the entry scripts loaded after the first paint. Runs before
 * site-outputs' onPostBuild (gatsby-config lists this plugin first), whose _headers hash the inline scripts of the
 * final HTML.
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = ({ reporter }) => {
  let rewritten = 0;
  for (const file of htmlPages(path.join(root, "public"))) {
    const html = fs.readFileSync(file, "utf8");
    if (!isDocument(html)) continue;
    // A page Gatsby kept from the previous build has its styles hoisted already; each step leaves alone what it did.
    const hoisted = alreadyRewritten(html) ? html : guarded(reporter, () => hoistEmotionStyles(html));
    const rewrittenHtml = loadScriptsAfterFirstPaint(hoisted);
    if (rewrittenHtml === html) continue;
    fs.writeFileSync(file, rewrittenHtml);
    rewritten += 1;
  }
  reporter.info(`lean-first-load: styles hoisted, scripts after the first paint (${rewritten} pages rewritten)`);
};
