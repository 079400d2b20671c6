import type { Fields } from "./collections";
import { fillText, type TextVocabulary, type VocabularySources } from "./text";
import { CONTENT_TYPES, nestedTypeName } from "./type-defs";

/** What a resolver uses of Gatsby's context: its node model's documented `trackPageDependencies`. */
export interface ResolverContext {
  nodeModel?: { trackPageDependencies(result: unknown[], dependencies: { connectionType: string }): unknown };
}
type Resolve = (source: Record<string, unknown>, args?: unknown, context?: ResolverContext) => unknown;
export type TextResolvers = Record<string, Record<string, { resolve: Resolve }>>;

/**
 * Where each source of the vocabulary comes from: its file in data/, which gatsby develop watches, and the type of
 * the node it becomes (site.json is the Site node's siteMetadata, through gatsby-config), which queries depend on.
 */
export const VOCABULARY_SOURCES: Record<keyof VocabularySources, { file: string; type: string }> = {
  site: { file: "site.json", type: "Site" },
  stats: { file: "stats.json", type: "StatsJson" },
  figures: { file: "figures.json", type: "FiguresJson" },
  packages: { file: "packages.json", type: "PackagesJson" },
  ui: { file: "ui.json", type: "UiJson" },
};
const VOCABULARY_TYPES = Object.values(VOCABULARY_SOURCES).map((source) => source.type);

function collect(typeName: string, fields: Fields, vocab: () => TextVocabulary, out: TextResolvers) {
  for (const [name, rule] of Object.entries(fields)) {
    if ((rule.type === "object" || rule.type === "object[]") && rule.fields) {
      collect(nestedTypeName(typeName, name), rule.fields, vocab, out);
      continue;
    }
    if (!rule.text) continue;
    const fill = (v: unknown) => (typeof v === "string" ? fillText(v, vocab()) : v);
    (out[typeName] ??= {})[name] = {
      resolve: (source, _args, context) => {
        // The filled text depends on other files than its own: a query reading it runs again when one changes
        // (a rebuild with a cache, or gatsby develop), or a renamed site would keep its old name in the header.
        for (const connectionType of VOCABULARY_TYPES)
          context?.nodeModel?.trackPageDependencies([], { connectionType });
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
