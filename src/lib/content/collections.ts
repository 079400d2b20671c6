import { CHANNEL_PAGES, CONTENT_PAGES, PAGE_SLUGS } from "../routes";
import { BOOKING_FIELDS, CHANNEL_SLOTS, SLOT_WORDS } from "./bookings";
import { FOUNDER_PHOTO, LOGO_IMAGE, type FileRoot, type ImageRule } from "./images";

/**
 * The content model: every data/*.json collection and the rules of each field. The build's
 * validation, the GraphQL type definitions and the JSON Schemas in schemas/ are derived from this one description.
 */
export const COLLECTION_NAMES = [
  "stats",
  "tutorials",
  "products",
  "partners",
  "channels",
  "packages",
  "inquiries",
  "services",
  "advisory",
  "faqs",
  "figures",
  "points",
  "rates",
  "quotes",
  "pages",
  "bookings",
] as const;
export type CollectionName = (typeof COLLECTION_NAMES)[number];

export interface FieldRule {
  type: "string" | "number" | "boolean" | "string[]" | "object" | "object[]";
  /** Fields are required unless marked optional. */
  optional?: boolean;
  /** Numbers must be > 0. */
  positive?: boolean;
  /** Numbers must be whole (prices, counts, years). */
  integer?: boolean;
  /** Numbers must be >= 0 and <= max. */
  max?: number;
  /** Strings must be one of these values. */
  oneOf?: readonly string[];
  /** String (or each string of an array) must be the slug of an entry of that collection. */
  ref?: CollectionName;
  /** String must be an https URL. */
  url?: boolean;
  /** String must be an https URL template using each of these placeholders once and no other ({to}, {subject}...). */
  urlTemplate?: readonly string[];
  /** String must name a file in this folder (where the CMS saves uploads), written `<folder>/<file name>`. */
  file?: string;
  /** With `file`: what the path is relative to. static/ (the default) is served as it is; data/ is not. */
  fileRoot?: FileRoot;
  /** With `file`: the file is an image in one of these formats, shown in this box (too small a one warns). */
  image?: ImageRule;
  /** String must be a real day written YYYY-MM-DD. */
  date?: boolean;
  /** String must name a known icon. */
  icon?: boolean;
  /** Arrays must hold at least one item. */
  nonEmpty?: boolean;
  /** Sub-fields of an object or of each object of an array. */
  fields?: Fields;
  /** Copy holding text tokens (src/lib/content/text.ts); a list names those the component fills in ({name}...). */
  text?: true | readonly string[];
  /** With `ref`: the field of the referred entry that must hold this entry's slug (a channel offers its packages). */
  refOwner?: string;
  /** Each string must name another field of the same entry (the `placeholder` list). */
  fieldNames?: boolean;
  /**
   * No two entries of the file may hold the same value (a partner's name: a copied entry would show twice), or, given
   * another field's name, no two entries that share that field's value (an FAQ's question on one page).
   */
  unique?: true | string;
  /** Prose of a sentence or more: the CMS gives it a multi-line box. */
  long?: boolean;
  /** What the field holds, for editors (shown by VS Code from the JSON Schemas in schemas/). */
  description?: string;
}

export interface CollectionRule {
  /** GraphQL type name given by gatsby-transformer-json to the file's entries. */
  typeName: string;
  fields: Fields;
  /** The file may hold no entry at all (bookings); every other list file needs one at least. */
  mayBeEmpty?: boolean;
}

export type Fields = Record<string, FieldRule>;

/**
 * The groups of figures and points each page shows, by the name its template asks for. An entry in another group
 * would show nowhere, and a group left without entries would show an empty section: validation refuses both, and
 * the channel templates can ask only for their page's groups (`toChannelPage`'s types). The CMS offers them as a menu.
 */
