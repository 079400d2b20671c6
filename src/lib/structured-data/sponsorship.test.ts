import packagesFile from "../../../data/packages.json";
import { fixtureMonthlyPackage, fixturePackage, fixtureSite } from "../../test/fixtures";
import { faqsOf, packagesOf, pkg, realChannels, realPackages, realSite } from "../../test/sponsorship-data";
import { sponsorshipTrail } from "../sponsorship/trail";
import { scheduleOf } from "../slots";
import {
  availabilityOf,
  breadcrumbJsonLd,
  channelOffers,
  faqPageJsonLd,
  packageOffer,
  serviceJsonLd,
  sponsorshipPageJsonLd,
} from "./sponsorship";

type Json = Record<string, unknown>;
const realBase = realSite.siteUrl.replace(/\/+$/, "");
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

  it("an Offer is InStock while a slot the page shows is open, SoldOut otherwise, from its next open slot", () => {
    const rule = { unit: "month", capacity: 1, shown: 2 } as const;
    const open = availabilityOf(scheduleOf(rule, ["2027-01-01"], "2026-12-10"));
    expect(open).toEqual({ open: true, starts: "2027-02-01" });
    const offer = asJson(packageOffer(fixturePackage(), fixtureSite, "/x/", open));
    expect(offer.availability).toBe("https://schema.org/InStock");
    expect(offer.availabilityStarts).toBe("2027-02-01");

    const full = availabilityOf(scheduleOf(rule, ["2027-01-01", "2027-02-01"], "2026-12-10"));
    const soldOut = asJson(packageOffer(fixturePackage(), fixtureSite, "/x/", full));
    expect(soldOut.availability).toBe("https://schema.org/SoldOut");
    expect(soldOut.availabilityStarts).toBe("2027-03-01");

    const service = serviceJsonLd(
      {
        name: "S",
        description: "D",
        serviceType: "T",
        path: "/x/",
        packages: [fixturePackage()],
        availability: { [fixturePackage().channel]: full },
      },
      fixtureSite,
    );
    expect(asJson(service).offers).toMatchObject([{ availability: "https://schema.org/SoldOut" }]);
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
    expect(svc?.provider).toEqual({ "@type": "Organization", name: realSite.name, url: `${realBase}/` });
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
    expect((svc?.offers as Json[]).map((o) => [o.name, o.price])).toEqual(
      listed.map((slug) => [pkg(slug).name, pkg(slug).price]),
    );
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

  it("a channel page offers the packages its entry lists, in that order, or all of its own", () => {
    const a = fixturePackage({ slug: "a", name: "A", channel: "x" });
    const b = fixturePackage({ slug: "b", name: "B", channel: "x" });
    const other = fixturePackage({ slug: "c", name: "C", channel: "y" });
    expect(channelOffers({ slug: "x", offers: ["b"] }, [a, b, other]).map((p) => p.slug)).toEqual(["b"]);
    expect(channelOffers({ slug: "x" }, [a, b, other]).map((p) => p.slug)).toEqual(["a", "b"]);
    expect(() => channelOffers({ slug: "x", offers: ["c"] }, [a, b, other])).toThrow(/"c"/);
  });

  it("a BreadcrumbList numbers the trail from 1 with absolute URLs", () => {
    expect(
      asJson(breadcrumbJsonLd(sponsorshipTrail(CRUMBS, "Newsletter", "/sponsorship/newsletter/"), fixtureSite)),
    ).toEqual({
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
      `Channel "social-media" offers no package "${foreign.slug}"`,
    );
  });

  it("a Service with no packages has an empty offer list, and no FAQ or breadcrumb unless given", () => {
    const blocks = sponsorshipPageJsonLd({ service: service("none", "/x/", []) }, realSite);
    expect(blocks).toHaveLength(1);
    expect(asJson(serviceJsonLd(service("none", "/x/", []), realSite)).offers).toEqual([]);
    expect(asJson(faqPageJsonLd([])).mainEntity).toEqual([]);
  });
});
