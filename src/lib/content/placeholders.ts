import { COLLECTIONS, COLLECTION_NAMES, OBJECT_FILES, OBJECT_FILE_NAMES, type FieldRule } from "./collections";
import { bulletList, counted } from "./load";
import { entryWhere, isObject, parse, truncate, type ContentSources } from "./validate";

/** The value to replace: a file path as it is, a text quoted (shortened as validation messages do). */
function shown(value: unknown, rule: FieldRule | undefined): string {
  if (typeof value !== "string") return JSON.stringify(value) ?? "nothing";
  if (rule?.file !== undefined) return value;
  return JSON.stringify(truncate(value));
}

/** One message per field an entry (or object file) marks as placeholder in its `placeholder` list. */
function entryPlaceholders(where: string, entry: Record<string, unknown>, fields: Record<string, FieldRule>): string[] {
  const list = entry.placeholder;
  if (!Array.isArray(list)) return [];
  return list
    .filter((name): name is string => typeof name === "string")
    .map((name) => `${where}: field "${name}" is placeholder content (${shown(entry[name], fields[name])})`);
}

/**
 * Every field still named in its entry's `placeholder` list, with the value to replace. Files that do not parse
 * are skipped (validation reports them).
 */
export function listPlaceholders(sources: ContentSources): string[] {
  const out: string[] = [];
  for (const name of COLLECTION_NAMES) {
    const entries = parse("", sources.collections[name], []);
    if (!Array.isArray(entries)) continue;
    entries.forEach((entry: unknown, i) => {
      if (isObject(entry)) out.push(...entryPlaceholders(entryWhere(name, i, entry), entry, COLLECTIONS[name].fields));
    });
  }
  for (const name of OBJECT_FILE_NAMES) {
    const data = parse("", sources.objects[name], []);
    if (isObject(data)) out.push(...entryPlaceholders(`data/${name}.json`, data, OBJECT_FILES[name]));
  }
  return out;
}

/** The list as the build's warning and `npm run check:launch` print it. */
export const placeholderReport = (placeholders: readonly string[]) =>
  bulletList(`${counted(placeholders.length, "placeholder")} still to replace before going live`, placeholders);
