import fs from "node:fs";
import path from "node:path";
import { readImageInfo } from "./image-info";
import type { FileRoot } from "./images";
import { COLLECTION_NAMES, OBJECT_FILE_NAMES, type CollectionName, type ObjectFileName } from "./collections";
import { textVocabulary, type TextVocabulary } from "./text";
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
  const read = (names: readonly string[]) =>
    Object.fromEntries(names.map((name) => [name, readIfExists(path.join(contentDir, `${name}.json`))]));
  return { collections: read(COLLECTION_NAMES), objects: read(OBJECT_FILE_NAMES) };
}

/**
 * Validates the content files of contentDir, with the files they name looked up under staticDir or contentDir.
 * The build and `npm run check:content` both call this, so they report the same; what only warns is added to
 * `warnings`.
 */
export function checkContentDir(
  contentDir: string,
  staticDir: string,
  warnings?: string[],
  sources = readContentSources(contentDir),
): string[] {
  const file = (rel: string, root: FileRoot) => path.join(root === "content" ? contentDir : staticDir, rel);
  return [
    ...strayFiles(contentDir),
    ...validateContent(sources, {
      fileExists: (rel, root) => fs.existsSync(file(rel, root)),
      imageInfo: (rel, root) => readImageInfo(fs.readFileSync(file(rel, root))),
      ...(warnings && { warnings }),
    }),
  ];
}

/**
 * JSON files in the content folder that are not files of the model (a draft, a backup copy): the build reads every
 * .json file there into GraphQL, so one would fail the build with a parser's trace, or join the data unseen.
 */
function strayFiles(contentDir: string): string[] {
  const known = new Set([...COLLECTION_NAMES, ...OBJECT_FILE_NAMES].map((name) => `${name}.json`));
  const files = fs.readdirSync(contentDir, { recursive: true, encoding: "utf8" });
  return files
    .filter((rel) => rel.endsWith(".json") && !known.has(rel))
    .sort()
    .map(
      (rel) =>
        `data/${rel.split(path.sep).join("/")}: not a file of the content model, and the build reads every .json ` +
        "file in data/: move it out of data/ (the content files are listed in docs/editing.md)",
    );
}

/** "1 problem", "3 problems". */
export const counted = (n: number, noun: string) => `${n} ${noun}${n === 1 ? "" : "s"}`;
/** A report's head and one line per item, as the build and the scripts print them. */
export const bulletList = (head: string, items: readonly string[]) =>
  `${head}:\n${items.map((item) => `  - ${item}`).join("\n")}`;

/** The warning printed for images too small for their box, by the build and `npm run check:content`. */
export const contentWarningsReport = (warnings: readonly string[]) =>
  bulletList(`${counted(warnings.length, "image")} will look blurred on 2× screens`, warnings);

/** The report printed when the content has problems, by the build and by `npm run check:content`. */
export const contentProblemsReport = (problems: readonly string[]) =>
  bulletList(`The content in data/ has ${counted(problems.length, "problem")}`, problems) +
  "\nFix the entries above and build again.";

/** One entry of a content file, or an object file, as JSON gives it. */
export type ContentRecord = Readonly<Record<string, unknown>>;

/** The content once it passed validation: every collection a list of entries, every object file an object. */
export interface ValidatedContent {
  collections: Readonly<Record<CollectionName, readonly ContentRecord[]>>;
  objects: Readonly<Record<ObjectFileName, ContentRecord>>;
}

/**
 * The content of contentDir, read once and validated as the build validates it (checkContentDir). Steps after
 * the build read content through this, never around the model: a problem throws the same report.
 */
export function readValidatedContent(contentDir: string, staticDir: string): ValidatedContent {
  const sources = readContentSources(contentDir);
  const problems = checkContentDir(contentDir, staticDir, undefined, sources);
  if (problems.length > 0) throw new Error(contentProblemsReport(problems));
  // Validated: every list file is a list of objects, every object file an object.
  const parse = (texts: Partial<Record<string, string>>) =>
    Object.fromEntries(Object.entries(texts).map(([name, text]) => [name, JSON.parse(text ?? "null") as unknown]));
  return { collections: parse(sources.collections), objects: parse(sources.objects) } as ValidatedContent;
}

/** The values of the text tokens ({site}, {stat:tutorials}, {price:…}) in validated content. */
export const vocabularyOf = (content: ValidatedContent): TextVocabulary =>
  textVocabulary({ ...content.collections, site: content.objects.site, ui: content.objects.ui });

/** A field the content model requires, of this type (validated content always has it). */
const required =
  <T extends "number" | "string">(type: T, what: string) =>
  (entry: ContentRecord, field: string) => {
    const value = entry[field];
    if (typeof value !== type) throw new Error(`content field "${field}" is not ${what}`);
    return value as T extends "number" ? number : string;
  };
export const requiredNumber = required("number", "a number");
export const requiredText = required("string", "a text");