export const SHOWN_GROUPS = {
  figures: {
    github: ["reach", "geography"],
    "logo-only": ["reach", "geography"],
    newsletter: ["performance", "readers", "locations"],
    "social-media": ["platforms"],
  },
  points: {
    home: ["partner-benefits"],
    sponsorship: ["why-partner"],
    github: ["benefits"],
    "logo-only": ["benefits", "reasons"],
    newsletter: ["companies", "standards"],
    "social-media": ["approach"],
  },
} as const satisfies Record<"figures" | "points", Partial<Record<(typeof CONTENT_PAGES)[number], readonly string[]>>>;
export type ShownGroups = typeof SHOWN_GROUPS;

/** Every group of figures or of points, the field's closed set (which page shows which is SHOWN_GROUPS). */
const groupOf = (name: keyof ShownGroups): FieldRule => ({
  type: "string",
  oneOf: [...new Set(Object.values(SHOWN_GROUPS[name]).flat())],
  description: "The list of its page the entry belongs to.",
});

const str: FieldRule = { type: "string" };
const url: FieldRule = { type: "string", url: true };
const page: FieldRule = { type: "string", oneOf: CONTENT_PAGES, description: "The page the entry is shown on." };
const icon: FieldRule = { type: "string", icon: true };
const copy: FieldRule = { type: "string", text: true };
const prose: FieldRule = { type: "string", long: true };
/** Prose that may name a stat, figure or price by its token, so it follows data/stats.json and the rest. */
const proseCopy: FieldRule = { ...copy, long: true };
const whole: FieldRule = { type: "number", positive: true, integer: true };
/** Copy with the local tokens a component fills in: the rule lists them so validation can tell a typo from a token. */
const copyWith = (...locals: string[]): FieldRule => ({ type: "string", text: locals });
const opt = (rule: FieldRule): FieldRule => ({ ...rule, optional: true });
const obj = (fields: Fields, more?: Partial<FieldRule>): FieldRule => ({ type: "object", ...more, fields });
/** Fields of one rule, in this order. */
const each = (rule: FieldRule, ...names: string[]): Fields => Object.fromEntries(names.map((name) => [name, rule]));

/** One block of a page: a heading with its eyebrow and lead, and the texts around it (docs/editing.md, "Page copy"). */
const SECTION_FIELDS: Fields = {
  slug: str,
  ...each(opt(copy), "eyebrow", "title", "highlight"),
  lead: { ...opt(copy), long: true },
  text: { type: "string[]", optional: true, long: true, text: ["pages", "techniques"] },
  items: { type: "string[]", optional: true, text: ["pages", "techniques"] },
  facts: { type: "object[]", optional: true, fields: { icon: opt(icon), value: copy, label: copy } },
  ...each(opt(copy), "action", "secondary"),
  note: opt(copyWith("days", "page", "email")),
  label: opt(copy),
};

const inquiryFields: Fields = { subject: str, intro: prose, blanks: { type: "string[]" } };
const nameAndPrice: Fields = { name: str, price: whole };

