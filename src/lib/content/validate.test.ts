import { realFileExists, realSources, withCollection } from "../../test/content-fixture";
import { COLLECTIONS } from "./collections";
import { validateContent } from "./validate";

const validate = (sources = realSources(), fileExists = realFileExists) => validateContent(sources, { fileExists });

describe("content validation", () => {
  it("accepts the shipped content", () => {
    expect(validate()).toEqual([]);
  });

  it("names a missing logo file with file, index, slug and path", () => {
    const problems = validate(realSources(), (rel) => rel !== "partners/mem0.svg");
    expect(problems).toEqual(['data/partners.json[7] "mem0": logo file static/partners/mem0.svg does not exist']);
  });

  it("reports a missing required field", () => {
    const sources = withCollection("partners", (e) => e.map((p, i) => (i === 3 ? { ...p, name: undefined } : p)));
    expect(validate(sources)).toEqual(['data/partners.json[3] "bright-data": missing required field "name"']);
  });

  it("reports a wrong type and an empty string", () => {
    const sources = withCollection("tutorials", (e) =>
      e.map((t, i) => (i === 0 ? { ...t, fallbackStars: "9124" } : i === 1 ? { ...t, description: "  " } : t)),
    );
    expect(validate(sources)).toEqual([
      'data/tutorials.json[0] "agents-towards-production": field "fallbackStars" must be a number (got string "9124")',
      'data/tutorials.json[1] "prompt-engineering": field "description" must be a non-empty string (got an empty string)',
    ]);
  });

  it("reports a duplicate slug at its second use", () => {
    const sources = withCollection("partners", (e) => [...e, { ...e[1] }]);
    expect(validate(sources)).toEqual(['data/partners.json[12] "redis": duplicate slug "redis" (first used at [1])']);
  });

  it.each([0, -2700, "2700"])("rejects a package price of %p", (price) => {
    const sources = withCollection("packages", (e) => e.map((p, i) => (i === 0 ? { ...p, price } : p)));
    const problems = validate(sources);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^data\/packages\.json\[0\] "github-tutorials": field "price" must be a /);
  });

  it("reports a package of an unknown channel", () => {
    const sources = withCollection("packages", (e) => e.map((p, i) => (i === 2 ? { ...p, channel: "podcast" } : p)));
    expect(validate(sources)).toEqual([
      'data/packages.json[2] "newsletter-blog-post": field "channel" refers to unknown channel "podcast" (known: github, logo-only, newsletter, social-media)',
    ]);
  });

  describe("a channel's offers", () => {
    type Entry = Record<string, unknown>;
    const entries = (name: "channels" | "packages") => JSON.parse(realSources().collections[name] ?? "[]") as Entry[];
    const channels = entries("channels");
    const packages = entries("packages");
    // A channel that lists its offers, and a package of another channel.
    const index = channels.findIndex((c) => Array.isArray(c.offers));
    const channel = channels[index] ?? {};
    const foreign = packages.find((p) => p.channel !== channel.slug) ?? {};
    const withOffers = (offers: unknown) =>
      withCollection("channels", (e) => e.map((c, i) => (i === index ? { ...c, offers } : c)));
    const where = `data/channels.json[${index}] "${String(channel.slug)}"`;

    it("are declared as references to packages, optional, and shipped for at least one channel", () => {
      expect(COLLECTIONS.channels.fields.offers).toMatchObject({
        type: "string[]",
        optional: true,
        ref: "packages",
        refOwner: "channel",
      });
      expect(index).toBeGreaterThanOrEqual(0);
      expect(validate(withOffers(undefined))).toEqual([]);
    });

    it("refuse a slug that is no package, naming file, entry, field and item", () => {
      expect(validate(withOffers(["no-such-package"]))).toEqual([
        `${where}: field "offers[0]" refers to unknown package "no-such-package" (known: ${packages.map((p) => String(p.slug)).join(", ")})`,
      ]);
    });

    it("refuse a package of another channel", () => {
      const own = (channel.offers as string[])[0];
      expect(validate(withOffers([own, foreign.slug]))).toEqual([
        `${where}: field "offers[1]" refers to package "${String(foreign.slug)}" of channel "${String(foreign.channel)}", not of "${String(channel.slug)}"`,
      ]);
    });

    it("refuse an empty list and a value that is not a list of strings", () => {
      expect(validate(withOffers([]))).toEqual([`${where}: field "offers" must not be an empty list`]);
      expect(validate(withOffers("sponsored-post"))).toEqual([
        `${where}: field "offers" must be a list of strings (got string "sponsored-post")`,
      ]);
    });

    it("follow the package: moving a listed package to another channel is reported on the channel", () => {
      const listed = (channel.offers as string[])[0];
      const other = channels.find((c) => c.slug !== channel.slug)?.slug;
      const sources = withCollection("packages", (e) =>
        e.map((p) => (p.slug === listed ? { ...p, channel: other } : p)),
      );
      expect(validate(sources)).toEqual([
        `${where}: field "offers[0]" refers to package "${listed}" of channel "${String(other)}", not of "${String(channel.slug)}"`,
      ]);
    });

    it("no longer accept a package's own offer flag", () => {
      const sources = withCollection("packages", (e) => e.map((p, i) => (i === 0 ? { ...p, offer: false } : p)));
      expect(validate(sources)).toEqual([
        expect.stringMatching(/^data\/packages\.json\[0\] "[a-z0-9-]+": unknown field "offer" \(allowed: /),
      ]);
    });
  });

  it("reports a struck price that is not above the price", () => {
    const sources = withCollection("packages", (e) => e.map((p, i) => (i === 6 ? { ...p, strikePrice: 1000 } : p)));
    expect(validate(sources)).toEqual([
      'data/packages.json[6] "sponsored-post-bundle": field "strikePrice" must be higher than "price" (got 1000 <= 1500)',
    ]);
  });

  it("reports nested fields with their path", () => {
    const sources = withCollection("packages", (e) =>
      e.map((p, i) => (i === 3 ? { ...p, inquiry: { ...(p.inquiry as object), subject: 5 } } : p)),
    );
    expect(validate(sources)).toEqual([
      'data/packages.json[3] "newsletter-combo": field "inquiry.subject" must be a non-empty string (got number 5)',
    ]);
  });

  it("reports unknown icons, pages, fields and placeholders", () => {
    const sources = withCollection("services", (e) =>
      e.map((s, i) => (i === 0 ? { ...s, icon: "Rocket", titel: "x" } : s)),
    );
    expect(validate(sources)).toEqual([
      'data/services.json[0] "problem-solving": field "icon" names unknown icon "Rocket" (known icons are listed in src/lib/icon-names.ts)',
      'data/services.json[0] "problem-solving": unknown field "titel" (allowed: slug, icon, title, description, highlight, placeholder)',
    ]);
    const faq = withCollection("faqs", (e) => e.map((f, i) => (i === 0 ? { ...f, page: "pricing" } : f)));
    expect(validate(faq)[0]).toMatch(/^data\/faqs\.json\[0\] "which-channel": field "page" must be one of home, /);
    const pkg = withCollection("packages", (e) =>
      e.map((p, i) => (i === 0 ? { ...p, inquiry: { ...(p.inquiry as object), subject: "Hi {prize}" } } : p)),
    );
    expect(validate(pkg)).toEqual([
      'data/packages.json[0] "github-tutorials": field "inquiry.subject" uses unknown placeholder {prize} (allowed: {price}, {site})',
    ]);
  });

  it("reports entries without a slug by index, and non-object entries", () => {
    const sources = withCollection("partners", (e) => [...e, { name: "Acme", logo: "partners/redis.svg" }, "Acme"]);
    expect(validate(sources)).toEqual([
      'data/partners.json[13]: entry must be an object (got string "Acme")',
      'data/partners.json[12]: missing required field "slug"',
    ]);
  });

  it("reports unreadable, non-array and missing files without throwing", () => {
    const sources = realSources();
    sources.collections.stats = "[{ broken";
    sources.collections.faqs = '{"slug": "x"}';
    sources.collections.rates = undefined;
    const problems = validate(sources);
    expect(problems).toHaveLength(3);
    expect(problems[0]).toMatch(/^data\/stats\.json: not valid JSON \(/);
    expect(problems[1]).toBe("data/faqs.json: must be a JSON array of entries (got an object)");
    expect(problems[2]).toBe("data/rates.json: file is missing");
  });

  it("checks site settings", () => {
    const sources = realSources();
    const site = JSON.parse(sources.objects.site ?? "{}") as Record<string, unknown>;
    sources.objects.site = JSON.stringify({ ...site, email: "not-an-address", siteUrl: "http://insecure.example" });
    expect(validate(sources)).toEqual([
      'data/site.json: field "siteUrl" must be an https:// URL (got "http://insecure.example")',
      'data/site.json: field "email" must be an e-mail address (got "not-an-address")',
    ]);
  });

  it("accepts a placeholder list on any entry and on site.json, naming fields the entry has", () => {
    const sources = withCollection("rates", (e) => e.map((r, i) => (i === 0 ? { ...r, placeholder: ["rate"] } : r)));
    const site = JSON.parse(sources.objects.site ?? "{}") as Record<string, unknown>;
    sources.objects.site = JSON.stringify({ ...site, placeholder: ["email", "founder"] });
    expect(validate(sources)).toEqual([]);
  });

  it("reports a placeholder list naming an unknown field, an absent field, itself or a non-string", () => {
    const sources = withCollection("partners", (e) =>
      e.map((p, i) => (i === 0 ? { ...p, placeholder: ["logoo", "url", "placeholder", 3] } : p)),
    );
    const slug = (JSON.parse(sources.collections.partners ?? "[]") as { slug: string }[])[0]?.slug ?? "";
    const where = `data/partners.json[0] "${slug}"`;
    expect(validate(sources)).toEqual([
      `${where}: field "placeholder" item 3 must be a non-empty string (got number 3)`,
      `${where}: field "placeholder[0]" names "logoo", which is not a field of this entry (fields: slug, name, logo, url)`,
      `${where}: field "placeholder[1]" names "url", which this entry does not have`,
      `${where}: field "placeholder[2]" names "placeholder", which is not a field of this entry (fields: slug, name, logo, url)`,
    ]);
    const site = realSources();
    site.objects.site = JSON.stringify({ ...(JSON.parse(site.objects.site ?? "{}") as object), placeholder: "email" });
    expect(validate(site)).toEqual([
      'data/site.json: field "placeholder" must be a list of strings (got string "email")',
    ]);
  });
});
