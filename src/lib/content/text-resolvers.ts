import type { Fields } from "./collections";
import { fillText, type TextVocabulary } from "./text";
import { CONTENT_TYPES, nestedTypeName } from "./type-defs";

type Resolve = (source: Record<string, unknown>) => unknown;
export type TextResolvers = Record<string, Record<string, { resolve: Resolve }>>;

function collect(typeName: string, fields: Fields, vocab: () => TextVocabulary, out: TextResolvers) {
  for (const [name, rule] of Object.entries(fields)) {
    if ((rule.type === "object" || rule.type === "object[]") && rule.fields) {
      collect(nestedTypeName(typeName, name), rule.fields, vocab, out);
      continue;
    }
    if (!rule.text) continue;
    const fill = (v: unknown) => (typeof v === "string" ? fillText(v, vocab()) : v);
    (out[typeName] ??= {})[name] = {
      resolve: (source) => {
        const value = source[name];
        return Array.isArray(value) ? value.map(fill) : fill(value);
      },
    };
  }
}

/**
 * Gatsby resolvers that fill the text tokens of every copy field of the model ({site}, {stat:...}, ...), so
 * every query, page and GraphiQL reads the final text. `vocab` is read at each call: it follows data/.
 */
export function textResolvers(vocab: () => TextVocabulary): TextResolvers {
  const out: TextResolvers = {};
  for (const [typeName, fields] of CONTENT_TYPES) collect(typeName, fields, vocab, out);
  return out;
}
