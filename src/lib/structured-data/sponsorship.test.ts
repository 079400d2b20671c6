import { faqsOf, packagesOf, pkg, realPackages, realSite } from "../../test/sponsorship-data";
import { sponsorshipTrail } from "../sponsorship/trail";
import { breadcrumbJsonLd, faqPageJsonLd, packageOffer, serviceJsonLd, sponsorshipPageJsonLd } from "./sponsorship";

type Json = Record<string, unknown>;
/** The JSON text search engines read: what the page serialises. */
const asJson = (value: object) => JSON.parse(JSON.stringify(value)) as Json;

const service = (channel: string, path: string) => ({
  name: `${channel} sponsorship`,
  description: "Described.",
  serviceType: "Sponsorship",
  path,
  packages: packagesOf(channel),
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

  it("overview: a Service offering every published package, and an FAQPage of the overview's questions", () => {
    const blocks = sponsorshipPageJsonLd(
      {
        service: { ...service("x", "/sponsorship/"), packages: realPackages },
        faqs: faqsOf("sponsorship"),
      },
      realSite,
    ).map(asJson);
    expect(blocks.map((b) => b["@type"])).toEqual(["Service", "FAQPage"]);
    const [svc, faq] = blocks;
    expect(svc?.["@context"]).toBe("https://schema.org");
    expect(svc?.provider).toEqual({ "@type": "Organization", name: "DiamantAI", url: "https://www.diamant-ai.com/" });
    const offers = svc?.offers as Json[];
    const published = realPackages.filter((p) => p.offer);
    expect(offers.map((o) => [o.name, o.price, o.priceCurrency])).toEqual(
      published.map((p) => [p.name, p.price, "USD"]),
    );
    expect((faq?.mainEntity as Json[]).length).toBe(faqsOf("sponsorship").length);
  });

  it("social media: a Service with exactly two offers and an FAQPage of three questions", () => {
    const [svc, faq, crumbs] = sponsorshipPageJsonLd(
      {
        service: service("social-media", "/sponsorship/social-media/"),
        faqs: faqsOf("social-media"),
        trail: sponsorshipTrail(CRUMBS, "Social Media", "/sponsorship/social-media/"),
      },
      realSite,
    ).map(asJson);
    expect((svc?.offers as Json[]).map((o) => [o.name, o.price])).toEqual([
      ["Sponsored Post", 1000],
      ["2x Sponsored Post Bundle", 1500],
    ]);
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

  it("a Service with no published packages has an empty offer list, and no FAQ or breadcrumb unless given", () => {
    const blocks = sponsorshipPageJsonLd({ service: { ...service("none", "/x/"), packages: [] } }, realSite);
    expect(blocks).toHaveLength(1);
    expect(asJson(serviceJsonLd({ ...service("none", "/x/"), packages: [] }, realSite)).offers).toEqual([]);
    expect(asJson(faqPageJsonLd([])).mainEntity).toEqual([]);
  });
});
