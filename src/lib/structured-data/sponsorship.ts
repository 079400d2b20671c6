import type {
  BreadcrumbList,
  CompoundPriceSpecification,
  FAQPage,
  Offer,
  Organization,
  Service,
  UnitPriceSpecification,
  WithContext,
} from "schema-dts";
import type { Crumb } from "../sponsorship/trail";
import type { Channel, Faq, Package } from "../sponsorship/types";

/** JSON-LD of the sponsorship pages, typed by schema-dts and built from the same entries the pages show. */
export interface JsonLdSite {
  name: string;
  siteUrl: string;
}

const CURRENCY = "USD";

export const absoluteUrl = (site: JsonLdSite, path: string) => `${site.siteUrl.replace(/\/+$/, "")}${path}`;

function provider(site: JsonLdSite): Organization {
  return { "@type": "Organization", name: site.name, url: absoluteUrl(site, "/") };
}

function monthly(price: number): UnitPriceSpecification {
  return {
    "@type": "UnitPriceSpecification",
    price,
    priceCurrency: CURRENCY,
    unitCode: "MON",
    unitText: "month",
    priceComponentType: "https://schema.org/Subscription",
  };
}

function priceSpecification(pkg: Package): UnitPriceSpecification | CompoundPriceSpecification | undefined {
  if (!pkg.setupFee) return pkg.cadence === "month" ? monthly(pkg.price) : undefined;
  return {
    "@type": "CompoundPriceSpecification",
    price: pkg.price,
    priceCurrency: CURRENCY,
    priceComponent: [
      pkg.cadence === "month"
        ? monthly(pkg.price)
        : { "@type": "UnitPriceSpecification", price: pkg.price, priceCurrency: CURRENCY },
      {
        "@type": "UnitPriceSpecification",
        name: pkg.setupFee.name,
        price: pkg.setupFee.price,
        priceCurrency: CURRENCY,
        priceComponentType: "https://schema.org/ActivationFee",
      },
    ],
  };
}

/** One package as a schema.org Offer: name, price (a number) in USD, and its one-time fees and add-ons. */
export function packageOffer(pkg: Package, site: JsonLdSite, pagePath: string): Offer {
  const spec = priceSpecification(pkg);
  return {
    "@type": "Offer",
    name: pkg.name,
    description: pkg.description,
    price: pkg.price,
    priceCurrency: CURRENCY,
    availability: "https://schema.org/InStock",
    url: absoluteUrl(site, pagePath),
    ...(spec && { priceSpecification: spec }),
    ...(pkg.addOns.length > 0 && {
      addOn: pkg.addOns.map((addOn): Offer => ({
        "@type": "Offer",
        name: addOn.name,
        price: addOn.price,
        priceCurrency: CURRENCY,
      })),
    }),
  };
}

/**
 * The packages a channel page's Service offers: those the channel's `offers` lists (data/channels.json), in
 * that order, or every package of the channel when it lists none. The overview offers every package instead.
 */
export function channelOffers(channel: Pick<Channel, "slug" | "offers">, packages: readonly Package[]): Package[] {
  const own = packages.filter((p) => p.channel === channel.slug);
  if (!channel.offers) return own;
  return channel.offers.map((slug) => {
    const found = own.find((p) => p.slug === slug);
    // The build's content validation refuses such an entry; reaching this means the two disagree.
    if (!found) throw new Error(`Channel "${channel.slug}" offers no package "${slug}"`);
    return found;
  });
}

export interface ServiceInput {
  name: string;
  description: string;
  serviceType: string;
  /** Path of the page that describes the service. */
  path: string;
  /** Packages to publish as offers, in this order (see `channelOffers` for a channel page). */
  packages: readonly Package[];
}

export function serviceJsonLd(input: ServiceInput, site: JsonLdSite): WithContext<Service> {
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    name: input.name,
    description: input.description,
    serviceType: input.serviceType,
    url: absoluteUrl(site, input.path),
    provider: provider(site),
    areaServed: "Worldwide",
    offers: input.packages.map((p) => packageOffer(p, site, input.path)),
  };
}

export function faqPageJsonLd(faqs: readonly Faq[]): WithContext<FAQPage> {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: faqs.map((faq) => ({
      "@type": "Question",
      name: faq.question,
      acceptedAnswer: { "@type": "Answer", text: faq.answer },
    })),
  };
}

export function breadcrumbJsonLd(trail: readonly Crumb[], site: JsonLdSite): WithContext<BreadcrumbList> {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: crumb.label,
      item: absoluteUrl(site, crumb.path),
    })),
  };
}

export interface PageJsonLdInput {
  service: ServiceInput;
  /** Questions shown on the page, published as an FAQPage. */
  faqs?: readonly Faq[];
  /** The page's breadcrumb, published as a BreadcrumbList. */
  trail?: readonly Crumb[];
}

/** Every JSON-LD block of one sponsorship page, in a stable order: Service, FAQPage, BreadcrumbList. */
export function sponsorshipPageJsonLd(
  input: PageJsonLdInput,
  site: JsonLdSite,
): WithContext<Service | FAQPage | BreadcrumbList>[] {
  return [
    serviceJsonLd(input.service, site),
    ...(input.faqs && input.faqs.length > 0 ? [faqPageJsonLd(input.faqs)] : []),
    ...(input.trail && input.trail.length > 0 ? [breadcrumbJsonLd(input.trail, site)] : []),
  ];
}
