import path from "node:path";
import { render, screen } from "@testing-library/react";
import { COLLECTIONS, COLLECTION_NAMES, OBJECT_FILE_NAMES } from "../../lib/content/collections";
import { fillTokens } from "../../lib/content/fill-tokens";
import { readContentSources } from "../../lib/content/load";
import { priceWordsOf, textVocabulary } from "../../lib/content/text";
import { textResolvers } from "../../lib/content/text-resolvers";
import { CONTENT_TYPES } from "../../lib/content/type-defs";
import type { JsonObject } from "../../lib/content/validate";
import { NO_PREVIEW } from "../../lib/cms/no-preview";
import { formatPrice, formatUsd } from "../../lib/format";
import { PAGE_SLUGS } from "../../lib/routes";
import { checkAndFill, contentOf, withEdit, type Content } from "./content";
import { PreviewContext } from "./context";
import { pageData } from "./page-data";
import { PageView, VIEWS } from "./views";

// The preview's stand-ins for the site's static queries (src/lib/cms/build-admin.ts swaps them in the same way).
jest.mock("../../hooks/use-ui", () => jest.requireActual("./shims/hooks/use-ui"));
jest.mock("../../hooks/use-site-metadata", () => jest.requireActual("./shims/hooks/use-site-metadata"));
jest.mock("../../hooks/use-partners", () => jest.requireActual("./shims/hooks/use-partners"));
jest.mock("../../hooks/use-tutorials", () => jest.requireActual("./shims/hooks/use-tutorials"));
jest.mock("../../hooks/use-founder-photo", () => jest.requireActual("./shims/hooks/use-founder-photo"));
jest.mock("../../hooks/use-star-counts", () => jest.requireActual("./shims/use-star-counts"));
jest.mock("../../components/ui/raster-image", () => jest.requireActual("./shims/raster-image"));

/** data/ as the editor's snapshot holds it. */
const saved: Content = contentOf(readContentSources(path.join(__dirname, "..", "..", "..", "data")));
const first = <T,>(list: readonly T[], what: string): T => {
  const [item] = list;
  if (item === undefined) throw new Error(`data/ has no ${what}`);
  return item;
};

/** data/packages.json with one package's price changed, as the form would hold it. */
function withPrice(slug: string, price: number): Content {
  const value = saved.collections.packages.map((p) => (p.slug === slug ? { ...p, price } : p));
  return withEdit(saved, { kind: "collection", name: "packages", value });
}

/** data/pages.json with one section field of one page replaced (undefined: removed). */
function withSection(page: string, section: string, field: string, text: string | undefined): Content {
  const value = saved.collections.pages.map((p) =>
    p.slug !== page
      ? p
      : {
          ...p,
          sections: (p.sections as JsonObject[]).map((s) => (s.slug === section ? { ...s, [field]: text } : s)),
        },
  );
  return withEdit(saved, { kind: "collection", name: "pages", value });
}

function renderPage(content: Content, page: (typeof PAGE_SLUGS)[number]) {
  return render(
    <PreviewContext.Provider value={{ content, imageUrl: (p) => `/${p}` }}>
      <PageView page={page} />
    </PreviewContext.Provider>,
  );
}