const COLLECTION_MODEL: Record<CollectionName, Fields> = {
  stats: {
    slug: str,
    icon,
    value: str,
    label: str,
    placements: { type: "string[]", nonEmpty: true, oneOf: ["home", "sponsorship"] },
    order: obj(each(opt({ type: "number" }), "home", "sponsorship"), {
      optional: true,
      description: "Position on each page it is placed on (lower first); the file's order otherwise.",
    }),
  },
  tutorials: {
    slug: str,
    name: str,
    description: prose,
    owner: str,
    repo: str,
    fallbackStars: { ...whole, description: "Star count shown until GitHub answers." },
  },
  products: {
    slug: str,
    name: str,
    description: prose,
    pages: whole,
    techniques: whole,
    features: { type: "string[]", nonEmpty: true },
    price: whole,
    strikePrice: opt(whole),
    offerLabel: opt(str),
    guaranteeDays: whole,
    link: url,
  },
  partners: {
    slug: str,
    name: { ...str, unique: true },
    logo: {
      type: "string",
      file: "partners",
      image: LOGO_IMAGE,
      description: "The partner's logo (an SVG is drawn on a 200 × 60 canvas).",
    },
    url: opt(url),
  },
  channels: {
    slug: { type: "string", oneOf: CHANNEL_PAGES },
    title: str,
    description: proseCopy,
    icon,
    metrics: { type: "object[]", nonEmpty: true, fields: { value: copy, label: str } },
    /** The packages its page's JSON-LD Service offers, in that order; all of the channel's when absent. */
    offers: { type: "string[]", optional: true, nonEmpty: true, ref: "packages", refOwner: "channel" },
    slots: CHANNEL_SLOTS,
  },
  packages: {
    slug: str,
    channel: { type: "string", ref: "channels" },
    name: { ...str, unique: "channel" },
    description: proseCopy,
    price: whole,
    cadence: { type: "string", oneOf: ["month", "one-time"] },
    strikePrice: opt(whole),
    badge: opt(str),
    setupFee: obj(nameAndPrice, { optional: true }),
    addOns: { type: "object[]", optional: true, fields: nameAndPrice },
    items: { type: "string[]", nonEmpty: true, text: true },
    inquiry: obj(inquiryFields),
  },
  inquiries: {
    slug: str,
    channel: { type: "string", ref: "channels", optional: true },
    ...inquiryFields,
  },
  services: { slug: str, icon, title: str, description: proseCopy, highlight: { type: "boolean" } },
  advisory: { slug: str, icon, highlight: str, title: str, description: proseCopy },
  faqs: { slug: str, page, question: { ...str, unique: "page" }, answer: proseCopy },
  figures: {
    slug: str,
    page,
    group: groupOf("figures"),
    icon: opt(icon),
    /** A figure of its own ("66%"), or a stat's by its token ("{stat:github-views}"). */
    value: copy,
    label: str,
    share: { type: "number", max: 100, optional: true },
  },
  points: { slug: str, page, group: groupOf("points"), icon: opt(icon), title: copy, description: opt(proseCopy) },
  rates: {
    slug: str,
    label: str,
    unit: str,
    rate: { type: "number", positive: true },
    quantity: whole,
    plus: { type: "boolean" },
  },
  quotes: { slug: str, page, quote: prose, author: str, organization: str },
  pages: {
    slug: { type: "string", oneOf: PAGE_SLUGS },
    /** How links to the page name it: the not-found page's suggestion, the share image. */
    label: copy,
    /** The page's name in a breadcrumb trail; the label when absent. */
    crumb: opt(copy),
    /** Title and meta description; the site's defaults when absent. */
    title: opt(copy),
    description: { ...opt(copy), long: true },
    /** The schema.org serviceType of the page's Service (sponsorship pages). */
    serviceType: opt(str),
    /** The back link above the page's title. */
    back: obj({ page, label: copy }, { optional: true }),
    /** Whether the page shows the Home / Sponsorship / page breadcrumb. */
    breadcrumb: { type: "boolean", optional: true },
    /** The key figure and caption of the page's share image (public/og/). */
    share: obj(each(copy, "figure", "caption"), { optional: true }),
    sections: { type: "object[]", nonEmpty: true, fields: SECTION_FIELDS },
  },
  bookings: BOOKING_FIELDS,
};

/** The list files that may be empty: nothing booked is a real state. */
const MAY_BE_EMPTY: ReadonlySet<CollectionName> = new Set(["bookings"]);

/** The text fields of a page's section ("Page copy" in docs/editing.md); which ones a section needs is per page. */
export const SECTION_TEXT_FIELDS = [
  "eyebrow",
  "title",
  "highlight",
  "lead",
  "action",
  "secondary",
  "note",
  "label",
] as const;
export type SectionTextField = (typeof SECTION_TEXT_FIELDS)[number];

const CLOSING = ["title", "lead", "action"] as const;
const CHANNEL_HERO = ["eyebrow", "label"] as const;

/**
 * Each page's sections and, for each, the text fields its template shows without a fallback: validation, the
 * JSON Schemas and the CMS form require them, and the pages read them as plain strings (PageCopy's types follow
 * this table, so a template cannot read a field its page does not require). More sections are ignored, their order
 * does not matter; a field not listed is optional for that section.
 */
