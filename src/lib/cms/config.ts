/// <reference types="decap-cms-app" />
import type { CmsCollection, CmsConfig, CmsField } from "decap-cms-core";
import type { CollectionRule, FieldRule, Fields } from "../content/collections";
import { DATE_PATTERN, closedSet, sentence, type ContentModel } from "../content/json-schema";
import { TOKEN_HINT } from "../content/text";
import { SLUG, rootedPath, singular } from "../content/validate";
import { LIST_FIELD, formatName } from "./data-format";
import { NO_PREVIEW } from "./no-preview";

/**
 * The Decap CMS configuration (public/admin/config.yml), generated from the content model: one collection per
 * data file, one widget per field, the build's rules as the form's. What a form cannot check the build reports.
 */
export interface CmsOptions {
  /** owner/name of the repository on GitHub, where the production CMS commits. */
  repo: string;
  branch: string;
  /** Another OAuth server (Decap's `base_url`), from CMS_AUTH_URL; else src/cms/admin.ts sets the page's origin. */
  authUrl?: string;
  /**
   * GitHub's REST API (Decap's `api_root`), from CMS_API_ROOT: only the test build sets it, to its mock GitHub.
   * Never read from the page's URL, which would let a link send an editor's token elsewhere.
   */
  apiRoot?: string;
  /**
   * Whether the editor first looks for `npm run cms`'s local backend (LOCAL_BACKEND_URL) when served on localhost:
   * in `gatsby develop`, and in the test build (CMS_LOCAL_BACKEND=1), never in the production build.
   */
  localBackend?: boolean;
  /** The site's address (the CMS links to it). */
  siteUrl: string;
  /** The names the icon fields may take. */
  icons: readonly string[];
}

/** Where `npm run cms` runs the CMS's local backend (decap-server), which reads and writes the working tree. */
export const LOCAL_BACKEND_PORT = 8081;
export const LOCAL_BACKEND_URL = `http://localhost:${LOCAL_BACKEND_PORT}/api/v1`;

/** The rules as the form states them: the same expressions the build applies. */
export const PATTERNS = {
  slug: [SLUG.source, 'lowercase words joined by hyphens, e.g. "my-entry"'],
  notBlank: ["\\S", "some text, not only spaces"],
  url: ["^https://[^\\s/]+\\.[^\\s/]+(/\\S*)?$", "an https:// address"],
  // Numbers are checked by pattern, not by Decap's min/max: inside a list entry (every price is in one) Decap
  // 3.6 does not apply min/max when saving, while a pattern is checked everywhere.
  wholeAboveZero: ["^[1-9][0-9]*$", "a whole number above 0"],
  whole: ["^-?[0-9]+$", "a whole number"],
  aboveZero: ["^(?!0*\\.?0*$)[0-9]*\\.?[0-9]+$", "a number above 0"],
  number: ["^-?[0-9]*\\.?[0-9]+$", "a number"],
} as const satisfies Record<string, [string, string]>;

/**
 * "From 0 to max" as a pattern, for a max that is a power of ten (a percentage's 100). Any other max stops the
 * build: the form could not refuse a value above it, so extend this before using one.
 */
export function rangePattern(max: number): [string, string] {
  const digits = Math.log10(max);
  if (!Number.isInteger(digits) || digits < 1) {
    throw new Error(
      `The CMS can only bound numbers by a power of ten (10, 100, ...), not max ${max}: see rangePattern.`,
    );
  }
  return [`^(?:${max}(?:\\.0+)?|[0-9]{1,${digits}}(?:\\.[0-9]+)?)$`, `a number from 0 to ${max}`];
}

/** Editor-facing names of the files whose name alone does not say it. */
const FILE_LABELS: Record<string, string> = { site: "Site", ui: "Interface words", faqs: "FAQs" };
const FILE_HINTS: Record<string, string> = {
  site: "The site's name, address, owner's e-mail and outbound links.",
  ui: "Words shared by every page: navigation, buttons, labels and messages.",
  pages: "Each page's title, description and the copy of its sections.",
  bookings:
    "Booked sponsorship slots: one entry per sponsor and slot, its channel and the slot's first day (a Monday, or " +
    "the 1st of a month). Never the sponsor's name.",
};

