import { textVocabulary } from "../../src/lib/content/text";
import { ogPage, siteFacts } from "./content";

const vocab = textVocabulary({
  site: { name: "Acme Learning", founder: "Ada Lovelace" },
  stats: [{ slug: "readers", value: "9K+" }],
  figures: [],
  packages: [],
  ui: {},
});

describe("ogPage", () => {
  it("gives the share image the page's words with their text tokens filled in", () => {
    const entry = {
      slug: "home",
      label: "{site} home",
      share: { figure: "{stat:readers}", caption: "readers of {founder}'s guides" },
      sections: [{ slug: "hero", title: "Learn with {firstName}" }, { slug: "faq" }],
    };
    expect(ogPage(entry, vocab)).toEqual({
      slug: "home",
      label: "Acme Learning home",
      share: { figure: "9K+", caption: "readers of Ada Lovelace's guides" },
      sections: [{ slug: "hero", title: "Learn with Ada" }, { slug: "faq" }],
    });
  });

  it("leaves the share out of a page that has none", () => {
    expect(ogPage({ slug: "not-found", label: "Not found", sections: [] }, vocab).share).toBeUndefined();
  });

  it("refuses an entry without a field the content model requires", () => {
    expect(() => ogPage({ slug: "home", sections: [] }, vocab)).toThrow('"label"');
  });
});

describe("siteFacts", () => {
  it("reads the site's name, tagline, description (its tokens filled) and address from site.json", () => {
    const site = {
      name: "Acme",
      tagline: "Learn",
      description: "All of {site}: {stat:tutorials} lessons",
      siteUrl: "https://acme.test",
      email: "a@b",
    };
    const acme = textVocabulary({
      site,
      stats: [{ slug: "tutorials", value: "90+" }],
      figures: [],
      packages: [],
      ui: {},
    });
    const facts = siteFacts({ objects: { site, ui: {} } }, acme);
    expect(facts).toEqual({
      name: "Acme",
      tagline: "Learn",
      description: "All of Acme: 90+ lessons",
      siteUrl: "https://acme.test",
    });
  });
});