export const PAGE_SECTIONS = {
  home: {
    hero: ["eyebrow", "title", "action", "secondary"],
    stats: ["title"],
    tutorials: ["title"],
    guide: ["eyebrow", "label", "note", "action"],
    partners: ["title", "label", "action"],
    newsletter: ["eyebrow", "title", "action"],
    services: ["title", "label"],
    advisory: ["title", "action"],
    founder: ["eyebrow", "label"],
    contact: ["eyebrow", "title", "note"],
  },
  sponsorship: {
    hero: ["eyebrow", "title", "label"],
    channels: ["title"],
    why: ["title"],
    faq: ["title"],
    closing: CLOSING,
  },
  github: {
    hero: CHANNEL_HERO,
    audience: ["title"],
    geography: ["title"],
    benefits: ["title"],
    partners: ["title"],
    pricing: ["title", "action"],
    value: ["title"],
    closing: CLOSING,
  },
  "logo-only": {
    hero: CHANNEL_HERO,
    pricing: ["title", "action"],
    benefits: ["title"],
    demographics: ["title"],
    geography: ["title"],
    partners: ["title"],
    reasons: ["title"],
    closing: CLOSING,
  },
  newsletter: {
    hero: CHANNEL_HERO,
    audience: ["title"],
    readers: ["title"],
    locations: ["title"],
    companies: ["title"],
    standards: ["title"],
    packages: ["title"],
    closing: CLOSING,
  },
  "social-media": {
    hero: CHANNEL_HERO,
    packages: ["title"],
    approach: ["title"],
    faq: ["title"],
    closing: CLOSING,
  },
  "not-found": { main: ["title", "lead", "note", "action"] },
} as const satisfies Record<(typeof PAGE_SLUGS)[number], Record<string, readonly SectionTextField[]>>;
export type PageSections = typeof PAGE_SECTIONS;

/** The pages that show data/quotes.json's entries (the FAQs show where a page has a "faq" section). */
export const QUOTE_PAGES: readonly string[] = ["github"];

/** The fields a page's section needs (none for a section the page does not list). */
export function sectionNeeds(page: string, section: string): readonly SectionTextField[] {
  const sections: Readonly<Record<string, readonly SectionTextField[]>> | undefined =
    page in PAGE_SECTIONS ? PAGE_SECTIONS[page as keyof PageSections] : undefined;
  return sections?.[section] ?? [];
}

/** Every entry's list of its fields that still hold placeholder content (`npm run check:launch` fails on one). */
const PLACEHOLDER_FIELD: FieldRule = {
  type: "string[]",
  optional: true,
  fieldNames: true,
  description: "Fields of this entry that still hold placeholder content, to replace before going live.",
};

export const pascal = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

const withPlaceholder = (fields: Fields): Fields => ({ ...fields, placeholder: PLACEHOLDER_FIELD });

/**
 * The collections as the build, the JSON Schemas and the GraphQL types see them: the model plus `placeholder`,
 * typed as gatsby-transformer-json names the file's entries (gatsby-config.ts): data/stats.json → StatsJson.
 */
export const COLLECTIONS = Object.fromEntries(
  COLLECTION_NAMES.map((name) => [
    name,
    {
      typeName: `${pascal(name)}Json`,
      fields: withPlaceholder(COLLECTION_MODEL[name]),
      ...(MAY_BE_EMPTY.has(name) && { mayBeEmpty: true }),
    },
  ]),
) as Record<CollectionName, CollectionRule>;

/** data/site.json: one object, read by gatsby-config into siteMetadata (use it through OBJECT_FILES). */
const SITE_FIELDS: Fields = {
  name: str,
  tagline: str,
  siteUrl: url,
  title: str,
  description: proseCopy,
  founder: str,
  founderPhoto: {
    type: "string",
    optional: true,
    file: "images",
    fileRoot: "content",
    image: FOUNDER_PHOTO,
    description: "The founder's photo, cropped to a circle; without it the page shows the founder's initials.",
  },
  email: { type: "string", description: "The owner's e-mail address: every mailto link on the site writes to it." },
  copyrightYear: whole,
  /** The fixed lines of every inquiry e-mail to the owner: the greeting (with {name}), closing line and sign-off. */
  letter: obj({ greeting: copyWith("name"), closing: copy, signOff: copy }),
  footerTagline: copy,
  links: obj(each(url, "codeHost", "newsletter", "forum", "professionalNetwork", "microblog", "chat")),
};

