import { ICON_NAMES } from "../icon-names";
import { timeOf } from "../slots";
import { bookingProblems } from "./bookings";
import { CHANNEL_PAGES, PAGE_SLUGS } from "../routes";
import {
  COLLECTIONS,
  COLLECTION_NAMES,
  OBJECT_FILES,
  OBJECT_FILE_NAMES,
  PAGE_SECTIONS,
  QUOTE_PAGES,
  SHOWN_GROUPS,
  sectionNeeds,
  type CollectionName,
  type FieldRule,
  type ObjectFileName,
} from "./collections";
import { formatList, formatOfName, isLargeEnough, neededSize, type FileRoot, type ImageInfo } from "./images";
import { parseTree, printParseErrorCode, visit, type JSONPath, type ParseError } from "jsonc-parser";
import { spellOutFigure } from "../figures";
import { fillText, textVocabulary, tokenProblems } from "./text";

/** Raw file contents by collection name and by object file name (`undefined` when the file is missing). */
export interface ContentSources {
  collections: Partial<Record<CollectionName, string | undefined>>;
  objects: Partial<Record<ObjectFileName, string | undefined>>;
}

export interface ValidationOptions {
  /** Whether a path relative to static/ (or, with root "content", to the content folder data/) exists. */
  fileExists: (relativePath: string, root: FileRoot) => boolean;
  /** The format and size of an image file (undefined: not an image); without it images are checked by name. */
  imageInfo?: (relativePath: string, root: FileRoot) => ImageInfo | undefined;
  /** Collects what is worth fixing but does not stop the build: an image too small for its box. */
  warnings?: string[];
}

/** How messages name a file of the given root: static/partners/x.svg, data/images/y.jpg. */
export const rootedPath = (relativePath: string, root: FileRoot = "static") =>
  `${root === "content" ? "data" : "static"}/${relativePath}`;

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

export const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const ICONS: ReadonlySet<string> = new Set(ICON_NAMES);
const PLACEHOLDER = /\{([^}]*)\}/g;

