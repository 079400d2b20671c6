import type { PageSections, SectionTextField } from "./collections";
import type { Loose } from "./entries";

export type { SectionTextField };

/** The words of one page (its entry in data/pages.json); a missing section or field names page, section, field. */
export interface Fact {
  icon?: string | null;
  value: string;
  label: string;
}

export interface SectionCopy extends Partial<Record<SectionTextField, string>> {
  slug: string;
  text: readonly string[];
  items: readonly string[];
  facts: readonly Fact[];
}

/** A section whose fields F are present: what a component that shows them without a fallback takes. */
export type SectionWith<F extends SectionTextField = never> = SectionCopy & { readonly [K in F]: string };

export type PageSlug = keyof PageSections;

/** The fields page P requires of its section S (PAGE_SECTIONS in collections.ts). */
type FieldsOf<P extends PageSlug, S extends string> = P extends PageSlug
  ? S extends keyof PageSections[P]
    ? PageSections[P][S] extends readonly (infer F)[]
      ? F
      : never
    : never
  : never;
type MissingOn<P extends PageSlug, S extends string> = P extends PageSlug
  ? Exclude<SectionTextField, FieldsOf<P, S>>
  : never;
/** The fields section S has on every page of P (for a frame several pages share, those all of them require). */
export type Needs<P extends PageSlug, S extends string> = Exclude<SectionTextField, MissingOn<P, S>>;

/** The sections of page P (for several pages, those they share), each with the fields P requires of it. */
export type SectionsOf<P extends PageSlug> = { [S in keyof PageSections[P] & string]: SectionWith<Needs<P, S>> };

export interface PageCopy<P extends PageSlug = PageSlug> {
  slug: string;
  label: string;
  crumb: string;
  title?: string;
  description?: string;
  serviceType?: string;
  back?: { page: string; label: string };
  breadcrumb: boolean;
  section<S extends keyof SectionsOf<P>>(slug: S): SectionsOf<P>[S];
}

type Maybe<T> = T | null | undefined;

/** The PageCopy fragment's result; loose, so tests can pass the entries of data/pages.json as they are. */
export type PageCopyNode = Loose<Queries.PageCopyFragment>;

/** Null (a field the entry leaves out) as undefined, so components take the values as optional props. */
const opt = <T>(value: Maybe<T>): T | undefined => value ?? undefined;

/**
 * The page's words in plain types. The build's validation has checked every section and field PAGE_SECTIONS
 * requires, so the types hand those fields over as text with no check at run time (which would put the content
 * model into every page's script); the editor's preview shows validation's message for an entry that lacks one.
 */
export function toPageCopy<P extends PageSlug>(node: Maybe<PageCopyNode>, expected: P): PageCopy<P> {
  if (!node) throw new Error(`data/pages.json has no entry "${expected}"`);
  const where = `data/pages.json "${node.slug}"`;
  const section = (slug: string): SectionCopy => {
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
    return copy;
  };
  return {
    slug: node.slug,
    label: node.label,
    crumb: node.crumb ?? node.label,
    title: opt(node.title),
    description: opt(node.description),
    serviceType: opt(node.serviceType),
    back: opt(node.back),
    breadcrumb: node.breadcrumb ?? false,
    // Validated against PAGE_SECTIONS, which SectionsOf<P> is derived from.
    section: (slug) => section(slug) as SectionsOf<P>[typeof slug],
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