/** "fallbackStars" → "Fallback stars". */
export function labelOf(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .toLowerCase()
    .replace(/\b(url|faq|cta)\b/g, (w) => w.toUpperCase());
  return FILE_LABELS[name] ?? words.charAt(0).toUpperCase() + words.slice(1);
}

/** "inquiries" → "inquiry", "faqs" → "FAQ". */
export const singularOf = (name: string) => singular(labelOf(name));

/** The field a list shows for each of its entries: the first required naming field, else the slug. */
const SUMMARY_FIELDS = ["name", "title", "question", "label", "value"];
export function summaryField(fields: Fields): string | undefined {
  const named = SUMMARY_FIELDS.find((f) => fields[f]?.type === "string" && !fields[f]?.optional);
  if (named) return named;
  if (fields.slug) return "slug";
  return Object.keys(fields).find((f) => fields[f]?.type === "string" && !fields[f]?.optional);
}

/** A Decap field without its name: what the rule calls for, before the field's own name, label and hint. */
type Widget = CmsField extends infer F ? (F extends unknown ? Omit<F, "name"> : never) : never;

interface Context {
  icons: readonly string[];
  /** The other fields of the object (the `placeholder` list names them). */
  siblings: string[];
  /** Whether the object is an entry of a list file (its `slug` is the entry's key). */
  entry: boolean;
  /**
   * Inside an optional object (a setup fee), whose fields Decap checks even when it is left out: not required
   * there, so an entry without one saves (the build still refuses a half-filled one).
   */
  inOptional?: boolean;
}

function hintOf(rule: FieldRule): string | undefined {
  const locals = Array.isArray(rule.text) ? rule.text.map((t) => `{${t}}`).join(", ") : "";
  return sentence(
    rule.description,
    rule.text !== undefined && `${TOKEN_HINT}${locals ? ` Filled in on the page: ${locals}.` : ""}`,
  );
}

/** The options of a closed set, or of a reference to a collection whose slugs are one (the channel pages). */
const closedOptions = (rule: FieldRule, ctx: Context, model: ContentModel) =>
  closedSet(rule, ctx) ?? (rule.ref && model.collections[rule.ref]?.fields.slug?.oneOf);

/** A reference to entries of another list file: picked by name, stored by slug. */
function relation(ref: string, model: ContentModel, multiple: boolean): Widget {
  const target = model.collections[ref];
  const shown = (target && summaryField(target.fields)) ?? "slug";
  return {
    widget: "relation",
    collection: ref,
    file: ref,
    value_field: `${LIST_FIELD}.*.slug`,
    search_fields: [...new Set([`${LIST_FIELD}.*.${shown}`, `${LIST_FIELD}.*.slug`])],
    display_fields: [`${LIST_FIELD}.*.${shown}`],
    ...(multiple ? { multiple: true } : {}),
  };
}

/** One string: a select, a relation, an image, or a line or box of text with the build's pattern. */
function stringWidget(name: string, rule: FieldRule, ctx: Context, model: ContentModel): Widget {
  const options = closedOptions(rule, ctx, model);
  if (options) return { widget: "select", options: [...options] };
  if (rule.ref) return relation(rule.ref, model, false);
  if (rule.date) {
    // A calendar that stores the day as data/ writes it; days are UTC, as the build reads them.
    return {
      widget: "datetime",
      format: "YYYY-MM-DD",
      date_format: "YYYY-MM-DD",
      time_format: false,
      picker_utc: true,
      pattern: [DATE_PATTERN, "a day written YYYY-MM-DD"],
    };
  }
  if (rule.file !== undefined) {
    // An upload lands in static/<folder>/ (or data/<folder>/) and the file stores "<folder>/<file name>".
    const media = `/${rootedPath(rule.file, rule.fileRoot)}`;
    return { widget: "image", media_folder: media, public_folder: rule.file, choose_url: false };
  }
  const pattern =
    ctx.entry && name === "slug" ? PATTERNS.slug : rule.url || rule.urlTemplate ? PATTERNS.url : PATTERNS.notBlank;
  return { widget: rule.long ? "text" : "string", pattern: [...pattern] };
}