/** The icon meant by a near miss ("github" → "Github", "GitHubb" → "Github"), else every name. */
function iconHint(value: string): string {
  const distance = (a: string, b: string) => {
    let row = Array.from({ length: b.length + 1 }, (_, j) => j);
    for (let i = 1; i <= a.length; i++) {
      const next = [i];
      for (let j = 1; j <= b.length; j++) {
        next[j] = Math.min(
          (row[j] ?? 0) + 1,
          (next[j - 1] ?? 0) + 1,
          (row[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1),
        );
      }
      row = next;
    }
    return row[b.length] ?? 0;
  };
  const near = ICON_NAMES.filter(
    (name) => distance(name.toLowerCase(), value.toLowerCase()) <= Math.min(2, Math.floor(value.length / 3)),
  );
  return near.length > 0
    ? `did you mean ${near.map((n) => `"${n}"`).join(" or ")}?`
    : `the icons are ${ICON_NAMES.map((n) => `"${n}"`).join(", ")}`;
}

export const isObject = (v: unknown): v is JsonObject => typeof v === "object" && v !== null && !Array.isArray(v);

function describe(v: Json | undefined): string {
  if (v === undefined) return "nothing";
  if (v === null) return "null";
  if (Array.isArray(v)) return "an array";
  if (typeof v === "object") return "an object";
  if (typeof v === "string") {
    if (v === "") return "an empty string";
    return v.trim() === "" ? "only spaces" : `string ${quote(v)}`;
  }
  return `${typeof v} ${JSON.stringify(v)}`;
}

export const truncate = (s: string) => (s.length > 40 ? `${s.slice(0, 37)}...` : s);
const quote = (s: string) => JSON.stringify(truncate(s));
/** "packages" → "package", "inquiries" → "inquiry". */
export const singular = (word: string) => (word.endsWith("ies") ? `${word.slice(0, -3)}y` : word.replace(/s$/, ""));

/** How messages name an entry: data/packages.json[2] "combo". */
export function entryWhere(name: string, i: number, entry: { slug?: unknown }): string {
  return `data/${name}.json${entryLabel(i, entry)}`;
}

/** An entry within its file: [2] "combo". */
const entryLabel = (i: number, entry: { slug?: unknown }) =>
  `[${i}]${typeof entry.slug === "string" && entry.slug !== "" ? ` "${entry.slug}"` : ""}`;

function isHttpsUrl(v: string): boolean {
  try {
    const u = new URL(v);
    return u.protocol === "https:" && u.hostname.includes(".") && !/\s/.test(v);
  } catch {
    return false;
  }
}

/** What a syntax error of jsonc-parser means to someone editing the file by hand. */
const SYNTAX: Partial<Record<string, string>> = {
  InvalidSymbol: "a character JSON does not allow here (a name or a text without its double quotes?)",
  CommaExpected: "a comma is missing before this",
  ColonExpected: "a colon (:) is missing after the field's name",
  PropertyNameExpected: "a field's name in double quotes was expected (a comma after the last field?)",
  ValueExpected: "a value was expected (a comma after the last item?)",
  CloseBraceExpected: "a closing } is missing",
  CloseBracketExpected: "a closing ] is missing",
  EndOfFileExpected: "more text after the end of the file's JSON",
  UnexpectedEndOfString: "a text is not closed by a double quote",
  InvalidCommentToken: "JSON has no comments",
};

/** Where and what a JSON syntax error is, as an editor can find it: "line 10, column 3: a comma is missing". */
function syntaxProblem(text: string, error: unknown): string {
  if (text.startsWith("\uFEFF")) return "its start: an invisible byte-order mark; save the file as UTF-8 without one";
  const errors: ParseError[] = [];
  parseTree(text, errors, { disallowComments: true, allowTrailingComma: false });
  const first = errors[0];
  if (!first) return `its parse: ${error instanceof Error ? error.message : String(error)}`;
  const before = text.slice(0, first.offset).split("\n");
  const line = (text.split("\n")[before.length - 1] ?? "").trim();
  const code = printParseErrorCode(first.error);
  return `line ${before.length}, column ${(before.at(-1)?.length ?? 0) + 1}: ${SYNTAX[code] ?? code} (${quote(line)})`;
}

/**
 * Fields written twice in one object: JSON.parse keeps the last and drops the first unseen. Each is named by its
 * path from the file's top (`[3]`, `inquiry.subject`) and its line.
 */
function duplicateFields(text: string): { path: JSONPath; line: number }[] {
  const found: { path: JSONPath; line: number }[] = [];
  const open: Set<string>[] = [];
  visit(text, {
    onObjectBegin: () => void open.push(new Set()),
    onObjectEnd: () => void open.pop(),
    onObjectProperty: (name, _offset, _length, startLine, _startCharacter, pathSupplier) => {
      const seen = open.at(-1);
      if (seen?.has(name)) found.push({ path: [...pathSupplier(), name], line: startLine + 1 });
      seen?.add(name);
    },
  });
  return found;
}

/** The file's JSON, or undefined with the problem reported. */
export function parse(file: string, text: string | undefined, problems: string[]): Json | undefined {
  if (text === undefined) {
    problems.push(`${file}: file is missing`);
    return undefined;
  }
  let value: Json;
  try {
    value = JSON.parse(text) as Json;
  } catch (e) {
    problems.push(`${file}: not valid JSON at ${syntaxProblem(text, e)}`);
    return undefined;
  }
  for (const { path, line } of duplicateFields(text)) {
    const [first, ...rest] = path;
    const entry = typeof first === "number" && Array.isArray(value) ? value[first] : undefined;
    const where = typeof first === "number" ? `${file}${entryLabel(first, isObject(entry) ? entry : {})}` : file;
    const field = (typeof first === "number" ? rest : path).map((p) => (typeof p === "number" ? `[${p}]` : `.${p}`));
    problems.push(
      `${where}: field "${field.join("").replace(/^\./, "")}" is written twice (line ${line}): delete one, as only the last would count`,
    );
  }
  return value;
}

type TokenSlugs = Parameters<typeof tokenProblems>[1];

/** A headline figure of data/stats.json as copy may write it ("500K+", or spelt out "500,000+"), and its tokens. */
interface StatForm {
  pattern: RegExp;
  form: string;
  tokens: string[];
}

/**
 * The forms of the stats' headline figures ("130+", "500K+", "4K+" and "500,000+"), which copy must write as tokens
 * so that it follows an edit of data/stats.json (as the ESLint rule of eslint.config.mjs asks of the code).
 */
function statForms(stats: readonly (JsonObject | null)[]): StatForm[] {
  const bySpelling = new Map<string, string[]>();
  for (const stat of stats) {
    const { slug, value } = stat ?? {};
    if (typeof slug !== "string" || typeof value !== "string" || !HEADLINE_FIGURE.test(value)) continue;
    const long = spellOutFigure(value);
    const spellings = [
      [value, `{stat:${slug}}`] as const,
      ...(long === value ? [] : [[long, `{stat:${slug}:long}`] as const]),
    ];
    for (const [form, token] of spellings) {
      const tokens = bySpelling.get(form) ?? [];
      if (!tokens.includes(token)) bySpelling.set(form, [...tokens, token]);
    }
  }
  return [...bySpelling].map(([form, tokens]) => ({
    form,
    tokens,
    pattern: new RegExp(`(?<![\\w.,])${form.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?!\\w)`),
  }));
}

/** A stat's value that copy elsewhere would quote: a number with K or M, a plus, or both ("130+", "500K+", "12K"). */
const HEADLINE_FIGURE = /^\d[\d.,]*[KM]?\+$|^\d[\d.,]*[KM]$/;

interface Context {
  where: string;
  /** Slug of the entry being checked, if it has one. */
  slug?: string;
  tokens: TokenSlugs;
  statForms: readonly StatForm[];
  /** Every entry by collection and slug: the known slugs, and the entry a reference points to. */
  bySlug: Partial<Record<CollectionName, ReadonlyMap<string, JsonObject>>>;
  options: ValidationOptions;
  problems: string[];
}

function checkValue(path: string, value: Json | undefined, rule: FieldRule, ctx: Context): void {
  const report = (what: string) => ctx.problems.push(`${ctx.where}: field "${path}" ${what}`);
  if (value === undefined || value === null) {
    if (!rule.optional) ctx.problems.push(`${ctx.where}: missing required field "${path}"`);
    return;
  }
  switch (rule.type) {
    case "string":
      if (typeof value === "string" && value.trim() !== "") checkString(path, value, rule, ctx);
      else if (rule.optional && typeof value === "string") {
        report("is empty: write its text, or delete the field (it is optional) to leave it out");
      } else report(`must be a non-empty string (got ${describe(value)})`);
      return;
    case "number":
      if (typeof value !== "number" || !Number.isFinite(value)) {
        report(`must be a number (got ${describe(value)})`);
      } else if (rule.integer && !Number.isInteger(value)) {
        report(`must be a whole number (got ${value})`);
      } else if (rule.positive && value <= 0) {
        report(`must be a positive number (got ${value})`);
      } else if (rule.max !== undefined && (value < 0 || value > rule.max)) {
        report(`must be between 0 and ${rule.max} (got ${value})`);
      }
      return;
    case "boolean":
      if (typeof value !== "boolean") report(`must be true or false (got ${describe(value)})`);
      return;
    case "object":
      if (!isObject(value)) report(`must be an object (got ${describe(value)})`);
      else checkFields(`${path}.`, value, rule.fields ?? {}, ctx);
      return;
    case "string[]":
    case "object[]": {
      const strings = rule.type === "string[]";
      if (!Array.isArray(value)) {
        report(`must be a list of ${strings ? "strings" : "objects"} (got ${describe(value)})`);
        return;
      }
      if (rule.nonEmpty && value.length === 0) report("must not be an empty list");
      value.forEach((item, i) => {
        if (!strings) {
          if (!isObject(item)) report(`item ${i} must be an object (got ${describe(item)})`);
          else checkFields(`${path}[${i}].`, item, rule.fields ?? {}, ctx);
        } else if (typeof item !== "string" || item.trim() === "") {
          report(`item ${i} must be a non-empty string (got ${describe(item)})`);
        } else {
          checkString(`${path}[${i}]`, item, rule, ctx);
        }
      });
      return;
    }
  }
}

function checkString(path: string, value: string, rule: FieldRule, ctx: Context): void {
  const report = (what: string) => ctx.problems.push(`${ctx.where}: field "${path}" ${what}`);
  if (rule.oneOf && !rule.oneOf.includes(value)) {
    report(`must be one of ${rule.oneOf.join(", ")} (got ${quote(value)})`);
  }
  if (rule.url && !isHttpsUrl(value))
    report(
      `must be a whole https:// address with a domain and no spaces, e.g. "https://example.com/page" (got ${quote(value)})`,
    );
  if (rule.urlTemplate) for (const problem of urlTemplateProblems(value, rule.urlTemplate)) report(problem);
  if (rule.date && Number.isNaN(timeOf(value))) {
    report(`must be a real day written YYYY-MM-DD, e.g. "2026-12-07" (got ${quote(value)})`);
  }
  if (rule.icon && !ICONS.has(value)) report(`names unknown icon ${quote(value)} (${iconHint(value)})`);
  if (rule.text) {
    for (const problem of tokenProblems(value, ctx.tokens, rule.text === true ? [] : rule.text)) report(problem);
    for (const { form, tokens, pattern } of ctx.statForms) {
      if (!pattern.test(value)) continue;
      report(
        `writes "${form}", a figure of data/stats.json: write ${tokens.join(" or ")} instead, ` +
          "so that it changes with the stat",
      );
    }
  }
  if (rule.ref) {
    const known = ctx.bySlug[rule.ref];
    const label = singular(rule.ref);
    if (known && !known.has(value)) {
      report(`refers to unknown ${label} ${quote(value)} (known: ${[...known.keys()].join(", ")})`);
    }
    const owner = rule.refOwner && ctx.bySlug[rule.ref]?.get(value)?.[rule.refOwner];
    if (ctx.slug !== undefined && typeof owner === "string" && owner !== ctx.slug) {
      report(
        `refers to ${label} ${quote(value)} of ${rule.refOwner} ${JSON.stringify(owner)}, ` +
          `not of ${JSON.stringify(ctx.slug)}`,
      );
    }
  }
  if (rule.file !== undefined) checkFile(path, value, rule, ctx, report);
}

const placeholdersIn = (text: string) => [...text.matchAll(PLACEHOLDER)].map((m) => m[1] ?? "");
const unknownPlaceholders = (used: Iterable<string>, allowed: readonly string[]) =>
  [...used]
    .filter((name) => !allowed.includes(name))
    .map((name) => `uses unknown placeholder {${name}} (allowed: ${allowed.map((p) => `{${p}}`).join(", ")})`);

/**
 * A URL template (a webmail compose address): an https URL once filled in, using each placeholder exactly once
 * and no other, so that no part of the e-mail is silently left out or put where it does not belong.
 */
export function urlTemplateProblems(value: string, placeholders: readonly string[]): string[] {
  const used = placeholdersIn(value);
  const allowed = placeholders.map((p) => `{${p}}`).join(", ");
  const problems = unknownPlaceholders(new Set(used), placeholders);
  for (const name of placeholders) {
    const count = used.filter((u) => u === name).length;
    if (count === 0) problems.push(`lacks the placeholder {${name}} (it needs ${allowed}, each once)`);
    if (count > 1) problems.push(`uses the placeholder {${name}} ${count} times (each of ${allowed} once)`);
  }
  const sample = value.replace(PLACEHOLDER, "x");
  if (!isHttpsUrl(sample) || /\s/.test(value)) {
    problems.push(`must be an https:// URL once its placeholders are filled in (got ${quote(value)})`);
  }
  return problems;
}

/** A file named by the content: it exists in its folder and, for an image, is one of the formats and sizes. */
function checkFile(path: string, value: string, rule: FieldRule, ctx: Context, report: (what: string) => void): void {
  const root = rule.fileRoot ?? "static";
  const clean = value.replace(/^\/+/, "");
  if (clean.includes("..") || !ctx.options.fileExists(clean, root)) {
    ctx.problems.push(`${ctx.where}: ${path} file ${rootedPath(clean, root)} does not exist`);
    return;
  }
  if (!clean.startsWith(`${rule.file}/`)) {
    report(`must name a file in ${rootedPath(`${rule.file}/`, root)} (got ${JSON.stringify(clean)})`);
  }
  const image = rule.image;
  if (!image) return;
  const named = formatOfName(clean);
  if (!named || !image.formats.includes(named)) {
    report(`must be an image in ${formatList(image.formats)} format (got ${quote(clean)})`);
    return;
  }
  if (!ctx.options.imageInfo) return;
  const info = ctx.options.imageInfo(clean, root);
  if (!info || info.format !== named) {
    report(
      `file ${rootedPath(clean, root)} does not hold a ${formatList([named])} image` +
        (info ? ` (its bytes are ${formatList([info.format])})` : " (its bytes are not an image this site reads)"),
    );
    return;
  }
  if (info.format !== "svg" && !isLargeEnough(info, image.box)) {
    ctx.options.warnings?.push(
      `${ctx.where}: field "${path}" file ${rootedPath(clean, root)} is ${info.width} × ${info.height} px, too small ` +
        `for its ${image.box.width} × ${image.box.height} px box on 2× screens (it needs ${neededSize(image.box)}): ` +
        "it will look blurred",
    );
  }
}

function checkFields(prefix: string, entry: JsonObject, fields: Record<string, FieldRule>, ctx: Context): void {
  for (const [name, rule] of Object.entries(fields)) checkValue(`${prefix}${name}`, entry[name], rule, ctx);
  for (const key of Object.keys(entry)) {
    if (!(key in fields)) {
      ctx.problems.push(`${ctx.where}: unknown field "${prefix}${key}" (allowed: ${Object.keys(fields).join(", ")})`);
    }
  }
  // A list naming fields of its own entry (`placeholder`): each name must be a field the entry has.
  for (const [self, rule] of Object.entries(fields)) {
    const list = entry[self];
    if (!rule.fieldNames || !Array.isArray(list)) continue;
    const names = Object.keys(fields).filter((f) => f !== self);
    list.forEach((item, i) => {
      if (typeof item !== "string" || item.trim() === "") return; // already reported as a wrong item
      const at = `${ctx.where}: field "${prefix}${self}[${i}]" names`;
      if (!names.includes(item)) {
        ctx.problems.push(`${at} ${quote(item)}, which is not a field of this entry (fields: ${names.join(", ")})`);
      } else if (entry[item] === undefined || entry[item] === null) {
        ctx.problems.push(`${at} ${JSON.stringify(item)}, which this entry does not have`);
      }
    });
  }
}

/** Rules that relate several fields of one entry. */
function checkEntry(name: CollectionName, entry: JsonObject, ctx: Context): void {
  if (name === "stats" && typeof entry.value === "string" && !/^\d[\d.,]*[KM]?\+?$/.test(entry.value)) {
    ctx.problems.push(
      `${ctx.where}: field "value" must be a figure: a number, with K or M for thousands or millions and + for "or more" (got ${quote(entry.value)})`,
    );
  }
  if (name === "figures" && typeof entry.value === "string" && /\{figure:/.test(entry.value)) {
    ctx.problems.push(`${ctx.where}: field "value" names another figure: write its value, or a stat's {stat:<slug>}`);
  }
  const { price, strikePrice: strike } = entry;
  if ((name === "packages" || name === "products") && typeof price === "number" && typeof strike === "number") {
    if (strike <= price) {
      ctx.problems.push(`${ctx.where}: field "strikePrice" must be higher than "price" (got ${strike} <= ${price})`);
    }
  }
  const inquiry = name === "packages" ? entry.inquiry : entry;
  if ((name !== "packages" && name !== "inquiries") || !isObject(inquiry) || typeof inquiry.subject !== "string") {
    return;
  }
  const prefix = name === "packages" ? "inquiry." : "";
  const path = `${prefix}subject`;
  const allowed = name === "packages" ? ["price", "site", "name"] : ["from", "site"];
  // The intro is filled in as the subject is (src/lib/mailto.ts): a typo would reach the e-mail as it is.
  for (const field of ["subject", "intro"]) {
    const text = inquiry[field];
    if (typeof text !== "string") continue;
    for (const problem of unknownPlaceholders(placeholdersIn(text), allowed)) {
      ctx.problems.push(`${ctx.where}: field "${prefix}${field}" ${problem}`);
    }
  }
  if (name === "inquiries" && inquiry.subject.includes("{from}") && typeof entry.channel !== "string") {
    ctx.problems.push(`${ctx.where}: field "${path}" uses {from} but the entry has no "channel"`);
  }
}

/**
 * Checks every content file and returns one message per problem, each naming the file, the entry
 * (index and slug) and the field. An empty list means the content is fine.
 */
export function validateContent(sources: ContentSources, options: ValidationOptions): string[] {
  const problems: string[] = [];
  // Entries that are not objects are reported once and kept as null so indexes stay true.
  const parsed: Partial<Record<CollectionName, (JsonObject | null)[]>> = {};

  for (const name of COLLECTION_NAMES) {
    const file = `data/${name}.json`;
    const data = parse(file, sources.collections[name], problems);
    if (data === undefined) continue;
    if (!Array.isArray(data)) {
      problems.push(`${file}: must be a JSON array of entries (got ${describe(data)})`);
      continue;
    }
    if (data.length === 0 && !COLLECTIONS[name].mayBeEmpty) problems.push(`${file}: must hold at least one entry`);
    parsed[name] = data.map((entry, i) => {
      if (isObject(entry)) return entry;
      problems.push(`${file}[${i}]: entry must be an object (got ${describe(entry)})`);
      return null;
    });
  }

  // Slugs first, so references between collections can be checked.
  const bySlug: Partial<Record<CollectionName, ReadonlyMap<string, JsonObject>>> = {};
  for (const name of COLLECTION_NAMES) {
    const entries = parsed[name];
    if (!entries) continue;
    const found = new Map<string, JsonObject>();
    entries.forEach((entry, i) => {
      const slug = entry?.slug;
      if (entry === null || typeof slug !== "string" || slug === "") return;
      const where = entryWhere(name, i, entry);
      if (!SLUG.test(slug)) {
        problems.push(`${where}: field "slug" must be lowercase words joined by hyphens (e.g. "my-entry")`);
      }
      const first = found.get(slug);
      if (first) problems.push(`${where}: duplicate slug "${slug}" (first used at [${entries.indexOf(first)}])`);
      else found.set(slug, entry);
    });
    bySlug[name] = found;
  }

  // Text tokens name stats, figures, packages and channels that have packages.
  const channelsWithPackages = new Set(
    (parsed.packages ?? []).flatMap((p) => (p && typeof p.channel === "string" ? [p.channel] : [])),
  );
  const tokens: TokenSlugs = {
    stat: bySlug.stats,
    figure: bySlug.figures,
    package: bySlug.packages,
    price: bySlug.packages,
    from: parsed.packages ? channelsWithPackages : undefined,
  };

  const shared = { tokens, statForms: statForms(parsed.stats ?? []), bySlug, options, problems };
  let ui: JsonObject | undefined;
  let site: JsonObject | undefined;
  for (const name of COLLECTION_NAMES) {
    parsed[name]?.forEach((entry, i) => {
      if (entry === null) return;
      const slug = typeof entry.slug === "string" && entry.slug !== "" ? entry.slug : undefined;
      const ctx: Context = { ...shared, where: entryWhere(name, i, entry), ...(slug && { slug }) };
      checkFields("", entry, COLLECTIONS[name].fields, ctx);
      checkEntry(name, entry, ctx);
    });
  }
  if (parsed.pages) checkPages(parsed.pages, problems);
  for (const name of COLLECTION_NAMES) checkUnique(name, parsed[name] ?? [], problems);
  checkShown(parsed, problems);

  for (const name of OBJECT_FILE_NAMES) {
    const file = `data/${name}.json`;
    const data = parse(file, sources.objects[name], problems);
    if (data === undefined) continue;
    if (!isObject(data)) {
      problems.push(`${file}: must be a JSON object (got ${describe(data)})`);
      continue;
    }
    checkFields("", data, OBJECT_FILES[name], { ...shared, where: file });
    if (name === "ui") ui = data;
    if (name === "site") site = data;
    if (name === "site" && typeof data.email === "string" && !/^[^@\s:]+@(?:[^@\s:.]+\.)+[^@\s:.]+$/.test(data.email)) {
      const bare = /^mailto:/i.test(data.email) ? ', written without "mailto:"' : "";
      problems.push(
        `data/site.json: field "email" must be an e-mail address${bare} (got ${JSON.stringify(data.email)})`,
      );
    }
  }
  problems.push(...bookingProblems(parsed.bookings ?? [], parsed.channels ?? [], ui));
  if (site && ui) checkTitles(parsed, site, ui, problems);

  return problems;
}

/** Search results and browser tabs cut a longer title. The one check of titles' length: html-validate's is off. */
export const TITLE_MAX = 70;

/** Each page's title (the site's for a page without its own), as the page writes it, is TITLE_MAX long at most. */
function checkTitles(
  parsed: Partial<Record<CollectionName, (JsonObject | null)[]>>,
  site: JsonObject,
  ui: JsonObject,
  problems: string[],
): void {
  const list = (name: CollectionName) => (parsed[name] ?? []).filter((e): e is JsonObject => e !== null);
  const vocab = textVocabulary({
    site,
    stats: list("stats"),
    figures: list("figures"),
    packages: list("packages"),
    ui,
  });
  const check = (where: string, title: unknown) => {
    if (typeof title !== "string") return;
    const shown = fillText(title, vocab);
    if (shown.length <= TITLE_MAX) return;
    const filled = shown === title ? "" : " once its tokens are filled in";
    problems.push(
      `${where}: field "title" is ${shown.length} characters long${filled} (${JSON.stringify(shown)}): ` +
        `search results cut a title after about ${TITLE_MAX}, so shorten it to ${TITLE_MAX} or fewer`,
    );
  };
  check("data/site.json", site.title);
  (parsed.pages ?? []).forEach((page, i) => page && check(entryWhere("pages", i, page), page.title));
}

/**
 * Fields the model marks unique hold a value no earlier entry of the file holds, or of the entries sharing the
 * field the rule names (the same page, the same channel). Case and surrounding spaces do not make a copy new.
 */
function checkUnique(name: CollectionName, entries: readonly (JsonObject | null)[], problems: string[]): void {
  for (const [field, rule] of Object.entries(COLLECTIONS[name].fields)) {
    if (!rule.unique) continue;
    const scope = rule.unique === true ? undefined : rule.unique;
    const first = new Map<string, number>();
    entries.forEach((entry, i) => {
      const value = entry?.[field];
      const within = scope === undefined ? "" : entry?.[scope];
      if (entry === null || typeof value !== "string" || typeof within !== "string") return;
      const key = `${within}\n${value.trim().toLowerCase()}`;
      const earlier = first.get(key);
      if (earlier === undefined) first.set(key, i);
      else {
        const other = entryLabel(earlier, entries[earlier] ?? {});
        const where = scope === undefined ? "" : ` on the same ${scope} ("${within}")`;
        problems.push(`${entryWhere(name, i, entry)}: field "${field}" repeats ${quote(value)} of ${other}${where}`);
      }
    });
  }
}

const names = (list: readonly string[]) => list.map((v) => `"${v}"`).join(", ");

/**
 * Entries show where a page shows them, and what a page shows has entries: a figure or point in a group its page
 * shows (SHOWN_GROUPS), an FAQ on a page with an FAQ section, a quote on a page with quotes, a package for each
 * channel page. (A copy on the same page is checkUnique's: the rules' `unique` names the page's field.)
 */
function checkShown(parsed: Partial<Record<CollectionName, (JsonObject | null)[]>>, problems: string[]): void {
  const text = (entry: JsonObject | null, field: string) =>
    entry && typeof entry[field] === "string" ? (entry[field] as string) : undefined;
  const isPage = (page: string | undefined): page is string =>
    page !== undefined && (PAGE_SLUGS as readonly string[]).includes(page);
  for (const name of ["figures", "points"] as const) {
    const entries = parsed[name];
    if (!entries) continue;
    const shown: Partial<Record<string, readonly string[]>> = SHOWN_GROUPS[name];
    entries.forEach((entry, i) => {
      const [page, group] = [text(entry, "page"), text(entry, "group")];
      if (!entry || group === undefined || !isPage(page)) return;
      const groups = shown[page];
      const where = entryWhere(name, i, entry);
      if (!groups) {
        const pages = Object.keys(shown);
        problems.push(
          `${where}: field "page" is "${page}", a page that shows no ${name} (they show on ${names(pages)})`,
        );
      } else if (!groups.includes(group) && Object.values(shown).some((g) => g?.includes(group))) {
        // Another page's group (a group of no page is the field's own rule's to report).
        problems.push(
          `${where}: field "group" is "${group}", which the ${page} page does not show (its ${name}: ${names(groups)})`,
        );
      }
    });
    for (const [page, groups] of Object.entries(shown)) {
      for (const group of groups ?? []) {
        if (entries.some((e) => text(e, "page") === page && text(e, "group") === group)) continue;
        problems.push(
          `data/${name}.json: no entry has "page": "${page}" and "group": "${group}", which the ${page} page shows (its section would be empty)`,
        );
      }
    }
  }

  const shownOn = {
    faqs: Object.entries(PAGE_SECTIONS).flatMap(([page, sections]) => ("faq" in sections ? [page] : [])),
    quotes: QUOTE_PAGES,
  };
  for (const name of ["faqs", "quotes"] as const) {
    const entries = parsed[name];
    if (!entries) continue;
    const pages = shownOn[name];
    entries.forEach((entry, i) => {
      const page = text(entry, "page");
      if (!entry || !isPage(page) || pages.includes(page)) return;
      problems.push(
        `${entryWhere(name, i, entry)}: field "page" is "${page}", a page that shows no ${name} (they show on ${names(pages)})`,
      );
    });
  }
  for (const page of shownOn.faqs) {
    if (parsed.faqs && !parsed.faqs.some((e) => text(e, "page") === page)) {
      problems.push(`data/faqs.json: no entry has "page": "${page}", whose FAQ section would be empty`);
    }
  }

  if (parsed.packages && parsed.channels) {
    for (const channel of CHANNEL_PAGES) {
      if (!parsed.channels.some((c) => text(c, "slug") === channel)) continue;
      if (parsed.packages.some((p) => text(p, "channel") === channel)) continue;
      problems.push(
        `data/packages.json: no entry has "channel": "${channel}", whose page shows its packages (a channel page needs one at least)`,
      );
    }
  }
}

/** Every page has its entry, and every entry the sections its page shows, each once. */
function checkPages(entries: readonly (JsonObject | null)[], problems: string[]): void {
  for (const page of PAGE_SLUGS) {
    if (!entries.some((e) => e?.slug === page)) problems.push(`data/pages.json: missing the entry of page "${page}"`);
  }
  entries.forEach((entry, i) => {
    const sections = entry?.sections;
    if (!entry || typeof entry.slug !== "string" || !(entry.slug in PAGE_SECTIONS) || !Array.isArray(sections)) return;
    const where = entryWhere("pages", i, entry);
    const seen = new Map<string, number>();
    sections.forEach((section, j) => {
      if (!isObject(section) || typeof section.slug !== "string") return;
      const first = seen.get(section.slug);
      if (first === undefined) seen.set(section.slug, j);
      else
        problems.push(`${where}: field "sections[${j}].slug" repeats section "${section.slug}" (first at [${first}])`);
      // The fields this page's template shows for the section (a blank one is reported by the field's own rule).
      for (const field of sectionNeeds(String(entry.slug), section.slug)) {
        if (section[field] === undefined || section[field] === null) {
          problems.push(
            `${where}: missing required field "sections[${j}].${field}" (the ${entry.slug} page shows section "${section.slug}" with it)`,
          );
        }
      }
    });
    const needed = Object.keys(PAGE_SECTIONS[entry.slug as keyof typeof PAGE_SECTIONS]);
    const missing = needed.filter((s) => !seen.has(s));
    if (missing.length > 0) {
      problems.push(
        `${where}: field "sections" lacks the section${missing.length === 1 ? "" : "s"} ${missing.map((m) => `"${m}"`).join(", ")} (this page shows ${needed.join(", ")})`,
      );
    }
  });
}