/**
 * data/ui.json: one object with the interface's shared words (navigation, buttons, labels, messages), read
 * through the UiJson node. Page-specific copy is in data/pages.json.
 */
const UI_FIELDS: Fields = {
  skipToContent: copy,
  nav: obj(
    each(
      copy,
      "label",
      "mobileLabel",
      "openMenu",
      "closeMenu",
      "home",
      "tutorials",
      "sponsorship",
      "newsletter",
      "partners",
      "contact",
    ),
  ),
  footer: obj(each(copy, "follow", "codeHost", "forum", "professionalNetwork", "microblog", "chat")),
  ...each(copy, "partnersLabel", "faqLabel", "breadcrumbLabel"),
  stars: obj({ ...each(copy, "label", "updating", "explore"), exploreDetail: copyWith("name") }),
  price: obj({
    ...each(copy, "regular", "now"),
    // Plain words, without tokens: the {price} tokens of other copy are written with them.
    perMonth: {
      ...str,
      description:
        'Written after every monthly price: on the cards, in the breakdowns, and in e-mails through {price} ("$2,700/month").',
    },
    oneTime: { ...str, description: "Written beside a one-time price on its card." },
  }),
  package: obj({
    action: copy,
    actionDetail: copyWith("name"),
    save: copyWith("amount"),
    included: copyWith("name"),
    details: copy,
  }),
  pricing: obj({ ...each(copy, "included", "breakdown", "monthly", "complete"), setup: copyWith("amount") }),
  value: obj({
    ...each(copy, "caption", "item", "value"),
    per: copyWith("rate", "unit"),
    ...each(copy, "total", "discount", "valuePerMonth", "yourPrice", "youSave"),
    perMonth: copyWith("amount"),
  }),
  contact: obj({
    ...each(copy, "name", "email", "message", "send"),
    subject: copyWith("name"),
    /** The subject of the e-mail the form opens without JavaScript (the browser writes the body). */
    noScriptSubject: copy,
    body: { ...copyWith("name", "email", "message"), long: true },
    ...each(copy, "toastTitle", "toastDescription", "shortened", "shortenedNotice"),
  }),
  slots: SLOT_WORDS,
  mail: obj({
    copied: copyWith("email"),
    pleaseEmail: copyWith("email"),
    /** The panel offered after every e-mail action, for visitors whose mail program did not open. */
    fallback: obj({
      ...each(copy, "title", "lead", "copyAddress", "copyMessage"),
      openIn: copyWith("name"),
      ...each(copy, "newTab", "close"),
      ...each(copyWith("email"), "addressCopied", "messageCopied"),
      copyRefused: copy,
      message: {
        ...copyWith("subject", "body"),
        long: true,
        description: "The message as the copy button copies it: {subject} and {body} are the e-mail's.",
      },
      shortened: { ...copy, description: "Ends a message shortened to fit a webmail service's link (its maxLength)." },
    }),
    webmail: {
      type: "object[]",
      nonEmpty: true,
      description: "The webmail services the fallback panel opens, in this order.",
      fields: {
        name: str,
        compose: {
          type: "string",
          urlTemplate: ["to", "subject", "body"],
          description: "The service's compose address, with {to}, {subject} and {body} where the e-mail's go.",
        },
        maxLength: {
          ...whole,
          description:
            "The longest compose address the service takes whole; a longer message is shortened in the link.",
        },
      },
    },
  }),
};

/** The object files data/<name>.json (one JSON object each, not a list), with `placeholder` added. */
export const OBJECT_FILES = {
  site: withPlaceholder(SITE_FIELDS),
  ui: withPlaceholder(UI_FIELDS),
} satisfies Record<string, Record<string, FieldRule>>;
export type ObjectFileName = keyof typeof OBJECT_FILES;
export const OBJECT_FILE_NAMES = Object.keys(OBJECT_FILES) as ObjectFileName[];
