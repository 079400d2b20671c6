import {
  COLLECTIONS,
  COLLECTION_NAMES,
  OBJECT_FILES,
  OBJECT_FILE_NAMES,
  type CollectionName,
  type ObjectFileName,
} from "../../lib/content/collections";
import { fillTokens } from "../../lib/content/fill-tokens";
import { textVocabulary } from "../../lib/content/text";
import { isObject, validateContent, type ContentSources, type JsonObject } from "../../lib/content/validate";
import { tidy } from "../../lib/cms/data-format";

/**
 * The content a preview shows: the saved data/ the editor was built with (its snapshot), with the file open in the
 * form replaced by the form's values, unsaved. Checked by the build's own validation, then given its text tokens
 * as the build gives them, so the pages' mapping and components see what a build of it would hand them.
 */
export interface Content {
  collections: Readonly<Record<CollectionName, readonly JsonObject[]>>;
  objects: Readonly<Record<ObjectFileName, JsonObject>>;
}

/** The form's values of one data file: a list file's entries, or an object file's object. */
export type Edit =
  | { kind: "collection"; name: CollectionName; value: unknown }
  | { kind: "object"; name: ObjectFileName; value: unknown };

const parse = (text: string | undefined): unknown => {
  try {
    return text === undefined ? undefined : (JSON.parse(text) as unknown);
  } catch {
    return undefined;
  }
};

/** The files' texts as content (a missing or broken file as no entries; validation names it). */
export function contentOf(sources: ContentSources): Content {
  const list = (v: unknown) => (Array.isArray(v) ? v.filter(isObject) : []);
  return {
    collections: Object.fromEntries(
      COLLECTION_NAMES.map((name) => [name, list(parse(sources.collections[name]))]),
    ) as Record<CollectionName, JsonObject[]>,
    objects: Object.fromEntries(
      OBJECT_FILE_NAMES.map((name) => {
        const value = parse(sources.objects[name]);
        return [name, isObject(value) ? value : {}];
      }),
    ) as Record<ObjectFileName, JsonObject>,
  };
}

/**
 * The content with one file replaced by the form's values, as the editor would write the file (tidy: the
 * model's order, blank optional fields left out, a blank required one kept for validation to name).
 */
export function withEdit(content: Content, edit: Edit): Content {
  if (edit.kind === "collection") {
    const value = tidy(Array.isArray(edit.value) ? edit.value : [], COLLECTIONS[edit.name].fields);
    const entries = Array.isArray(value) ? value.filter(isObject) : [];
    return { ...content, collections: { ...content.collections, [edit.name]: entries } };
  }
  const value = tidy(edit.value, OBJECT_FILES[edit.name]);
  return { ...content, objects: { ...content.objects, [edit.name]: isObject(value) ? value : {} } };
}

/** The content as data/'s files' texts. */
export const sourcesOf = (content: Content): ContentSources => ({
  collections: Object.fromEntries(COLLECTION_NAMES.map((n) => [n, JSON.stringify(content.collections[n])])),
  objects: Object.fromEntries(OBJECT_FILE_NAMES.map((n) => [n, JSON.stringify(content.objects[n])])),
});

/**
 * What the build would say of the content (every problem, with file, entry and field; files named by the content
 * are taken to exist, an upload not yet saved among them), and the content with its text tokens filled in.
 */
export function checkAndFill(content: Content): { problems: string[]; filled: Content } {
  const problems = validateContent(sourcesOf(content), { fileExists: () => true });
  const { site, ui } = content.objects;
  const vocab = textVocabulary({ ...content.collections, site, ui });
  const filled: Content = {
    collections: Object.fromEntries(
      COLLECTION_NAMES.map((name) => [
        name,
        content.collections[name].map((entry) => fillTokens(entry, COLLECTIONS[name].fields, vocab) as JsonObject),
      ]),
    ) as Record<CollectionName, JsonObject[]>,
    objects: Object.fromEntries(
      OBJECT_FILE_NAMES.map((name) => [
        name,
        fillTokens(content.objects[name], OBJECT_FILES[name], vocab) as JsonObject,
      ]),
    ) as Record<ObjectFileName, JsonObject>,
  };
  return { problems, filled };
}
