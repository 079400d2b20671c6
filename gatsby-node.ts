import fs from "node:fs";
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { buildStarsEnv, buildStarsReport, fetchBuildStars } from "./src/lib/build/github-stars";
import { imageResolvers } from "./src/lib/build/image-nodes";
import { STAR_NODE_TYPE, starNodeContent, starNodeKey, starResolvers } from "./src/lib/build/star-nodes";
import { VOCABULARY_SOURCES, textResolvers } from "./src/lib/content/text-resolvers";
import {
  checkContentDir,
  contentProblemsReport,
  contentWarningsReport,
  readContentSources,
  readValidatedContent,
  requiredNumber,
  requiredText,
  resolveContentDir,
  vocabularyOf,
} from "./src/lib/content/load";
import { listPlaceholders, placeholderReport } from "./src/lib/content/placeholders";
import { entryPositions } from "./src/lib/content/positions";
import { contentTypeDefs, ENTRY_TYPES } from "./src/lib/content/type-defs";
import { ROUTES } from "./src/lib/routes";
import { TEMPLATES } from "./src/lib/templates";

const root = __dirname;
// The benchmark points CONTENT_DIR at a generated large content set; normally this is data/.
const contentDir = resolveContentDir(root);
const staticDir = path.join(root, "static");
/** data/ as the build validated it: no step of the build reads a content file around the model. */
const content = () => readValidatedContent(contentDir, staticDir);

/**
 * Stops the build before anything is rendered when a content file is broken, naming every problem (the same
 * check as `npm run check:content`). Content still marked as placeholder is listed as a warning.
 */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ reporter }) => {
  const warnings: string[] = [];
  const problems = checkContentDir(contentDir, staticDir, warnings);
  if (problems.length > 0) reporter.panic({ id: "11321", context: { sourceMessage: contentProblemsReport(problems) } });
  if (warnings.length > 0) reporter.warn(contentWarningsReport(warnings));
  const placeholders = listPlaceholders(readContentSources(contentDir));
  if (placeholders.length > 0) {
    reporter.warn(
      `${placeholderReport(placeholders)}\nSee "Before going live" in docs/editing.md: npm run check:launch must pass.`,
    );
  }
};

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(contentTypeDefs());
};

/** Each data file's entries' positions and count, as last read (by the file's digest). */
const filePositions = new Map<string, { digest: string; positions: Map<string, number>; count: number }>();

/**
 * Each entry's place in its data file, `fields.position`, by which every list query sorts (src/lib/content/positions.ts).
 * An entry the file no longer holds (it changed again while `gatsby develop` read it) goes last until its next read.
 */
export const onCreateNode: GatsbyNode["onCreateNode"] = ({ node, actions, getNode, createContentDigest, reporter }) => {
  if (!ENTRY_TYPES.has(node.internal.type) || !node.parent) return;
  const file = getNode(node.parent);
  if (typeof file?.absolutePath !== "string") return;
  let read = filePositions.get(file.id);
  if (read?.digest !== file.internal.contentDigest) {
    const parsed: unknown = JSON.parse(fs.readFileSync(file.absolutePath, "utf8"));
    const entries: (string | object)[] = Array.isArray(parsed) ? parsed : [];
    const positions = entryPositions(entries, createContentDigest);
    read = { digest: file.internal.contentDigest, positions, count: entries.length };
    filePositions.set(file.id, read);
  }
  let position = read.positions.get(node.internal.contentDigest);
  if (position === undefined) {
    reporter.warn(`${path.relative(root, file.absolutePath)}: an entry changed while it was read; it is listed last`);
    // After every entry the file holds, and within GraphQL's 32-bit Int, which GraphiQL would fail to show otherwise.
    position = read.count;
  }
  actions.createNodeField({ node, name: "position", value: position });
};

/** The values of the text tokens, read again whenever a file they come from changes (gatsby develop). */
let vocabulary: { stamp: string; value: ReturnType<typeof vocabularyOf> } | undefined;
function currentVocabulary() {
  const files = Object.values(VOCABULARY_SOURCES).map((source) => path.join(contentDir, source.file));
  const stamp = files.map((f) => fs.statSync(f).mtimeMs).join(",");
  if (vocabulary?.stamp !== stamp) vocabulary = { stamp, value: vocabularyOf(content()) };
  return vocabulary.value;
}

/** The featured repositories' star counts (src/lib/build/github-stars.ts), one TutorialStars node each. */
export const sourceNodes: GatsbyNode["sourceNodes"] = async ({
  actions,
  createNodeId,
  createContentDigest,
  reporter,
}) => {
  const env = buildStarsEnv(process.env);
  const started = Date.now();
  const repos = content().collections.tutorials.map((t) => ({
    owner: requiredText(t, "owner"),
    repo: requiredText(t, "repo"),
    fallbackStars: requiredNumber(t, "fallbackStars"),
  }));
  const results = await fetchBuildStars(repos, env);
  const report = buildStarsReport(results, {
    apiUrl: env.apiUrl,
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
  create(imageResolvers({ staticDir, contentDir }));
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

/**
 * WEBPACK_CACHE=off: no webpack cache written, in any stage. scripts/test-build.mjs sets it on a checkout's first test
 * build, and the README commands' test (e2e/commands/) on its copy's first `gatsby develop`: a fresh clone or CI runs
 * each once, and the cache would go unread (writing it costs the build about 25 CPU-s, the commands' test about 27
 * of its 110).
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ actions, stage }) => {
  if (process.env.WEBPACK_CACHE === "off") actions.setWebpackConfig({ cache: false });
  // Module ids in the order the pages use the modules, not hashes of their paths: the test build's copy reaches
  // node_modules through a link, so hashed ids (and with them the modules' order in each chunk, and its gzip size)
  // changed with the checkout's folder, by up to 0.4 KB a route.
  if (stage === "build-javascript") actions.setWebpackConfig({ optimization: { moduleIds: "natural" } });
};
