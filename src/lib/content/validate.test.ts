import { realFileExists, realSources, withCollection } from "../../test/content-fixture";
import { ICON_NAMES } from "../icon-names";
import { COLLECTIONS, PAGE_SECTIONS, QUOTE_PAGES, SHOWN_GROUPS, type CollectionName } from "./collections";
import { TITLE_MAX, parse, truncate, validateContent } from "./validate";

const validate = (sources = realSources(), fileExists = realFileExists) => validateContent(sources, { fileExists });

type Entry = Record<string, unknown>;

/** The entries of one real content file: each test edits one of them and derives the expected message from it. */
const entriesOf = (name: CollectionName) => JSON.parse(realSources().collections[name] ?? "[]") as Entry[];

/** Index and entry of the first entry that passes `test`. */
function find(name: CollectionName, test: (entry: Entry) => boolean = () => true): [number, Entry] {
  const index = entriesOf(name).findIndex(test);
  const entry = entriesOf(name)[index];
  if (!entry) throw new Error(`data/${name}.json has no entry this test can edit`);
  return [index, entry];
}

const slugOf = (entry: Entry) => String(entry.slug);

describe("content validation", () => {
  it("accepts the shipped content", () => {
    expect(validate()).toEqual([]);
  });

  it("names a missing logo file with file, index, slug and path", () => {
    const partners = entriesOf("partners");
    const index = partners.length > 1 ? partners.length - 2 : 0;
    const partner = partners[index] ?? {};
    const logo = String(partner.logo);
    const problems = validate(realSources(), (rel) => rel !== logo);
    expect(problems).toEqual([
      `data/partners.json[${index}] "${slugOf(partner)}": logo file static/${logo} does not exist`,
    ]);
  });

  it("refuses a logo outside the logos' folder, where the CMS saves uploads", () => {
    const [index, partner] = find("partners");
    const folder = COLLECTIONS.partners.fields.logo?.file ?? "";
    const moved = `images/${String(partner.logo).split("/").pop() ?? ""}`;
    const sources = withCollection("partners", (e) => e.map((p, i) => (i === index ? { ...p, logo: moved } : p)));
    expect(validate(sources, () => true)).toEqual([
      `data/partners.json[${index}] "${slugOf(partner)}": field "logo" must name a file in static/${folder}/ (got "${moved}")`,
    ]);
  });

  it("refuses a price or page count that is not a whole number", () => {
    const [index, product] = find("products");
    const price = Number(product.price) + 0.5;
    const sources = withCollection("products", (e) => e.map((p, i) => (i === index ? { ...p, price } : p)));
    expect(validate(sources)).toEqual([
      `data/products.json[${index}] "${slugOf(product)}": field "price" must be a whole number (got ${price})`,
    ]);
  });

  it("reports a missing required field", () => {
    const [index, partner] = find("partners");
    const sources = withCollection("partners", (e) => e.map((p, i) => (i === index ? { ...p, name: undefined } : p)));
    expect(validate(sources)).toEqual([
      `data/partners.json[${index}] "${slugOf(partner)}": missing required field "name"`,
    ]);
  });

  it("reports a wrong type, a text of spaces and an empty string", () => {
    const tutorials = entriesOf("tutorials");
    const [first, second] = tutorials;
    if (!first || !second) throw new Error("data/tutorials.json needs two entries for this test");
    const stars = String(first.fallbackStars);
    const sources = withCollection("tutorials", (e) =>
      e.map((t, i) => (i === 0 ? { ...t, fallbackStars: stars } : i === 1 ? { ...t, description: "  " } : t)),
    );
    expect(validate(sources)).toEqual([
      `data/tutorials.json[0] "${slugOf(first)}": field "fallbackStars" must be a number (got string "${stars}")`,
      `data/tutorials.json[1] "${slugOf(second)}": field "description" must be a non-empty string (got only spaces)`,
    ]);
    const empty = withCollection("tutorials", (e) => e.map((t, i) => (i === 1 ? { ...t, description: "" } : t)));
    expect(validate(empty)).toEqual([
      `data/tutorials.json[1] "${slugOf(second)}": field "description" must be a non-empty string (got an empty string)`,
    ]);
  });

  it("reports a duplicate slug at its second use", () => {
    const partners = entriesOf("partners");
    const [index, partner] = find("partners");
    const sources = withCollection("partners", (e) => [...e, { ...e[index] }]);
    const where = `data/partners.json[${partners.length}] "${slugOf(partner)}"`;
    expect(validate(sources)).toEqual([
      `${where}: duplicate slug "${slugOf(partner)}" (first used at [${index}])`,
      `${where}: field "name" repeats ${JSON.stringify(partner.name)} of [${index}] "${slugOf(partner)}"`,
    ]);
  });

  it.each([0, -2700, "2700"])("rejects a package price of %p", (price) => {
    const [index, pkg] = find("packages");
    const sources = withCollection("packages", (e) => e.map((p, i) => (i === index ? { ...p, price } : p)));
    const problems = validate(sources);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(
      new RegExp(`^data/packages\\.json\\[${index}\\] "${slugOf(pkg)}": field "price" must be a `),
    );
  });

  it("refuses a partner copied with only its slug changed: it would show twice", () => {
    const partners = entriesOf("partners");
    const [index, partner] = find("partners");
    const copy = { ...partner, slug: `${slugOf(partner)}-copy` };
    const sources = withCollection("partners", (e) => [...e, copy]);
    const where = `data/partners.json[${partners.length}] "${slugOf(copy)}"`;
    expect(validate(sources)).toEqual([
      `${where}: field "name" repeats ${JSON.stringify(partner.name)} of [${index}] "${slugOf(partner)}"`,
    ]);
  });

  it("reports a package of an unknown channel", () => {
    const [index, pkg] = find("packages");
    const channels = entriesOf("channels").map(slugOf).join(", ");
    const sources = withCollection("packages", (e) =>
      e.map((p, i) => (i === index ? { ...p, channel: "podcast" } : p)),
    );
    // Its channel's page is left without a package when it was the only one.
    const alone = !entriesOf("packages").some((p, i) => i !== index && p.channel === pkg.channel);
    expect(validate(sources)).toEqual([
      `data/packages.json[${index}] "${slugOf(pkg)}": field "channel" refers to unknown channel "podcast" (known: ${channels})`,
      ...(alone
        ? [
            `data/packages.json: no entry has "channel": "${String(pkg.channel)}", whose page shows its packages (a channel page needs one at least)`,
          ]
        : []),
    ]);
  });

  describe("entries show where their page shows them", () => {
    it.each(["figures", "points"] as const)(
      "refuses %s in a group their page does not show, or none left in one",
      (name) => {
        const entries = entriesOf(name);
        const [index, entry] = find(name);
        const { page, group } = entry as { page: string; group: string };
        const groups = (SHOWN_GROUPS[name] as Partial<Record<string, readonly string[]>>)[page] ?? [];
        const every = [...new Set(Object.values(SHOWN_GROUPS[name]).flat())];
        const emptied = (g: string) =>
          entries.some((e, i) => i !== index && e.page === page && e.group === g)
            ? []
            : [
                `data/${name}.json: no entry has "page": "${page}" and "group": "${g}", which the ${page} page shows (its section would be empty)`,
              ];
        // A group of no page: the field's closed set (the CMS's menu) names them all.
        const typo = withCollection(name, (e) => e.map((x, i) => (i === index ? { ...x, group: `${group}x` } : x)));
        expect(validate(typo)).toEqual([
          `data/${name}.json[${index}] "${slugOf(entry)}": field "group" must be one of ${every.join(", ")} (got "${group}x")`,
          ...emptied(group),
        ]);
        // Another page's group: the message names this page's.
        const other = every.find((g) => !groups.includes(g));
        if (!other) throw new Error(`every group of data/${name}.json is the ${page} page's`);
        const moved = withCollection(name, (e) => e.map((x, i) => (i === index ? { ...x, group: other } : x)));
        expect(validate(moved)).toEqual([
          `data/${name}.json[${index}] "${slugOf(entry)}": field "group" is "${other}", which the ${page} page does not show (its ${name}: ${groups.map((g) => `"${g}"`).join(", ")})`,
          ...emptied(group),
        ]);
        // Every entry of the group gone: the section would be empty.
        const gone = withCollection(name, (e) => e.filter((x) => !(x.page === page && x.group === group)));
        // (Texts that named one of its figures by token are reported too.)
        expect(validate(gone)).toContain(
          `data/${name}.json: no entry has "page": "${page}" and "group": "${group}", which the ${page} page shows (its section would be empty)`,
        );
      },
    );

    it("refuses a figure on a page that shows no figures", () => {
      const [index, entry] = find("figures");
      const pages = Object.keys(SHOWN_GROUPS.figures);
      const onHome = withCollection("figures", (e) => e.map((x, i) => (i === index ? { ...x, page: "home" } : x)));
      expect(validate(onHome)[0]).toBe(
        `data/figures.json[${index}] "${slugOf(entry)}": field "page" is "home", a page that shows no figures (they show on ${pages.map((p) => `"${p}"`).join(", ")})`,
      );
    });

    it("refuses an FAQ on a page without an FAQ section, a repeated question, and a page's FAQs all gone", () => {
      const faqs = entriesOf("faqs");
      const [index, faq] = find("faqs");
      const page = String(faq.page);
      const withFaqs = Object.entries(PAGE_SECTIONS).flatMap(([p, sections]) => ("faq" in sections ? [p] : []));
      const moved = withCollection("faqs", (e) => e.map((x, i) => (i === index ? { ...x, page: "home" } : x)));
      expect(validate(moved)[0]).toBe(
        `data/faqs.json[${index}] "${slugOf(faq)}": field "page" is "home", a page that shows no faqs (they show on ${withFaqs.map((p) => `"${p}"`).join(", ")})`,
      );
      const copy = { ...faq, slug: "a-copied-question" };
      expect(validate(withCollection("faqs", (e) => [...e, copy]))).toEqual([
        `data/faqs.json[${faqs.length}] "a-copied-question": field "question" repeats ${JSON.stringify(truncate(String(faq.question)))} of [${index}] "${slugOf(faq)}" on the same page ("${page}")`,
      ]);
      const none = withCollection("faqs", (e) => e.filter((x) => x.page !== page));
      expect(validate(none)).toEqual([
        `data/faqs.json: no entry has "page": "${page}", whose FAQ section would be empty`,
      ]);
    });

    it("refuses a quote on a page that shows none, and a package copied within its channel", () => {
      const [index, quoteEntry] = find("quotes");
      const elsewhere = withCollection("quotes", (e) => e.map((x, i) => (i === index ? { ...x, page: "home" } : x)));
      expect(validate(elsewhere)).toEqual([
        `data/quotes.json[${index}] "${slugOf(quoteEntry)}": field "page" is "home", a page that shows no quotes (they show on ${QUOTE_PAGES.map((p) => `"${p}"`).join(", ")})`,
      ]);
      const packages = entriesOf("packages");
      const [at, pkg] = find("packages");
      const copied = withCollection("packages", (e) => [...e, { ...pkg, slug: "a-copied-package" }]);
      expect(validate(copied)).toEqual([
        `data/packages.json[${packages.length}] "a-copied-package": field "name" repeats ${JSON.stringify(truncate(String(pkg.name)))} of [${at}] "${slugOf(pkg)}" on the same channel ("${String(pkg.channel)}")`,
      ]);
    });

    it("suggests the icon a near miss meant", () => {
      const [index, service] = find("services");
      const sources = withCollection("services", (e) => e.map((x, i) => (i === index ? { ...x, icon: "GitHubb" } : x)));
      expect(validate(sources)).toEqual([
        `data/services.json[${index}] "${slugOf(service)}": field "icon" names unknown icon "GitHubb" (did you mean "Github"?)`,
      ]);
    });
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
    const [index, pkg] = find("packages");
    const price = Number(pkg.price);
    const sources = withCollection("packages", (e) =>
      e.map((p, i) => (i === index ? { ...p, strikePrice: price } : p)),
    );
    expect(validate(sources)).toEqual([
      `data/packages.json[${index}] "${slugOf(pkg)}": field "strikePrice" must be higher than "price" (got ${price} <= ${price})`,
    ]);
  });

  it("reports nested fields with their path", () => {
    const [index, pkg] = find("packages");
    const sources = withCollection("packages", (e) =>
      e.map((p, i) => (i === index ? { ...p, inquiry: { ...(p.inquiry as object), subject: 5 } } : p)),
    );
    expect(validate(sources)).toEqual([
      `data/packages.json[${index}] "${slugOf(pkg)}": field "inquiry.subject" must be a non-empty string (got number 5)`,
    ]);
  });

  it("reports unknown icons, pages, fields and placeholders", () => {
    const service = entriesOf("services")[0] ?? {};
    const sources = withCollection("services", (e) =>
      e.map((s, i) => (i === 0 ? { ...s, icon: "Rocket", titel: "x" } : s)),
    );
    expect(validate(sources)).toEqual([
      `data/services.json[0] "${slugOf(service)}": field "icon" names unknown icon "Rocket" (the icons are ${ICON_NAMES.map((n) => `"${n}"`).join(", ")})`,
      `data/services.json[0] "${slugOf(service)}": unknown field "titel" (allowed: slug, icon, title, description, highlight, placeholder)`,
    ]);
    const faq = withCollection("faqs", (e) => e.map((f, i) => (i === 0 ? { ...f, page: "pricing" } : f)));
    expect(validate(faq)[0]).toMatch(
      new RegExp(
        `^data/faqs\\.json\\[0\\] "${slugOf(entriesOf("faqs")[0] ?? {})}": field "page" must be one of home, `,
      ),
    );
    const pkg = withCollection("packages", (e) =>
      e.map((p, i) => (i === 0 ? { ...p, inquiry: { ...(p.inquiry as object), subject: "Hi {prize}" } } : p)),
    );
    expect(validate(pkg)).toEqual([
      `data/packages.json[0] "${slugOf(entriesOf("packages")[0] ?? {})}": field "inquiry.subject" uses unknown placeholder {prize} (allowed: {price}, {site}, {name})`,
    ]);
  });

  it("reports entries without a slug by index, and non-object entries", () => {
    const count = entriesOf("partners").length;
    const sources = withCollection("partners", (e) => [...e, { name: "Acme", logo: "partners/acme.svg" }, "Acme"]);
    expect(validate(sources, () => true)).toEqual([
      `data/partners.json[${count + 1}]: entry must be an object (got string "Acme")`,
      `data/partners.json[${count}]: missing required field "slug"`,
    ]);
  });

  it("reports unreadable, non-array and missing files without throwing", () => {
    const sources = realSources();
    sources.collections.stats = "[{ broken";
    sources.collections.faqs = '{"slug": "x"}';
    sources.collections.rates = undefined;
    const problems = validate(sources);
    expect(problems).toHaveLength(3);
    expect(problems[0]).toBe(
      'data/stats.json: not valid JSON at line 1, column 4: a character JSON does not allow here (a name or a text without its double quotes?) ("[{ broken")',
    );
    expect(problems[1]).toBe("data/faqs.json: must be a JSON array of entries (got an object)");
    expect(problems[2]).toBe("data/rates.json: file is missing");
  });

  it("checks site settings", () => {
    const sources = realSources();
    const site = JSON.parse(sources.objects.site ?? "{}") as Record<string, unknown>;
    sources.objects.site = JSON.stringify({ ...site, email: "not-an-address", siteUrl: "http://insecure.example" });
    expect(validate(sources)).toEqual([
      'data/site.json: field "siteUrl" must be a whole https:// address with a domain and no spaces, e.g. "https://example.com/page" (got "http://insecure.example")',
      'data/site.json: field "email" must be an e-mail address (got "not-an-address")',
    ]);
    const links = { ...(site.links as Entry), microblog: "https://twitter.com/Some Name" };
    sources.objects.site = JSON.stringify({ ...site, email: "mailto:owner@example.org", links });
    expect(validate(sources)).toEqual([
      'data/site.json: field "links.microblog" must be a whole https:// address with a domain and no spaces, e.g. "https://example.com/page" (got "https://twitter.com/Some Name")',
      'data/site.json: field "email" must be an e-mail address, written without "mailto:" (got "mailto:owner@example.org")',
    ]);
    for (const email of ["owner@example..org", "owner@.example.org", "owner@example.org."]) {
      sources.objects.site = JSON.stringify({ ...site, email });
      expect(validate(sources)).toEqual([`data/site.json: field "email" must be an e-mail address (got "${email}")`]);
    }
  });

  it("refuses a stat's figure written out in copy, naming the tokens that follow the stat", () => {
    // A headline figure ("500K+"), and every stat that has it: the message offers each one's token.
    const stat = entriesOf("stats").find((s) => /^\d+K\+$/.test(String(s.value)));
    if (!stat) throw new Error("data/stats.json has no figure in thousands this test can write out");
    const value = String(stat.value);
    const same = entriesOf("stats").filter((s) => s.value === value);
    const long = `${String(Number(value.slice(0, -2)) * 1000).replace(/\B(?=(\d{3})+(?!\d))/g, ",")}+`;
    const [index, faq] = find("faqs");
    const answer = `Reach ${value} developers, ${long} of them weekly (not 1${value} nor ${value}s).`;
    const sources = withCollection("faqs", (e) => e.map((f, i) => (i === index ? { ...f, answer } : f)));
    const tokens = (suffix: string) => same.map((s) => `{stat:${slugOf(s)}${suffix}}`).join(" or ");
    expect(validate(sources)).toEqual([
      `data/faqs.json[${index}] "${slugOf(faq)}": field "answer" writes "${value}", a figure of data/stats.json: write ${tokens("")} instead, so that it changes with the stat`,
      `data/faqs.json[${index}] "${slugOf(faq)}": field "answer" writes "${long}", a figure of data/stats.json: write ${tokens(":long")} instead, so that it changes with the stat`,
    ]);
  });

  it("offers one token for a figure that reads the same spelt out", () => {
    const [statIndex, stat] = find("stats");
    const [index, faq] = find("faqs");
    const sources = withCollection("stats", (e) => e.map((s, i) => (i === statIndex ? { ...s, value: "97+" } : s)));
    const faqs = JSON.parse(sources.collections.faqs ?? "[]") as Entry[];
    sources.collections.faqs = JSON.stringify(faqs.map((f, i) => (i === index ? { ...f, answer: "Read by 97+." } : f)));
    expect(validate(sources)).toEqual([
      `data/faqs.json[${index}] "${slugOf(faq)}": field "answer" writes "97+", a figure of data/stats.json: write {stat:${slugOf(stat)}} instead, so that it changes with the stat`,
    ]);
  });

  it("refuses a stat that is not a figure", () => {
    const [index, stat] = find("stats");
    const sources = withCollection("stats", (e) => e.map((s, i) => (i === index ? { ...s, value: "TBD" } : s)));
    expect(validate(sources)).toEqual([
      `data/stats.json[${index}] "${slugOf(stat)}": field "value" must be a figure: a number, with K or M for thousands or millions and + for "or more" (got "TBD")`,
    ]);
  });

  it("refuses an unknown placeholder in an e-mail's intro, as in its subject", () => {
    const [index, pkg] = find("packages");
    const inquiry = { ...(pkg.inquiry as Entry), intro: "Interested ({prise})." };
    const sources = withCollection("packages", (e) => e.map((p, i) => (i === index ? { ...p, inquiry } : p)));
    expect(validate(sources)).toEqual([
      `data/packages.json[${index}] "${slugOf(pkg)}": field "inquiry.intro" uses unknown placeholder {prise} (allowed: {price}, {site}, {name})`,
    ]);
  });

  it("says an optional field left empty can be deleted", () => {
    const [index, pkg] = find("packages");
    const sources = withCollection("packages", (e) => e.map((p, i) => (i === index ? { ...p, badge: "" } : p)));
    expect(validate(sources)).toEqual([
      `data/packages.json[${index}] "${slugOf(pkg)}": field "badge" is empty: write its text, or delete the field (it is optional) to leave it out`,
    ]);
  });

  it("lets a figure be a stat's by its token, but not another figure's", () => {
    const [index, figure] = find("figures", (f) => f.share === undefined);
    const [, other] = find("figures", (f) => f.slug !== figure.slug);
    const sources = withCollection("figures", (e) =>
      e.map((f, i) => (i === index ? { ...f, value: `{figure:${slugOf(other)}}` } : f)),
    );
    expect(validate(sources)).toEqual([
      `data/figures.json[${index}] "${slugOf(figure)}": field "value" names another figure: write its value, or a stat's {stat:<slug>}`,
    ]);
  });

  it.each([
    ["a brace left over", "Talk to {site}} today", "}", "Talk to {site}} today"],
    ["a token not closed", "Only {price today", "{", "Only {price today"],
    ["a token misspelt", "From { site } on", "{", "From { site } on"],
  ])("refuses %s in copy, quoting the text around it", (_, answer, brace, near) => {
    const [index, faq] = find("faqs");
    const sources = withCollection("faqs", (e) => e.map((f, i) => (i === index ? { ...f, answer } : f)));
    expect(validate(sources)).toEqual([
      `data/faqs.json[${index}] "${slugOf(faq)}": field "answer" has a "${brace}" outside a token, near ${JSON.stringify(near)} (tokens are written {site} or {stat:slug})`,
    ]);
  });

  it("refuses a page title longer than search results show, counted as the page writes it", () => {
    const [index, page] = find("pages", (p) => typeof p.title === "string");
    const name = "A Rather Long Site Name";
    // As long as allowed as written; the site's name, longer than its token, takes it over.
    const title = `${"T".repeat(TITLE_MAX - " | {site}".length)} | {site}`;
    const shown = title.replace("{site}", name);
    // The other pages' titles are their site's name alone, which fits.
    const titled = (t: string) => (e: Entry[]) =>
      e.map((p, i) => (i === index ? { ...p, title: t } : p.title === undefined ? p : { ...p, title: "{site}" }));
    const sources = withCollection("pages", titled(title));
    const site = JSON.parse(sources.objects.site ?? "{}") as Record<string, unknown>;
    sources.objects.site = JSON.stringify({ ...site, name });
    expect(validate(sources)).toEqual([
      `data/pages.json[${index}] "${slugOf(page)}": field "title" is ${shown.length} characters long once its tokens are filled in ("${shown}"): search results cut a title after about ${TITLE_MAX}, so shorten it to ${TITLE_MAX} or fewer`,
    ]);
    // Exactly TITLE_MAX is fine.
    const fits = `${"T".repeat(TITLE_MAX - ` | ${name}`.length)} | {site}`;
    const fitting = withCollection("pages", titled(fits));
    fitting.objects.site = sources.objects.site;
    expect(validate(fitting)).toEqual([]);
    // The site's own title, which a page without one writes.
    const long = "S".repeat(TITLE_MAX + 1);
    const own = realSources();
    own.objects.site = JSON.stringify({ ...site, title: long });
    expect(validate(own)).toEqual([
      `data/site.json: field "title" is ${TITLE_MAX + 1} characters long ("${long}"): search results cut a title after about ${TITLE_MAX}, so shorten it to ${TITLE_MAX} or fewer`,
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

  it("checks each webmail compose template's placeholders, naming file, entry and field", () => {
    const sources = realSources();
    const ui = JSON.parse(sources.objects.ui ?? "{}") as { mail: { webmail: Entry[] } };
    const services = ui.mail.webmail;
    expect(services.length).toBeGreaterThan(0);
    const at = (i: number) => `data/ui.json: field "mail.webmail[${i}].compose"`;
    const templates = [
      "https://mail.example.org/c?to={to}&su={subject}&body={bdy}",
      "https://mail.example.org/c?to={to}&su={subject}",
      "https://mail.example.org/c?to={to}&su={subject}&body={body}&again={to}",
      "http://mail.example.org/c?to={to}&su={subject}&body={body}",
      "https://mail.example.org/c?to={to}&su={subject}&body={body}",
    ];
    ui.mail.webmail = templates.map((compose, i) => ({ ...services[0], name: `Fixture ${i}`, compose }));
    sources.objects.ui = JSON.stringify(ui);
    const allowed = "{to}, {subject}, {body}";
    expect(validate(sources)).toEqual([
      `${at(0)} uses unknown placeholder {bdy} (allowed: ${allowed})`,
      `${at(0)} lacks the placeholder {body} (it needs ${allowed}, each once)`,
      `${at(1)} lacks the placeholder {body} (it needs ${allowed}, each once)`,
      `${at(2)} uses the placeholder {to} 2 times (each of ${allowed} once)`,
      `${at(3)} must be an https:// URL once its placeholders are filled in (got "http://mail.example.org/c?to={to}&su=...")`,
    ]);
  });

  it("accepts a list of webmail services with one dropped or one added", () => {
    const sources = realSources();
    const ui = JSON.parse(sources.objects.ui ?? "{}") as { mail: { webmail: Entry[] } };
    const added = {
      name: "Fixture Mail",
      compose: "https://mail.example.org/c?b={body}&s={subject}&t={to}",
      maxLength: 900,
    };
    for (const webmail of [ui.mail.webmail.slice(1), [...ui.mail.webmail, added]]) {
      sources.objects.ui = JSON.stringify({ ...ui, mail: { ...ui.mail, webmail } });
      expect(validate(sources)).toEqual([]);
    }
    sources.objects.ui = JSON.stringify({ ...ui, mail: { ...ui.mail, webmail: [] } });
    expect(validate(sources)).toEqual(['data/ui.json: field "mail.webmail" must not be an empty list']);
  });
});

describe("a content file an editor broke by hand", () => {
  const problemsOf = (text: string) => {
    const problems: string[] = [];
    parse("data/packages.json", text, problems);
    return problems;
  };

  it("is named with the line and column of its syntax error and what is wrong there", () => {
    expect(problemsOf('[\n  { "slug": "a" },\n]\n')).toEqual([
      'data/packages.json: not valid JSON at line 3, column 1: a value was expected (a comma after the last item?) ("]")',
    ]);
    expect(problemsOf('[\n  { "slug": "a"\n    "price": 2 }\n]')).toEqual([
      'data/packages.json: not valid JSON at line 3, column 5: a comma is missing before this ("\\"price\\": 2 }")',
    ]);
    expect(problemsOf('[\n  { "slug": "a", }\n]')).toEqual([
      `data/packages.json: not valid JSON at line 2, column 18: a field's name in double quotes was expected (a comma after the last field?) ("{ \\"slug\\": \\"a\\", }")`,
    ]);
    expect(problemsOf('\uFEFF[{ "slug": "a" }]')).toEqual([
      "data/packages.json: not valid JSON at its start: an invisible byte-order mark; save the file as UTF-8 without one",
    ]);
  });

  it("names a field written twice in one entry, which JSON would silently drop", () => {
    const text =
      '[\n  { "slug": "a", "price": 1 },\n  { "slug": "b", "price": 1,\n    "price": 2,\n    "inquiry": { "subject": "x", "subject": "y" } }\n]';
    expect(problemsOf(text)).toEqual([
      'data/packages.json[1] "b": field "price" is written twice (line 4): delete one, as only the last would count',
      'data/packages.json[1] "b": field "inquiry.subject" is written twice (line 5): delete one, as only the last would count',
    ]);
  });
});