function numberPattern(rule: FieldRule): readonly [string, string] {
  if (rule.max !== undefined) return rangePattern(rule.max);
  if (rule.positive) return rule.integer ? PATTERNS.wholeAboveZero : PATTERNS.aboveZero;
  return rule.integer ? PATTERNS.whole : PATTERNS.number;
}

/** min and max still bound the input's arrows; the pattern is what refuses a value. */
function numberWidget(rule: FieldRule): Widget {
  const min = rule.positive ? (rule.integer ? 1 : 0) : rule.max !== undefined ? 0 : undefined;
  return {
    widget: "number",
    value_type: rule.integer ? "int" : "float",
    ...(min !== undefined ? { min } : {}),
    ...(rule.max !== undefined ? { max: rule.max } : {}),
    pattern: [...numberPattern(rule)],
  };
}

function listWidget(name: string, rule: FieldRule, ctx: Context, model: ContentModel): Widget {
  const min = rule.nonEmpty ? { min: 1 } : {};
  if (rule.type === "object[]") {
    const fields = rule.fields ?? {};
    const shown = summaryField(fields);
    return {
      widget: "list",
      label_singular: singularOf(name),
      collapsed: true,
      ...(shown ? { summary: `{{fields.${shown}}}` } : {}),
      // An item the editor added must be complete, wherever the list is.
      fields: objectFields(fields, { ...ctx, entry: false, inOptional: false }, model),
      ...min,
    };
  }
  const options = closedOptions(rule, { ...ctx, siblings: ctx.siblings.filter((s) => s !== name) }, model);
  if (options) return { widget: "select", multiple: true, options: [...options], ...min };
  if (rule.ref) return { ...relation(rule.ref, model, true), ...min };
  return {
    widget: "list",
    label_singular: "item",
    field: { name: "item", label: singularOf(name), ...stringWidget("item", rule, ctx, model) },
    ...min,
  };
}

/** One field of the model as a Decap field. */
export function cmsField(name: string, rule: FieldRule, ctx: Context, model: ContentModel): CmsField {
  const hint = hintOf(rule);
  const rules = { required: !rule.optional && !ctx.inOptional, ...(hint ? { hint } : {}) };
  return { name, label: labelOf(name), ...widgetOf(name, rule, ctx, model), ...rules };
}

function widgetOf(name: string, rule: FieldRule, ctx: Context, model: ContentModel): Widget {
  switch (rule.type) {
    case "string":
      return stringWidget(name, rule, ctx, model);
    case "number":
      return numberWidget(rule);
    case "boolean":
      // A new entry starts with a required switch off (written as false); an optional one stays unwritten.
      return rule.optional ? { widget: "boolean" } : { widget: "boolean", default: false };
    case "string[]":
    case "object[]":
      return listWidget(name, rule, ctx, model);
    case "object":
      return {
        widget: "object",
        collapsed: rule.optional === true,
        fields: objectFields(
          rule.fields ?? {},
          { ...ctx, entry: false, inOptional: ctx.inOptional || rule.optional === true },
          model,
        ),
      };
  }
}

function objectFields(fields: Fields, ctx: Context, model: ContentModel): CmsField[] {
  const siblings = Object.keys(fields);
  return Object.entries(fields).map(([name, rule]) => cmsField(name, rule, { ...ctx, siblings }, model));
}

/** A list of items of several shapes, told apart by the field typeKey (Decap's typings leave typeKey out). */
type TypedList = Extract<CmsField, { widget: "list" }> & { typeKey: string };

