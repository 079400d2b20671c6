import type { Fields, FieldRule } from "./collections";
import { fillText, type TextVocabulary } from "./text";

function fillValue(value: unknown, rule: FieldRule, vocab: TextVocabulary): unknown {
  if (rule.text && typeof value === "string") return fillText(value, vocab);
  if (rule.text && Array.isArray(value)) return value.map((v) => (typeof v === "string" ? fillText(v, vocab) : v));
  if (rule.type === "object" && rule.fields) return fillTokens(value, rule.fields, vocab);
  if (rule.type === "object[]" && rule.fields && Array.isArray(value)) {
    const fields = rule.fields;
    return value.map((item) => fillTokens(item, fields, vocab));
  }
  return value;
}

/**
 * An entry (or object file) with the text tokens of its copy fields filled in, field by field as the build's
 * GraphQL resolvers fill them (text-resolvers.ts, from the same rules): what a page's query returns. Fields the
 * model does not mark as copy, and unknown tokens, stay as they are.
 */
export function fillTokens(value: unknown, fields: Fields, vocab: TextVocabulary): unknown {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return value;
  return Object.fromEntries(
    Object.entries(value).map(([name, v]) => {
      const rule = fields[name];
      return [name, rule ? fillValue(v, rule, vocab) : v];
    }),
  );
}
