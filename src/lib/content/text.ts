import { spellOutFigure } from "../figures";
import { formatPrice, formatUsd, type Cadence, type PriceWords } from "../format";

/**
 * Text tokens in the copy of data/, so one edit in data/ changes every sentence that mentions a figure or price.
 *
 *   {site}                 the site's name (data/site.json)
 *   {founder}              the founder's name; {firstName} its first word
 *   {stat:<slug>}          a stat's value ("500K+"); {stat:<slug>:long} spelt out ("500,000+")
 *   {figure:<slug>}        a figure's value (data/figures.json); {figure:<slug>:long} spelt out
 *   {package:<package>}    a package's name ("Combo")
 *   {price:<package>}      a package's price as its card shows it ("$2,800/month")
 *   {from:<channel>}       the lowest package price of a channel ("$1,000")
 *
 * The build fills them in (gatsby-node's resolvers); other tokens ({name}...) are the component's, listed by the model.
 */
export const TOKEN = /\{([A-Za-z]+)(?::([a-z0-9-]+))?(?::(long))?\}/g;

/** The kinds of token that name an entry, with what they name in the editors' hint and in messages. */
const KEYED = {
  stat: ["stat", "entry of data/stats.json"],
  figure: ["figure", "entry of data/figures.json"],
  package: ["package", "package of data/packages.json"],
  price: ["package", "package of data/packages.json"],
  from: ["channel", "channel with packages in data/packages.json"],
} as const;
type KeyedKind = keyof typeof KEYED;
const isKeyed = (kind: string): kind is KeyedKind => Object.keys(KEYED).includes(kind);
const PLAIN = ["site", "founder", "firstName"];

/** The tokens in one sentence, for editors (the CMS shows it under each field that takes them). */
export const TOKEN_HINT = `Tokens the build fills in: ${[
  ...PLAIN.map((t) => `{${t}}`),
  ...Object.entries(KEYED).map(([kind, [key]]) => `{${kind}:<${key}>}`),
].join(", ")} (a stat or figure spelt out: add :long).`;

/** The values tokens stand for, built from the content files. */
export interface TextVocabulary extends Readonly<Record<KeyedKind, Readonly<Record<string, string>>>> {
  site: string;
  founder: string;
}

/** The parts of the content files the vocabulary is built from (loosely typed: it may be read before validation). */
export interface VocabularySources {
  site: { name?: unknown; founder?: unknown };
  stats: readonly { slug?: unknown; value?: unknown }[];
  figures: readonly { slug?: unknown; value?: unknown }[];
  packages: readonly { slug?: unknown; name?: unknown; channel?: unknown; price?: unknown; cadence?: unknown }[];
  /** data/ui.json, for the words a price is written with. */
  ui: { price?: unknown };
}

const str = (v: unknown) => (typeof v === "string" ? v : "");

/** The words prices are written with, from data/ui.json read loosely ("" for a word it does not have). */
export const priceWordsOf = ({ price }: VocabularySources["ui"]): PriceWords => ({
  perMonth: typeof price === "object" && price !== null && "perMonth" in price ? str(price.perMonth) : "",
});

export function textVocabulary(sources: VocabularySources): TextVocabulary {
  const byslug = (entries: readonly { slug?: unknown; value?: unknown }[]) =>
    Object.fromEntries(entries.filter((e) => typeof e.slug === "string").map((e) => [str(e.slug), str(e.value)]));
  const price: Record<string, string> = {};
  const lowest: Record<string, number> = {};
  const words = priceWordsOf(sources.ui);
  for (const p of sources.packages) {
    if (typeof p.slug !== "string" || typeof p.price !== "number" || !Number.isFinite(p.price)) continue;
    price[p.slug] = formatPrice(p.price, p.cadence === "month" ? "month" : ("one-time" satisfies Cadence), words);
    const channel = str(p.channel);
    if (channel && p.price < (lowest[channel] ?? Infinity)) lowest[channel] = p.price;
  }
  const base: TextVocabulary = {
    site: str(sources.site.name),
    founder: str(sources.site.founder),
    stat: byslug(sources.stats),
    figure: {},
    package: Object.fromEntries(
      sources.packages.filter((p) => typeof p.slug === "string").map((p) => [str(p.slug), str(p.name)]),
    ),
    price,
    from: Object.fromEntries(Object.entries(lowest).map(([channel, amount]) => [channel, formatUsd(amount)])),
  };
  // A figure may be a stat's by its token ("{stat:github-views}"): its value is the stat's, filled in once here.
  const figure = Object.fromEntries(Object.entries(byslug(sources.figures)).map(([k, v]) => [k, fillText(v, base)]));
  return { ...base, figure };
}

function lookup(vocab: TextVocabulary, kind: string, key: string | undefined, long: boolean): string | undefined {
  if (key === undefined) {
    if (kind === "site") return vocab.site;
    if (kind === "founder") return vocab.founder;
    if (kind === "firstName") return vocab.founder.split(/\s+/)[0];
    return undefined;
  }
  const value = isKeyed(kind) ? vocab[kind][key] : undefined;
  return long && value !== undefined ? spellOutFigure(value) : value;
}

/** The text with every known token replaced; tokens it does not know stay as they are. */
export function fillText(text: string, vocab: TextVocabulary): string {
  return text.replace(TOKEN, (token, kind: string, key?: string, long?: string) => {
    return lookup(vocab, kind, key, long !== undefined) ?? token;
  });
}

/**
 * What is wrong with the tokens of one text: unknown kinds, unknown slugs, tokens the field may not use.
 * `slugs` holds the known slugs of each keyed kind; `locals` the component's own tokens the field allows.
 */
export function tokenProblems(
  text: string,
  slugs: Readonly<Record<KeyedKind, { has(slug: string): boolean } | undefined>>,
  locals: readonly string[],
): string[] {
  const problems: string[] = [];
  for (const m of text.matchAll(TOKEN)) {
    const [token, kind = "", key, long] = m;
    if (key === undefined && long === undefined) {
      if (PLAIN.includes(kind) || locals.includes(kind)) continue;
      if (isKeyed(kind)) {
        problems.push(`token ${token} needs a slug, e.g. {${kind}:<slug>}`);
        continue;
      }
      problems.push(
        `uses unknown token ${token}${locals.length ? ` (this field also allows ${locals.map((l) => `{${l}}`).join(", ")})` : ""}`,
      );
      continue;
    }
    if (!isKeyed(kind) || key === undefined) problems.push(`uses unknown token ${token}`);
    else if (slugs[kind] && !slugs[kind].has(key)) problems.push(`token ${token} names no ${KEYED[kind][1]} "${key}"`);
  }
  // A brace outside a token would show as it is: one left over ("{site}}"), a token not closed ("Only {price"), or
  // one misspelt ("{ site }").
  const stray = /[{}]/.exec(text.replace(TOKEN, (token) => " ".repeat(token.length)));
  if (stray) {
    const near = text.slice(Math.max(0, stray.index - 20), stray.index + 21);
    problems.push(
      `has a "${stray[0]}" outside a token, near ${JSON.stringify(near)} (tokens are written {site} or {stat:slug})`,
    );
  }
  return problems;
}