/**
 * data/pages.json as the form shows it: each page (the entry's `slug`) with its own sections (each section's
 * `slug`), through Decap's typed lists (`types`, `typeKey`), so the fields a page's template needs are required
 * there and only there (PAGE_SECTIONS). The file keeps its shape: the type is the slug the entry already holds.
 */
function pagesList(
  rule: CollectionRule,
  pageSections: NonNullable<ContentModel["pageSections"]>,
  ctx: Context,
  model: ContentModel,
): TypedList {
  // The slug is each item's type, set when the editor picks "Add home" or "Add hero", not a field of the form.
  const withoutSlug = (fields: Fields) =>
    Object.fromEntries(Object.entries(fields).filter(([name]) => name !== "slug"));
  const pageFields = withoutSlug(rule.fields);
  const sectionFields = withoutSlug(pageFields.sections?.fields ?? {});
  const typed = (name: string, fields: CmsField[], shown: string | undefined) => ({
    name,
    label: labelOf(name),
    widget: "object" as const,
    ...(shown ? { summary: `{{fields.${shown}}}` } : {}),
    fields,
  });
  // Each field is one object, shared by every page and section that shows it (written once in config.yml, as a
  // YAML anchor, and referred to elsewhere): the form is the same, the file about a fifth of the size.
  const ctxOf = { ...ctx, entry: false };
  const optional = objectFields(sectionFields, ctxOf, model);
  const required = new Map(optional.map((field) => [field.name, { ...field, required: true }]));
  const sectionsOf = (sections: Readonly<Record<string, readonly string[]>>): TypedList => ({
    name: "sections",
    label: labelOf("sections"),
    label_singular: "section",
    widget: "list",
    collapsed: true,
    min: 1,
    required: true,
    typeKey: "slug",
    types: Object.entries(sections).map(([section, needs]) => {
      const fields = optional.map((field) =>
        needs.includes(field.name) ? (required.get(field.name) ?? field) : field,
      );
      return typed(section, fields, "title");
    }),
  });
  const others = objectFields(pageFields, ctxOf, model);
  return {
    name: LIST_FIELD,
    label: labelOf("pages"),
    label_singular: singularOf("pages"),
    widget: "list",
    collapsed: true,
    min: 1,
    typeKey: "slug",
    types: Object.entries(pageSections).map(([page, sections]) => {
      const fields = others.map((field) => (field.name === "sections" ? sectionsOf(sections) : field));
      return typed(page, fields, "label");
    }),
  };
}

const fileCollection = (name: string, fields: CmsField[]): CmsCollection => ({
  name,
  label: labelOf(name),
  ...(FILE_HINTS[name] ? { description: FILE_HINTS[name] } : {}),
  format: formatName(name),
  extension: "json",
  // The preview pane shows the form's values on the site's pages (src/cms/preview/).
  editor: { preview: !(name in NO_PREVIEW) },
  files: [{ name, label: labelOf(name), file: `data/${name}.json`, fields }],
});

