import packagesFile from "../../../data/packages.json";
import { faqsOf, packagesOf, pkg, realChannels, realPackages, realSite } from "../../test/sponsorship-data";
import { sponsorshipTrail } from "../sponsorship/trail";
import {
  breadcrumbJsonLd,
  channelOffers,
  faqPageJsonLd,
  packageOffer,
  serviceJsonLd,
  sponsorshipPageJsonLd,
} from "./sponsorship";

type Json = Record<string, unknown>;
/** The JSON text search engines read: what the page serialises. */
const asJson = (value: object) => JSON.parse(JSON.stringify(value)) as Json;

function channel(slug: string) {
  const found = realChannels.find((c) => c.slug === slug);
  if (!found) throw new Error(`no channel ${slug}`);
  return found;
}

/** The Service of a channel page, offering what the channel's entry in data/channels.json says. */
const service = (slug: string, path: string, packages = channelOffers(channel(slug), realPackages)) => ({
  name: `${slug} sponsorship`,
  description: "Described.",
  serviceType: "Sponsorship",
  path,
  packages,
});

const CRUMBS = { home: "Home", sponsorship: "Sponsorship" };

describe("sponsorship JSON-LD", () => {
  it("an Offer carries the package's name and its price from data as a number in USD", () => {
    const offer = asJson(packageOffer(pkg("newsletter-blog-post"), realSite, "/sponsorship/newsletter/"));
    expect(offer).toEqual({
      "@type": "Offer",
      name: "Detailed Blog Post",
      description: pkg("newsletter-blog-post").description,
      price: 8500,
      priceCurrency: "USD",
      availability: "https://schema.org/InStock",
      url: "https://www.diamant-ai.com/sponsorship/newsletter/",
    });
  });

  it("a monthly package states its month; the GitHub package adds its setup fee and its add-on", () => {
    const logo = asJson(packageOffer(pkg("logo-only"), realSite, "/sponsorship/logo-only/"));
    expect(logo.price).toBe(2800);
    expect(logo.priceSpecification).toMatchObject({ "@type": "UnitPriceSpecification", price: 2800, unitCode: "MON" });

    const github = asJson(packageOffer(pkg("github-tutorials"), realSite, "/sponsorship/github/"));
    expect(github.price).toBe(2700);
    expect(github.priceSpecification).toEqual({
      "@type": "CompoundPriceSpecification",
      price: 2700,
      priceCurrency: "USD",
      priceComponent: [
        {
          "@type": "UnitPriceSpecification",
          price: 2700,
          priceCurrency: "USD",
          unitCode: "MON",
          unitText: "month",
          priceComponentType: "https://schema.org/Subscription",
        },
        {
          "@type": "UnitPriceSpecification",
          name: "Tutorial development (one-time)",
          price: 1200,
          priceCurrency: "USD",
          priceComponentType: "https://schema.org/ActivationFee",
        },
      ],
    });
    expect(github.addOn).toEqual([
      { "@type": "Offer", name: "Social media amplification (optional, one-time)", price: 1800, priceCurrency: "USD" },
    ]);
  });

  it("overview: a Service offering every package of data/packages.json, and an FAQPage of the overview's questions", () => {
    const blocks = sponsorshipPageJsonLd(
      {
        service: service("overview", "/sponsorship/", realPackages),
        faqs: faqsOf("sponsorship"),
      },
      realSite,
    ).map(asJson);
    expect(blocks.map((b) => b["@type"])).toEqual(["Service", "FAQPage"]);
    const [svc, faq] = blocks;
    expect(svc?.["@context"]).toBe("https://schema.org");
    expect(svc?.provider).toEqual({ "@type": "Organization", name: "DiamantAI", url: "https://www.diamant-ai.com/" });
    const offers = svc?.offers as Json[];
    expect(offers).toHaveLength(packagesFile.length);
    expect(offers.map((o) => [o.name, o.price, o.priceCurrency])).toEqual(
      packagesFile.map((p) => [p.name, p.price, "USD"]),
    );
    expect((faq?.mainEntity as Json[]).length).toBe(faqsOf("sponsorship").length);
  });

  it("social media: a Service offering the channel's `offers` list (the spec's two) and an FAQPage of three questions", () => {
    const [svc, faq, crumbs] = sponsorshipPageJsonLd(
      {
        service: service("social-media", "/sponsorship/social-media/"),
        faqs: faqsOf("social-media"),
        trail: sponsorshipTrail(CRUMBS, "Social Media", "/sponsorship/social-media/"),
      },
      realSite,
    ).map(asJson);
    const listed = channel("social-media").offers ?? [];
    expect(listed).toHaveLength(2);
    expect((svc?.offers as Json[]).map((o) => [o.name, o.price])).toEqual(
      listed.map((slug) => [pkg(slug).name, pkg(slug).price]),
    );
    // Packages left out of the Service are still packages of the channel (shown and bookable on the page).
    expect(packagesOf("social-media").length).toBeGreaterThan(listed.length);
    const questions = faq?.mainEntity as { "@type": string; name: string; acceptedAnswer: Json }[];
    expect(questions).toHaveLength(3);
    for (const q of questions) {
      expect(q["@type"]).toBe("Question");
      expect(q.name).toMatch(/\?$/);
      expect(q.acceptedAnswer["@type"]).toBe("Answer");
      expect(typeof q.acceptedAnswer.text).toBe("string");
    }
    expect(questions.some((q) => /Discord community of 4K members/.test(String(q.acceptedAnswer.text)))).toBe(true);
    expect(crumbs?.["@type"]).toBe("BreadcrumbList");
  });

  it("a BreadcrumbList numbers the trail from 1 with absolute URLs", () => {
    expect(
      asJson(breadcrumbJsonLd(sponsorshipTrail(CRUMBS, "Newsletter", "/sponsorship/newsletter/"), realSite)),
    ).toEqual({
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Home", item: "https://www.diamant-ai.com/" },
        { "@type": "ListItem", position: 2, name: "Sponsorship", item: "https://www.diamant-ai.com/sponsorship/" },
        {
          "@type": "ListItem",
          position: 3,
          name: "Newsletter",
          item: "https://www.diamant-ai.com/sponsorship/newsletter/",
        },
      ],
    });
  });

  it("a channel page offers the packages its entry lists, in that order, else all of its own packages", () => {
    const own = packagesOf("social-media");
    const [first, second, third] = own;
    if (!first || !second || !third) throw new Error("the test needs a channel with three packages");
    const bare = { slug: "social-media" };
    expect(channelOffers(bare, realPackages)).toEqual(own);
    expect(channelOffers({ ...bare, offers: [third.slug, first.slug] }, realPackages)).toEqual([third, first]);
    for (const c of realChannels) {
      const offered = channelOffers(c, realPackages);
      expect(offered.length).toBeGreaterThan(0);
      for (const p of offered) expect(p.channel).toBe(c.slug);
      if (!c.offers) expect(offered).toEqual(packagesOf(c.slug));
    }
  });

  it("refuses an offers slug that is not one of the channel's packages", () => {
    const foreign = realPackages.find((p) => p.channel !== "social-media");
    if (!foreign) throw new Error("the test needs a package of another channel");
    expect(() => channelOffers({ slug: "social-media", offers: [foreign.slug] }, realPackages)).toThrow(
      `Channel "social-media" offers "${foreign.slug}", which is not one of its packages`,
    );
  });

  it("a Service with no packages has an empty offer list, and no FAQ or breadcrumb unless given", () => {
    const blocks = sponsorshipPageJsonLd({ service: service("none", "/x/", []) }, realSite);
    expect(blocks).toHaveLength(1);
    expect(asJson(serviceJsonLd(service("none", "/x/", []), realSite)).offers).toEqual([]);
    expect(asJson(faqPageJsonLd([])).mainEntity).toEqual([]);
  });
});
