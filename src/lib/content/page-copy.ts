import type { Loose } from "./entries";

/** The words of one page (its entry in data/pages.json); a missing section or field names page, section, field. */
export interface Fact {
  icon?: string | null;
  value: string;
  label: string;
}

export type SectionTextField = "eyebrow" | "title" | "highlight" | "lead" | "action" | "secondary" | "note" | "label";

export interface SectionCopy extends Partial<Record<SectionTextField, string>> {
  slug: string;
  text: readonly string[];
  items: readonly string[];
  facts: readonly Fact[];
}

export interface Section extends SectionCopy {
  /** The field's text; throws, naming the page, section and field, when the entry has none. */
  req(field: SectionTextField): string;
}

export interface PageCopy {
  slug: string;
  label: string;
  crumb: string;
  title?: string;
  description?: string;
  serviceType?: string;
  back?: { page: string; label: string };
  breadcrumb: boolean;
  section(slug: string): Section;
}

type Maybe<T> = T | null | undefined;

/** The PageCopy fragment's result; loose, so tests can pass the entries of data/pages.json as they are. */
export type PageCopyNode = Loose<Queries.PageCopyFragment>;

/** Null (a field the entry leaves out) as undefined, so components take the values as optional props. */
const opt = <T>(value: Maybe<T>): T | undefined => value ?? undefined;

export function toPageCopy(node: Maybe<PageCopyNode>, expected: string): PageCopy {
  if (!node) throw new Error(`data/pages.json has no entry "${expected}"`);
  const where = `data/pages.json "${node.slug}"`;
  return {
    slug: node.slug,
    label: node.label,
    crumb: node.crumb ?? node.label,
    title: opt(node.title),
    description: opt(node.description),
    serviceType: opt(node.serviceType),
    back: opt(node.back),
    breadcrumb: node.breadcrumb ?? false,
    section(slug) {
      const s = node.sections.find((x) => x.slug === slug);
      if (!s) throw new Error(`${where}: no section "${slug}"`);
      // Fields the entry leaves out come as null: undefined for the components' optional props.
      const fields = Object.fromEntries(Object.entries(s).map(([k, v]) => [k, v ?? undefined]));
      const copy: SectionCopy = {
        ...(fields as Partial<SectionCopy>),
        slug,
        text: s.text ?? [],
        items: s.items ?? [],
        facts: s.facts ?? [],
      };
      return {
        ...copy,
        req(field) {
          const value = copy[field];
          if (value === undefined) throw new Error(`${where}: section "${slug}" needs "${field}"`);
          return value;
        },
      };
    },
  };
}

/**
 * A title around its highlighted words: ["A World Leader in ", "GenAI Education", ""]. Without a highlight,
 * or one the title does not contain, the whole title comes first.
 */
export function splitHighlight(title: string, highlight: string | undefined): [string, string, string] {
  const at = highlight ? title.indexOf(highlight) : -1;
  if (!highlight || at < 0) return [title, "", ""];
  return [title.slice(0, at), highlight, title.slice(at + highlight.length)];
}
