import fs from "node:fs";
import path from "node:path";
import { readImageInfo } from "./image-info";
import type { FileRoot } from "./images";
import { COLLECTION_NAMES, OBJECT_FILE_NAMES, type CollectionName, type ObjectFileName } from "./collections";
import { validateContent, type ContentSources } from "./validate";

/** The folder the content is read from: CONTENT_DIR when set (the benchmark's large content), else data/. */
export function resolveContentDir(root: string, env: NodeJS.ProcessEnv = process.env): string {
  return env.CONTENT_DIR ? path.resolve(env.CONTENT_DIR) : path.join(root, "data");
}

function readIfExists(file: string): string | undefined {
  try {
    return fs.readFileSync(file, "utf8");
  } catch {
    return undefined;
  }
}

/** Every file of the content model, as text (`undefined` when missing). */
export function readContentSources(contentDir: string): ContentSources {
  const collections: Partial<Record<CollectionName, string | undefined>> = {};
  for (const name of COLLECTION_NAMES) collections[name] = readIfExists(path.join(contentDir, `${name}.json`));
  const objects: Partial<Record<ObjectFileName, string | undefined>> = {};
  for (const name of OBJECT_FILE_NAMES) objects[name] = readIfExists(path.join(contentDir, `${name}.json`));
  return { collections, objects };
}

/**
 * Reads every file of the content model from contentDir and validates it, with files named by the content
 * looked up under staticDir (logos) or contentDir (the founder's photo), images read for their format and size.
 * One message per problem; none means the content is fine. What only warns (an image too small for its box) is
 * added to `warnings`. The build (gatsby-node's onPreBootstrap) and `npm run check:content` both call this, so
 * they report the same.
 */
export function checkContentDir(contentDir: string, staticDir: string, warnings?: string[]): string[] {
  const file = (rel: string, root: FileRoot) => path.join(root === "content" ? contentDir : staticDir, rel);
  return validateContent(readContentSources(contentDir), {
    fileExists: (rel, root) => fs.existsSync(file(rel, root)),
    imageInfo: (rel, root) => readImageInfo(fs.readFileSync(file(rel, root))),
    ...(warnings && { warnings }),
  });
}

/** The warning printed for images too small for their box, by the build and `npm run check:content`. */
export function contentWarningsReport(warnings: readonly string[]): string {
  return `${warnings.length} image${warnings.length === 1 ? "" : "s"} will look blurred on 2× screens:\n${warnings
    .map((w) => `  - ${w}`)
    .join("\n")}`;
}

/** The report printed when the content has problems, by the build and by `npm run check:content`. */
export function contentProblemsReport(problems: readonly string[]): string {
  return `The content in data/ has ${problems.length} problem${problems.length === 1 ? "" : "s"}:\n${problems
    .map((p) => `  - ${p}`)
    .join("\n")}\nFix the entries above and build again.`;
}
