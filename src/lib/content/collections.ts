import { CONTENT_PAGES } from "../routes";

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
] as const;
export type CollectionName = (typeof COLLECTION_NAMES)[number];

export type FieldType = "string" | "number" | "boolean" | "string[]" | "object" | "object[]";

export interface FieldRule {
  type: FieldType;
  /** Fields are required unless marked optional. */
  optional?: boolean;
  /** Numbers must be > 0. */
  positive?: boolean;
  /** Numbers must be >= 0 and <= max. */
  max?: number;
  /** Strings must be one of these values. */
  oneOf?: readonly string[];
  /** String (or each string of an array) must be the slug of an entry of that collection. */
  ref?: CollectionName;
  /** String must be an https URL. */
  url?: boolean;
  /** String must name a file under static/. */
  file?: boolean;
  /** String must name a known icon. */
  icon?: boolean;
  /** String must be a route path of the site. */
  route?: boolean;
  /** Arrays must hold at least one item. */
  nonEmpty?: boolean;
  /** Sub-fields of an object or of each object of an array. */
  fields?: Record<string, FieldRule>;
  /** Human description used in the messages of a `ref` rule. */
  refLabel?: string;
  /** Each string must name another field of the same entry (the `placeholder` list). */
  fieldNames?: boolean;
  /** What the field holds, for editors (shown by VS Code from the JSON Schemas in schemas/). */
  description?: string;
}

export interface CollectionRule {
  /** GraphQL type name given by gatsby-transformer-json to the file's entries. */
  typeName: string;
  fields: Record<string, FieldRule>;
}

const str: FieldRule = { type: "string" };
const optStr: FieldRule = { type: "string", optional: true };
const page: FieldRule = { type: "string", oneOf: CONTENT_PAGES, description: "The page the entry is shown on." };
const icon: FieldRule = { type: "string", icon: true };

const inquiryFields: Record<string, FieldRule> = {
  subject: str,
  intro: str,
  blanks: { type: "string[]" },
};

const COLLECTION_MODEL: Record<CollectionName, CollectionRule> = {
  stats: {
    typeName: "StatsJson",
    fields: {
      slug: str,
      icon,
      value: str,
      label: str,
      placements: { type: "string[]", nonEmpty: true, oneOf: ["home", "sponsorship"] },
      order: {
        type: "object",
        optional: true,
        description: "Position on each page it is placed on (lower first); the file's order otherwise.",
        fields: { home: { type: "number", optional: true }, sponsorship: { type: "number", optional: true } },
      },
    },
  },
  tutorials: {
    typeName: "TutorialsJson",
    fields: {
      slug: str,
      name: str,
      description: str,
      owner: str,
      repo: str,
      fallbackStars: { type: "number", positive: true, description: "Star count shown until GitHub answers." },
    },
  },
  products: {
    typeName: "ProductsJson",
    fields: {
      slug: str,
      name: str,
      description: str,
      pages: { type: "number", positive: true },
      techniques: { type: "number", positive: true },
      features: { type: "string[]", nonEmpty: true },
      price: { type: "number", positive: true },
      strikePrice: { type: "number", positive: true, optional: true },
      offerLabel: optStr,
      guaranteeDays: { type: "number", positive: true },
      link: { type: "string", url: true },
    },
  },
  partners: {
    typeName: "PartnersJson",
    fields: {
      slug: str,
      name: str,
      logo: { type: "string", file: true, description: "The partner's logo." },
      url: { type: "string", url: true, optional: true },
    },
  },
  channels: {
    typeName: "ChannelsJson",
    fields: {
      slug: str,
      title: str,
      description: str,
      icon,
      route: { type: "string", route: true },
      metrics: { type: "object[]", nonEmpty: true, fields: { value: str, label: str } },
    },
  },
  packages: {
    typeName: "PackagesJson",
    fields: {
      slug: str,
      channel: { type: "string", ref: "channels", refLabel: "channel" },
      name: str,
      description: str,
      price: { type: "number", positive: true },
      cadence: { type: "string", oneOf: ["month", "one-time"] },
      strikePrice: { type: "number", positive: true, optional: true },
      badge: optStr,
      setupFee: { type: "object", optional: true, fields: { name: str, price: { type: "number", positive: true } } },
      addOns: {
        type: "object[]",
        optional: true,
        fields: { name: str, price: { type: "number", positive: true } },
      },
      items: { type: "string[]", nonEmpty: true },
      offer: { type: "boolean", description: "false keeps the package out of the JSON-LD offers." },
      inquiry: { type: "object", fields: inquiryFields },
    },
  },
  inquiries: {
    typeName: "InquiriesJson",
    fields: {
      slug: str,
      channel: { type: "string", ref: "channels", refLabel: "channel", optional: true },
      ...inquiryFields,
    },
  },
  services: {
    typeName: "ServicesJson",
    fields: { slug: str, icon, title: str, description: str, highlight: { type: "boolean" } },
  },
  advisory: {
    typeName: "AdvisoryJson",
    fields: { slug: str, icon, highlight: str, title: str, description: str },
  },
  faqs: {
    typeName: "FaqsJson",
    fields: { slug: str, page, question: str, answer: str },
  },
  figures: {
    typeName: "FiguresJson",
    fields: {
      slug: str,
      page,
      group: str,
      icon: { type: "string", icon: true, optional: true },
      value: str,
      label: str,
      share: { type: "number", max: 100, optional: true },
    },
  },
  points: {
    typeName: "PointsJson",
    fields: {
      slug: str,
      page,
      group: str,
      icon: { type: "string", icon: true, optional: true },
      title: str,
      description: optStr,
    },
  },
  rates: {
    typeName: "RatesJson",
    fields: {
      slug: str,
      label: str,
      unit: str,
      rate: { type: "number", positive: true },
      quantity: { type: "number", positive: true },
      plus: { type: "boolean" },
    },
  },
  quotes: {
    typeName: "QuotesJson",
    fields: { slug: str, page, quote: str, author: str, organization: str },
  },
};