describe("the preview's content", () => {
  it("fills text tokens field by field exactly as the build's GraphQL resolvers do", () => {
    const vocab = textVocabulary({ ...saved.collections, site: saved.objects.site, ui: saved.objects.ui });
    const resolvers = textResolvers(() => vocab);
    const files: [string, readonly JsonObject[]][] = [
      ...COLLECTION_NAMES.map((n): [string, readonly JsonObject[]] => [COLLECTIONS[n].typeName, saved.collections[n]]),
      ["UiJson", [saved.objects.ui]],
      ["SiteSiteMetadata", [saved.objects.site]],
    ];
    let compared = 0;
    for (const [typeName, fields] of CONTENT_TYPES) {
      const entries = files.find(([t]) => t === typeName)?.[1] ?? [];
      for (const entry of entries) {
        const filled = fillTokens(entry, fields, vocab) as JsonObject;
        for (const [field, { resolve }] of Object.entries(resolvers[typeName] ?? {})) {
          expect({ typeName, field, value: filled[field] }).toEqual({ typeName, field, value: resolve(entry) });
          compared += 1;
        }
      }
    }
    expect(compared).toBeGreaterThan(20);
  });

  it("takes the form's values for the open file and the snapshot for the others; tokens follow the form", () => {
    const pkg = first(saved.collections.packages, "package");
    const price = Number(pkg.price) + 100;
    const cadence = pkg.cadence === "month" ? "month" : "one-time";
    const edited = withEdit(withPrice(String(pkg.slug), price), {
      kind: "collection",
      name: "pages",
      value: saved.collections.pages.map((p) =>
        p.slug === "home"
          ? { ...p, sections: (p.sections as JsonObject[]).map((s) => ({ ...s, lead: `From {price:${pkg.slug}}` })) }
          : p,
      ),
    });
    const { problems, filled } = checkAndFill(edited);
    expect(problems).toEqual([]);
    // Another file comes from the snapshot, its tokens filled as those of the saved content.
    expect(filled.collections.faqs).toEqual(checkAndFill(saved).filled.collections.faqs);
    const home = filled.collections.pages.find((p) => p.slug === "home");
    expect((home?.sections as JsonObject[])[0]?.lead).toBe(
      `From ${formatPrice(price, cadence, priceWordsOf(saved.objects.ui))}`,
    );
  });

  it("writes the form's values as the editor saves them: blank optional fields left out", () => {
    const pkg = first(saved.collections.packages, "package");
    const edited = withEdit(saved, {
      kind: "collection",
      name: "packages",
      value: [{ ...pkg, badge: "", setupFee: { name: "", price: null } }],
    });
    expect(edited.collections.packages[0]).not.toHaveProperty("badge");
    expect(edited.collections.packages[0]).not.toHaveProperty("setupFee");
  });

  it("names what the build would refuse: a token naming nothing, a required section field removed", () => {
    expect(checkAndFill(withSection("home", "hero", "lead", "{stat:no-such-stat}")).problems).toEqual([
      expect.stringMatching(
        /^data\/pages\.json\[\d+\] "home": field "sections\[\d+\]\.lead" token \{stat:no-such-stat\} names no entry of data\/stats\.json "no-such-stat"$/,
      ),
    ]);
    expect(checkAndFill(withSection("github", "geography", "title", undefined)).problems).toEqual([
      expect.stringMatching(/^data\/pages\.json\[\d+\] "github": missing required field "sections\[\d+\]\.title"/),
    ]);
  });
});

describe("pageData: each page query's result, from the content", () => {
  it("places and orders the stats as the home and sponsorship queries do", () => {
    for (const placement of ["home", "sponsorship"] as const) {
      const data = pageData(saved, placement);
      const nodes = ((placement === "home" ? data.allStatsJson : data.stats) as { nodes: JsonObject[] }).nodes;
      const expected = saved.collections.stats
        .filter((s) => (s.placements as string[]).includes(placement))
        .map((s, i) => ({ s, i, at: (s.order as Record<string, number> | undefined)?.[placement] ?? Infinity }))
        .sort((a, b) => a.at - b.at || a.i - b.i)
        .map(({ s }) => s.slug);
      expect(nodes.map((s) => s.slug)).toEqual(expected);
    }
  });

  it("gives a channel page its channel, packages, figures, points and inquiry", () => {
    const data = pageData(saved, "newsletter");
    expect((data.channel as JsonObject).slug).toBe("newsletter");
    for (const [key, field, list] of [
      ["packages", "channel", saved.collections.packages],
      ["figures", "page", saved.collections.figures],
      ["points", "page", saved.collections.points],
    ] as const) {
      expect((data[key] as { nodes: JsonObject[] }).nodes).toEqual(list.filter((e) => e[field] === "newsletter"));
    }
    expect((data.contact as JsonObject).channel).toBe("newsletter");
  });

  it.each(PAGE_SLUGS)("the %s page's own template draws it, heading and all", (page) => {
    renderPage(checkAndFill(saved).filled, page);
    expect(screen.getByRole("heading", { level: 1 })).toBeInTheDocument();
  });

  it("a package's price changed in the form shows on its channel page, formatted as the card formats it", () => {
    const pkg = saved.collections.packages.find((p) => p.channel === "newsletter");
    if (!pkg) throw new Error("data/packages.json has no newsletter package");
    const price = Number(pkg.price) + 100;
    renderPage(checkAndFill(withPrice(String(pkg.slug), price)).filled, "newsletter");
    expect(screen.getAllByText(formatUsd(price)).length).toBeGreaterThan(0);
  });
});

describe("VIEWS", () => {
  it("preview every data file but those NO_PREVIEW names, each on a page or part the file's content shows on", () => {
    const all = [...COLLECTION_NAMES, ...OBJECT_FILE_NAMES];
    expect(Object.keys(VIEWS).sort()).toEqual(all.filter((n) => !(n in NO_PREVIEW)).sort());
    const { filled } = checkAndFill(saved);
    for (const views of Object.values(VIEWS)) expect(views(filled, undefined).views.length).toBeGreaterThan(0);
  });

  it("open on the page of the entry changed last", () => {
    const { filled } = checkAndFill(saved);
    const faq = filled.collections.faqs.find((f) => f.page !== "sponsorship") ?? first(filled.collections.faqs, "FAQ");
    const { views, open } = VIEWS.faqs(filled, faq);
    const label = filled.collections.pages.find((p) => p.slug === faq.page)?.label;
    expect(views[open]?.label).toBe(`${String(label)} page`);
  });
});
