import { fixtureMonthlyPackage, fixturePackage, fixtureSite } from "../../test/fixtures";
import { faqsOf, packagesOf, realPackages, realSite } from "../../test/sponsorship-data";
import { sponsorshipTrail } from "../sponsorship/trail";
import { breadcrumbJsonLd, faqPageJsonLd, packageOffer, serviceJsonLd, sponsorshipPageJsonLd } from "./sponsorship";

type Json = Record<string, unknown>;
const realBase = realSite.siteUrl.replace(/\/+$/, "");
/** The JSON text search engines read: what the page serialises. */
const asJson = (value: object) => JSON.parse(JSON.stringify(value)) as Json;

const service = (channel: string, path: string) => ({
  name: `${channel} sponsorship`,
  description: "Described.",
  serviceType: "Sponsorship",
  path,
  packages: packagesOf(channel),
});

describe("sponsorship JSON-LD", () => {
  it("an Offer carries the package's name, description and price as a number in USD, at the page's URL", () => {
    const pkg = fixturePackage();
    const offer = asJson(packageOffer(pkg, fixtureSite, "/sponsorship/newsletter/"));
    expect(offer).toEqual({
      "@type": "Offer",
      name: "Fixture Package",
      description: pkg.description,
      price: 1234,
      priceCurrency: "USD",
      availability: "https://schema.org/InStock",
      url: "https://www.fixture.example/sponsorship/newsletter/",
    });
  });

  it("a monthly package states its month; one with a setup fee and an add-on adds both", () => {
    const monthly = asJson(
      packageOffer(fixtureMonthlyPackage({ setupFee: undefined, addOns: [] }), fixtureSite, "/x/"),
    );
    expect(monthly.price).toBe(2500);
    expect(monthly.priceSpecification).toMatchObject({
      "@type": "UnitPriceSpecification",
      price: 2500,
      unitCode: "MON",
    });
    expect(monthly.addOn).toBeUndefined();

    const withFees = asJson(packageOffer(fixtureMonthlyPackage(), fixtureSite, "/sponsorship/github/"));
    expect(withFees.price).toBe(2500);
    expect(withFees.priceSpecification).toEqual({
      "@type": "CompoundPriceSpecification",
      price: 2500,
      priceCurrency: "USD",
      priceComponent: [
        {
          "@type": "UnitPriceSpecification",
          price: 2500,
          priceCurrency: "USD",
          unitCode: "MON",
          unitText: "month",
          priceComponentType: "https://schema.org/Subscription",
        },
        {
          "@type": "UnitPriceSpecification",
          name: "Fixture setup (one-time)",
          price: 1100,
          priceCurrency: "USD",
          priceComponentType: "https://schema.org/ActivationFee",
        },
      ],
    });
    expect(withFees.addOn).toEqual([
      { "@type": "Offer", name: "Fixture add-on (optional, one-time)", price: 1900, priceCurrency: "USD" },
    ]);
  });

  it("the real packages of data/ become offers with their own price, setup fee and add-ons", () => {
    for (const pkg of realPackages) {
      const offer = asJson(packageOffer(pkg, realSite, "/sponsorship/"));
      expect(offer.name).toBe(pkg.name);
      expect(offer.price).toBe(pkg.price);
      expect(offer.url).toBe(`${realBase}/sponsorship/`);
      const components = (offer.priceSpecification as { priceComponent?: { price: number }[] } | undefined)
        ?.priceComponent;
      if (pkg.setupFee) expect(components?.map((c) => c.price)).toEqual([pkg.price, pkg.setupFee.price]);
      expect((offer.addOn as { price: number }[] | undefined)?.map((a) => a.price) ?? []).toEqual(
        pkg.addOns.map((a) => a.price),
      );
    }
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
    expect(svc?.provider).toEqual({ "@type": "Organization", name: realSite.name, url: `${realBase}/` });
    const offers = svc?.offers as Json[];
    const published = realPackages.filter((p) => p.offer);
    expect(offers.map((o) => [o.name, o.price, o.priceCurrency])).toEqual(
      published.map((p) => [p.name, p.price, "USD"]),
    );
    expect((faq?.mainEntity as Json[]).length).toBe(faqsOf("sponsorship").length);
  });

  it("social media: a Service with the channel's published offers and an FAQPage of its questions", () => {
    const [svc, faq, crumbs] = sponsorshipPageJsonLd(
      {
        service: service("social-media", "/sponsorship/social-media/"),
        faqs: faqsOf("social-media"),
        trail: sponsorshipTrail("Social Media", "/sponsorship/social-media/"),
      },
      realSite,
    ).map(asJson);
    const published = packagesOf("social-media").filter((p) => p.offer);
    expect((svc?.offers as Json[]).map((o) => [o.name, o.price])).toEqual(published.map((p) => [p.name, p.price]));
    const questions = faq?.mainEntity as { "@type": string; name: string; acceptedAnswer: Json }[];
    expect(questions.map((q) => [q.name, q.acceptedAnswer.text])).toEqual(
      faqsOf("social-media").map((f) => [f.question, f.answer]),
    );
    for (const q of questions) {
      expect(q["@type"]).toBe("Question");
      expect(q.name).toMatch(/\?$/);
      expect(q.acceptedAnswer["@type"]).toBe("Answer");
    }
    expect(crumbs?.["@type"]).toBe("BreadcrumbList");
  });

  it("leaves a package out of the offers when its entry says so", () => {
    const shown = fixturePackage({ slug: "shown", name: "Shown" });
    const hidden = fixturePackage({ slug: "hidden", name: "Hidden", offer: false });
    const svc = asJson(serviceJsonLd({ ...service("none", "/x/"), packages: [shown, hidden] }, fixtureSite));
    expect((svc.offers as Json[]).map((o) => o.name)).toEqual(["Shown"]);
  });

  it("a BreadcrumbList numbers the trail from 1 with absolute URLs", () => {
    expect(asJson(breadcrumbJsonLd(sponsorshipTrail("Newsletter", "/sponsorship/newsletter/"), fixtureSite))).toEqual({
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Home", item: "https://www.fixture.example/" },
        { "@type": "ListItem", position: 2, name: "Sponsorship", item: "https://www.fixture.example/sponsorship/" },
        {
          "@type": "ListItem",
          position: 3,
          name: "Newsletter",
          item: "https://www.fixture.example/sponsorship/newsletter/",
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