/**
 * The optional list, on every collection entry and object file, of its own fields that still hold placeholder
 * content (`npm run check:launch` fails while one remains).
 */
export const PLACEHOLDER_FIELD: FieldRule = {
  type: "string[]",
  optional: true,
  fieldNames: true,
  description: "Fields of this entry that still hold placeholder content, to replace before going live.",
};

const withPlaceholder = (fields: Record<string, FieldRule>): Record<string, FieldRule> => ({
  ...fields,
  placeholder: PLACEHOLDER_FIELD,
});

/** The collections as the build, the JSON Schemas and the GraphQL types see them: the model plus `placeholder`. */
export const COLLECTIONS = Object.fromEntries(
  COLLECTION_NAMES.map((name) => [
    name,
    { ...COLLECTION_MODEL[name], fields: withPlaceholder(COLLECTION_MODEL[name].fields) },
  ]),
) as Record<CollectionName, CollectionRule>;

/** data/site.json: one object, read by gatsby-config into siteMetadata (use it through OBJECT_FILES). */
export const SITE_FIELDS: Record<string, FieldRule> = {
  name: str,
  tagline: str,
  siteUrl: { type: "string", url: true },
  title: str,
  description: str,
  founder: str,
  email: { type: "string", description: "The owner's e-mail address: every mailto link on the site writes to it." },
  copyrightYear: { type: "number", positive: true },
  footerTagline: str,
  links: {
    type: "object",
    fields: {
      codeHost: { type: "string", url: true },
      newsletter: { type: "string", url: true },
      forum: { type: "string", url: true },
      professionalNetwork: { type: "string", url: true },
      microblog: { type: "string", url: true },
      chat: { type: "string", url: true },
    },
  },
};

/** The object files data/<name>.json (one JSON object each, not a list), with `placeholder` added. */
export const OBJECT_FILES = { site: withPlaceholder(SITE_FIELDS) } satisfies Record<string, Record<string, FieldRule>>;
export type ObjectFileName = keyof typeof OBJECT_FILES;
export const OBJECT_FILE_NAMES = Object.keys(OBJECT_FILES) as ObjectFileName[];
