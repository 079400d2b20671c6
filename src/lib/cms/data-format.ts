import type { Fields } from "../content/collections";
import type { ContentModel } from "../content/json-schema";
import type { Json, JsonObject } from "../content/validate";

/**
 * How the CMS reads and writes data/. Decap edits an object per file: a list file's root list is handed to it as
 * the field LIST_FIELD. Files are written as data/ is kept (JSON.stringify's layout, which Prettier checks).
 */
export const LIST_FIELD = "entries";

export interface Formatter {
  fromFile(content: string): unknown;
  toFile(data: object): string;
}

const isObject = (v: unknown): v is JsonObject => typeof v === "object" && v !== null && !Array.isArray(v);

/** The format name of data/<name>.json in the CMS configuration. */
export const formatName = (file: string) => `data-${file}`;

/** Nothing written: "", null, and a list or object holding nothing else (a setup fee typed, then cleared). */
const isBlank = (v: unknown): boolean =>
  v === undefined ||
  v === null ||
  v === "" ||
  (Array.isArray(v) && v.every(isBlank)) ||
  (isObject(v) && Object.values(v).every(isBlank));

/**
 * An entry as data/ keeps it: its keys in the model's order (unknown keys after them), an optional field left
 * blank left out. A required field is kept even when empty, so the build names it; `false` and 0 are values.
 */
export function tidy(value: unknown, fields: Fields | undefined): Json {
  if (Array.isArray(value)) return value.map((item) => tidy(item, fields));
  if (!isObject(value) || !fields) return (value ?? null) as Json;
  const out: JsonObject = {};
  for (const [name, rule] of Object.entries(fields)) {
    if (!(name in value)) continue;
    const v = tidy(value[name], rule.fields);
    if (v === null || (rule.optional && isBlank(v))) continue;
    out[name] = v;
  }
  for (const [key, v] of Object.entries(value)) if (!(key in fields) && v !== undefined) out[key] = v;
  return out;
}

/** The text of a data file holding this value. */
export const dataFileText = (value: Json): string => `${JSON.stringify(value, null, 2)}\n`;

/** Formatter of a list file (data/<collection>.json): the root list is the field LIST_FIELD in the CMS. */
export function listFormatter(fields: Fields): Formatter {
  return {
    fromFile: (content) => ({ [LIST_FIELD]: JSON.parse(content) as unknown }),
    toFile: (data) => {
      const list = (data as Record<string, unknown>)[LIST_FIELD];
      // Never write an empty file for a list the CMS did not hand over: the save fails and says so instead.
      if (!Array.isArray(list)) throw new Error(`The CMS gave no "${LIST_FIELD}" list to save; the file is unchanged.`);
      return dataFileText(tidy(list, fields));
    },
  };
}

/** Formatter of an object file (data/site.json, data/ui.json). */
export function objectFormatter(fields: Fields): Formatter {
  return {
    fromFile: (content) => JSON.parse(content) as unknown,
    toFile: (data) => dataFileText(tidy(data, fields)),
  };
}

/** One formatter per data file, by format name. */
export function dataFormats(model: ContentModel): Record<string, Formatter> {
  const out: Record<string, Formatter> = {};
  for (const [name, rule] of Object.entries(model.collections)) out[formatName(name)] = listFormatter(rule.fields);
  for (const [name, fields] of Object.entries(model.objects)) out[formatName(name)] = objectFormatter(fields);
  return out;
}
