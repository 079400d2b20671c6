import type {
  BreadcrumbList,
  CompoundPriceSpecification,
  FAQPage,
  Offer,
  Service,
  UnitPriceSpecification,
  WithContext,
} from "schema-dts";
import type { SiteMetadata } from "../../hooks/use-site-metadata";
import type { Schedule } from "../slots";
import type { Crumb } from "../sponsorship/trail";
import type { Channel, Faq, Package } from "../sponsorship/types";

/** JSON-LD of the sponsorship pages, typed by schema-dts and built from the same entries the pages show. */
type JsonLdSite = Pick<SiteMetadata, "name" | "siteUrl">;

const CURRENCY = "USD";

const absoluteUrl = (site: JsonLdSite, path: string) => `${site.siteUrl.replace(/\/+$/, "")}${path}`;

function priceSpecification(pkg: Package): UnitPriceSpecification | CompoundPriceSpecification | undefined {
  const unit = { "@type": "UnitPriceSpecification", price: pkg.price, priceCurrency: CURRENCY } as const;
  const price: UnitPriceSpecification =
    pkg.cadence === "month"
      ? { ...unit, unitCode: "MON", unitText: "month", priceComponentType: "https://schema.org/Subscription" }
      : unit;
  if (!pkg.setupFee) return pkg.cadence === "month" ? price : undefined;
  return {
    "@type": "CompoundPriceSpecification",
    price: pkg.price,
    priceCurrency: CURRENCY,
    priceComponent: [
      price,
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

/** When a channel can run: whether a slot the page shows is open, and the first day of its next open slot. */
export interface Availability {
  open: boolean;
  starts?: string;
}

export const availabilityOf = ({ slots, next }: Schedule): Availability => ({
  open: slots.some((s) => s.left > 0),
  ...(next && { starts: next.start }),
});

/**
 * One package as a schema.org Offer: name, price (a number) in USD, its one-time fees and add-ons, and when its
 * channel can run: InStock while a slot the page shows is open, else SoldOut; availabilityStarts its next open slot.
 */
export function packageOffer(pkg: Package, site: JsonLdSite, pagePath: string, when?: Availability): Offer {
  const spec = priceSpecification(pkg);
  return {
    "@type": "Offer",
    name: pkg.name,
    description: pkg.description,
    price: pkg.price,
    priceCurrency: CURRENCY,
    availability: when && !when.open ? "https://schema.org/SoldOut" : "https://schema.org/InStock",
    ...(when?.starts && { availabilityStarts: when.starts }),
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

interface ServiceInput {
  name: string;
  description: string;
  serviceType: string;
  /** Path of the page that describes the service. */
  path: string;
  /** Packages to publish as offers, in this order. */
  packages: readonly Package[];
  /** When each channel can run, by channel slug (src/lib/slots.ts, against the build's day). */
  availability?: Readonly<Record<string, Availability>>;
}

export function serviceJsonLd(input: ServiceInput, site: JsonLdSite): WithContext<Service> {
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    name: input.name,
    description: input.description,
    serviceType: input.serviceType,
    url: absoluteUrl(site, input.path),
    provider: { "@type": "Organization", name: site.name, url: absoluteUrl(site, "/") },
    areaServed: "Worldwide",
    offers: input.packages.map((p) => packageOffer(p, site, input.path, input.availability?.[p.channel])),
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

/** Every JSON-LD block of one sponsorship page, in a stable order: Service, FAQPage, BreadcrumbList. */
export function sponsorshipPageJsonLd(
  { service, faqs, trail }: { service: ServiceInput; faqs?: readonly Faq[]; trail?: readonly Crumb[] },
  site: JsonLdSite,
) {
  return [
    serviceJsonLd(service, site),
    ...(faqs?.length ? [faqPageJsonLd(faqs)] : []),
    ...(trail?.length ? [breadcrumbJsonLd(trail, site)] : []),
  ];
}