/** The whole configuration: every file of data/ as a collection of one file. */
export function cmsConfig(model: ContentModel, options: CmsOptions): CmsConfig {
  const ctx: Context = { icons: options.icons, siblings: [], entry: false };
  const collections = [
    ...Object.entries(model.objects).map(([name, fields]) => fileCollection(name, objectFields(fields, ctx, model))),
    ...Object.entries(model.collections).map(([name, rule]) => {
      if (name === "pages" && model.pageSections) {
        return fileCollection(name, [pagesList(rule, model.pageSections, { ...ctx, entry: true }, model)]);
      }
      const shown = summaryField(rule.fields);
      // An entry named by a day as well (a booking: its channel and slot).
      const day = Object.keys(rule.fields).find((f) => rule.fields[f]?.date);
      const summary = [shown, day].filter(Boolean).map((f) => `{{fields.${f}}}`);
      const list: CmsField = {
        name: LIST_FIELD,
        label: labelOf(name),
        label_singular: singularOf(name),
        widget: "list",
        collapsed: true,
        ...(summary.length > 0 ? { summary: summary.join(" · ") } : {}),
        ...(rule.mayBeEmpty ? {} : { min: 1 }),
        fields: objectFields(rule.fields, { ...ctx, entry: true }, model),
      };
      return fileCollection(name, [list]);
    }),
  ];
  return {
    backend: {
      name: "github",
      repo: options.repo,
      branch: options.branch,
      ...(options.authUrl ? { base_url: options.authUrl.replace(/\/+$/, "") } : {}),
      ...(options.apiRoot ? { api_root: options.apiRoot.replace(/\/+$/, "") } : {}),
      commit_messages: {
        create: "Content: create {{collection}} {{slug}}",
        update: "Content: update {{path}}",
        delete: "Content: delete {{path}}",
        uploadMedia: "Content: upload {{path}}",
        deleteMedia: "Content: delete {{path}}",
      },
    },
    // On localhost the CMS first looks for `npm run cms`'s local server and edits the working tree.
    ...(options.localBackend ? { local_backend: { url: LOCAL_BACKEND_URL } } : {}),
    site_url: options.siteUrl,
    display_url: options.siteUrl,
    media_folder: "static",
    public_folder: "/",
    // A save opens a branch and a pull request; Publish merges it (docs/publishing.md, "The publishing rule").
    publish_mode: "editorial_workflow",
    collections,
  };
}

/**
 * owner/name of package.json's `repository`, where the production CMS commits. Anything else stops the build:
 * the editor would otherwise sign in and find no repository.
 */
export function githubRepo(repository: unknown): string {
  const raw =
    typeof repository === "object" && repository !== null ? (repository as { url?: unknown }).url : repository;
  const text = typeof raw === "string" ? raw.trim() : "";
  const match =
    /^(?:github:)?([\w.-]+)\/([\w.-]+?)(?:\.git)?$/.exec(text) ??
    /^(?:git\+)?(?:https?|ssh|git):\/\/(?:git@)?github\.com[/:]([\w.-]+)\/([\w.-]+?)(?:\.git)?\/?$/.exec(text);
  if (!match) {
    throw new Error(
      `package.json "repository" must name the site's GitHub repository (e.g. "github:owner/name"), got ${JSON.stringify(
        raw ?? null,
      )}: the CMS at /admin/ commits there.`,
    );
  }
  return `${match[1]}/${match[2]}`;
}

/**
 * CMS_AUTH_URL (another OAuth server) and CMS_API_ROOT (GitHub's API for the editor), when set: https://
 * addresses, or for the API a server on this machine (the test build's mock GitHub). Anything else stops the build.
 */
const LOCAL_SERVER = /^http:\/\/(127\.0\.0\.1|localhost)(:[0-9]+)?\/?$/;
function addressFrom(name: string, what: string, value: string | undefined, local = false): string | undefined {
  const text = value?.trim();
  if (!text || new RegExp(PATTERNS.url[0]).test(text) || (local && LOCAL_SERVER.test(text))) return text || undefined;
  const or = local ? " or http://127.0.0.1:<port>" : "";
  throw new Error(`${name} must be ${PATTERNS.url[1]}${or} (${what}), got ${JSON.stringify(value)}`);
}

/**
 * CMS_LOCAL_BACKEND: `1` in the test build, whose editor tests save through decap-server at LOCAL_BACKEND_URL;
 * unset in the production build, whose config.yml and /admin/ CSP then name no localhost address. Anything
 * else stops the build.
 */
export function localBackendFrom(value: string | undefined): boolean {
  const text = value?.trim() ?? "";
  if (text !== "" && text !== "1")
    throw new Error(`CMS_LOCAL_BACKEND must be 1 or unset, got ${JSON.stringify(value)}`);
  return text === "1";
}

export const authUrlFrom = (value: string | undefined) =>
  addressFrom("CMS_AUTH_URL", "the OAuth server of the CMS", value);
export const apiRootFrom = (value: string | undefined) =>
  addressFrom("CMS_API_ROOT", "GitHub's API for the CMS", value, true)?.replace(/\/+$/, "");
