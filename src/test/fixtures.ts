import type { SiteMetadata } from "../hooks/use-site-metadata";
import type { AdvisoryOffer } from "../lib/home/types";
import type { PriceWords } from "../lib/format";
import type { MailSite } from "../lib/sponsorship/inquiries";
import type { Figure, Inquiry, Package, Rate } from "../lib/sponsorship/types";

/**
 * Made-up content for behaviour tests, on purpose not the shipped content, so that an edit of data/ cannot
 * break them. Tests of "the real content renders" use src/test/sponsorship-data.ts.
 */

export const fixtureSite: SiteMetadata & MailSite = {
  name: "Fixture Academy",
  tagline: "Fixture Learning",
  siteUrl: "https://www.fixture.example",
  title: "Fixture Academy | Courses made up for tests",
  description: "Fixture Academy by Ada Lovelace: content made up for the unit tests.",
  founder: "Ada King Lovelace",
  email: "owner@fixture.example",
  copyrightYear: 2031,
  footerTagline: "A footer line made up for tests.",
  links: {
    codeHost: "https://code.fixture.example/ada",
    newsletter: "https://news.fixture.example",
    forum: "https://forum.fixture.example/r/ada",
    professionalNetwork: "https://network.fixture.example/in/ada",
    microblog: "https://micro.fixture.example/ada",
    chat: "https://chat.fixture.example/invite",
  },
  letter: { greeting: "Dear {name},", closing: "Fixture closing line.", signOff: "Fixture regards," },
};

/** The words prices are written with, as data/ui.json's `price` gives them. */
export const fixturePriceWords: PriceWords = { perMonth: "/month" };

/** A one-time package priced $1,234 whose inquiry uses every package placeholder. */
export function fixturePackage(overrides: Partial<Package> = {}): Package {
  return {
    slug: "fixture-package",
    channel: "newsletter",
    name: "Fixture Package",
    description: "A package made up for a test.",
    price: 1234,
    cadence: "one-time",
    addOns: [],
    items: ["First included thing", "Second included thing"],
    inquiry: {
      subject: "{site} Fixture Sponsorship - {price}",
      intro: "I'm interested in the Fixture Package ({price}).",
      blanks: ["Company", "Website"],
    },
    ...overrides,
  };
}

/** A monthly package with a setup fee and an optional add-on, shaped like the GitHub package. */
export function fixtureMonthlyPackage(overrides: Partial<Package> = {}): Package {
  return fixturePackage({
    slug: "fixture-monthly",
    channel: "github",
    name: "Fixture Monthly",
    price: 2500,
    cadence: "month",
    setupFee: { name: "Fixture setup (one-time)", price: 1100 },
    addOns: [{ name: "Fixture add-on (optional, one-time)", price: 1900 }],
    inquiry: {
      subject: "Fixture Monthly Inquiry - {price}",
      intro: "I'd like the monthly fixture ({price} plus the one-time setup).",
      blanks: ["Company", "Product/Service", "Website", "Target message"],
    },
    ...overrides,
  });
}

/** A discounted package: $1,500 instead of $2,000, so it saves $500 and its badge says 25% OFF. */
export function fixtureDiscountedPackage(overrides: Partial<Package> = {}): Package {
  return fixturePackage({
    slug: "fixture-bundle",
    channel: "social-media",
    name: "Fixture Bundle",
    price: 1500,
    strikePrice: 2000,
    badge: "25% OFF",
    items: ["Two fixture posts", "One fixture thread"],
    ...overrides,
  });
}

/** A closing-button inquiry priced from its channel's cheapest package. */
export const fixtureChannelInquiry: Inquiry = {
  slug: "fixture-contact",
  channel: "newsletter",
  subject: "Fixture Inquiry - Packages from {from}",
  intro: "I'd like to hear which fixture package fits.",
  blanks: ["Company", "Target message"],
};

/** An inquiry without blanks, like the custom package. */
export const fixtureBareInquiry: Inquiry = {
  slug: "fixture-custom",
  subject: "Fixture Custom Inquiry",
  intro: "Could we talk about a custom fixture?",
  blanks: [],
};

/**
 * Standard rates with the specification's worked example: $2,250 + $600 + $4,800 + $500+ = $8,150+ a month,
 * so a $2,700 package saves $5,450+, 67%.
 */
export const fixtureRates: Rate[] = [
  { slug: "views", label: "Logo views", unit: "logo view", rate: 0.015, quantity: 150000, plus: false },
  { slug: "tutorials", label: "Tutorial views", unit: "tutorial view", rate: 0.1, quantity: 6000, plus: false },
  { slug: "signups", label: "Free signups", unit: "free signup", rate: 20, quantity: 240, plus: false },
  { slug: "endorsement", label: "Expert endorsement", unit: "endorsement", rate: 500, quantity: 1, plus: true },
];

/** Shares for a bar list, in the order they are drawn. */
export const fixtureShares: Figure[] = [
  { slug: "first", value: "41%", share: 41, label: "First group" },
  { slug: "second", value: "27.5%", share: 27.5, label: "Second group" },
  { slug: "third", value: "9%", share: 9, label: "Third group" },
];

/** Three advisory cards, as the home page shows them. */
export const fixtureAdvisory: AdvisoryOffer[] = [
  { slug: "audit", icon: "Compass", highlight: "Fixture first", title: "Fixture audit", description: "An audit." },
  { slug: "plan", icon: "Map", highlight: "Fixture second", title: "Fixture plan", description: "A plan." },
  { slug: "coach", icon: "Users", highlight: "Fixture third", title: "Fixture coaching", description: "Coaching." },
];
