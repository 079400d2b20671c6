import { screen, within } from "@testing-library/react";
import type { PageProps } from "gatsby";
import { Helmet } from "react-helmet";
import advisory from "../../data/advisory.json";
import partners from "../../data/partners.json";
import points from "../../data/points.json";
import products from "../../data/products.json";
import services from "../../data/services.json";
import stats from "../../data/stats.json";
import { formatUsd } from "../lib/format";
import { spellOutFigure } from "../lib/figures";
import { renderWithTheme, testSite } from "../test/render";
import HomeTemplate from "./home";

jest.mock("../hooks/use-site-metadata");
jest.mock("../hooks/use-tutorials");
jest.mock("../hooks/use-partners");

/** What the page query returns, from the real data files. */
const data = {
  allStatsJson: {
    nodes: stats.filter((s) => s.placements.includes("home")).sort((a, b) => (a.order.home ?? 0) - (b.order.home ?? 0)),
  },
  productsJson: products.find((p) => p.slug === "prompt-engineering-guide") ?? null,
  allPointsJson: { nodes: points.filter((p) => p.page === "home" && p.group === "partner-benefits") },
  allServicesJson: { nodes: services },
  allAdvisoryJson: { nodes: advisory },
} as unknown as Queries.HomePageQuery;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The home figure of stats.json with this slug. */
function stat(slug: string): string {
  const found = stats.find((s) => s.slug === slug && s.placements.includes("home"));
  if (!found) throw new Error(`data/stats.json has no home stat ${slug}`);
  return found.value;
}

const guideData = data.productsJson;
if (!guideData) throw new Error("data/products.json has no prompt-engineering-guide");
const guideProduct = guideData;

function renderHome() {
  const props = { path: "/", data } as unknown as PageProps<Queries.HomePageQuery>;
  return renderWithTheme(<HomeTemplate {...props} />);
}

const section = (id: string) => {
  const el = document.getElementById(id);
  if (!el) throw new Error(`no #${id}`);
  return el;
};

describe("Home page", () => {
  it("has the sections in the spec's order and exactly one h1", () => {
    const { container } = renderHome();
    const ids = [...container.querySelectorAll("main section")].map((s) => s.id || s.getAttribute("aria-labelledby"));
    expect(ids).toEqual([
      "hero-title",
      "stats-title",
      "tutorials",
      "guide",
      "partners",
      "newsletter",
      "services",
      "advisory",
      "founder",
      "contact",
    ]);
    expect(container.querySelectorAll("h1")).toHaveLength(1);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("A World Leader in GenAI Education");
    for (const s of container.querySelectorAll("main section")) {
      const label = s.getAttribute("aria-labelledby");
      expect(label && document.getElementById(label)).toBeTruthy();
    }
  });

  it("hero: Browse Tutorials opens the code host in a new tab, Partner with Me links to #partners", () => {
    renderHome();
    const hero = section("hero-title").closest("section") as HTMLElement;
    expect(hero).toHaveTextContent(`${stat("tutorials")} free, open-source tutorials`);
    expect(hero).toHaveTextContent(`${spellOutFigure(stat("github-views"))} developers every month`);
    const browse = within(hero).getByRole("link", { name: "Browse Tutorials" });
    expect(browse).toHaveAttribute("href", testSite.links.codeHost);
    expect(browse).toHaveAttribute("target", "_blank");
    expect(within(hero).getByRole("link", { name: "Partner with Me" })).toHaveAttribute("href", "#partners");
  });

  it("stats strip: every home figure with icon, number and label, in its home order", () => {
    renderHome();
    const strip = section("stats-title").closest("section") as HTMLElement;
    const items = within(strip).getAllByRole("listitem");
    const home = data.allStatsJson.nodes;
    expect(items).toHaveLength(home.length);
    for (const [i, item] of items.entries()) {
      expect(item).toHaveTextContent(home[i]?.value ?? "?");
      expect(item).toHaveTextContent(home[i]?.label ?? "?");
      expect(item.querySelector("svg")).not.toBeNull();
    }
    // The figures placed only on the sponsorship pages stay there.
    const homeValues = new Set(home.map((s) => s.value));
    for (const other of stats.filter((s) => !s.placements.includes("home") && !homeValues.has(s.value)))
      expect(strip).not.toHaveTextContent(other.value);
  });

  it("guide: struck and current price, pages, techniques, features, the offer, the guarantee and the seller link", () => {
    renderHome();
    const guide = section("guide");
    const struck = guide.querySelector("s, del");
    if (guideProduct.strikePrice == null) expect(struck).toBeNull();
    else expect(struck).toHaveTextContent(formatUsd(guideProduct.strikePrice));
    expect(guide).toHaveTextContent(formatUsd(guideProduct.price));
    for (const text of [
      `${guideProduct.pages} pages`,
      `${guideProduct.techniques} advanced techniques`,
      ...guideProduct.features,
    ]) {
      expect(guide).toHaveTextContent(text);
    }
    if (guideProduct.offerLabel) expect(within(guide).getByText(guideProduct.offerLabel)).toBeInTheDocument();
    expect(guide).toHaveTextContent(`${guideProduct.guaranteeDays}-day money-back guarantee`);
    const buy = within(guide).getByRole("link", { name: "Get Your Copy Now" });
    expect(buy).toHaveAttribute("href", guideProduct.link);
    expect(buy).toHaveAttribute("target", "_blank");
  });

  it("partners: pitch, the benefit cards, every partner's named logo and Ready to Collaborate", () => {
    renderHome();
    const el = section("partners");
    expect(el).toHaveTextContent(`${spellOutFigure(stat("github-views"))} developers a month`);
    const logos = within(el).getAllByRole("img");
    expect(logos.map((img) => img.getAttribute("alt"))).toEqual(partners.map((p) => p.name));
    const benefits = data.allPointsJson.nodes;
    // One heading per benefit card, then the logo grid's.
    expect([...el.querySelectorAll("h3")].map((h) => h.textContent).slice(0, benefits.length)).toEqual(
      benefits.map((b) => b.title),
    );
    expect(el.querySelectorAll("h3")).toHaveLength(benefits.length + 1);
    expect(within(el).getByRole("link", { name: "Ready to Collaborate" })).toHaveAttribute("href", "#contact");
  });

  it("newsletter: weekly deep-dive, its subscribers spelt out, View Newsletter in a new tab", () => {
    renderHome();
    const el = section("newsletter");
    expect(el).toHaveTextContent(/weekly/i);
    expect(el).toHaveTextContent(`${spellOutFigure(stat("newsletter-home"))} subscribers`);
    const link = within(el).getByRole("link", { name: "View Newsletter" });
    expect(link).toHaveAttribute("href", testSite.links.newsletter);
    expect(link).toHaveAttribute("target", "_blank");
  });

  it("services: every service of data/ in file order with its description; highlights flagged", () => {
    renderHome();
    const el = section("services");
    const titles = [...el.querySelectorAll("h3")].map((h) => h.textContent);
    expect(titles).toEqual(services.map((s) => s.title));
    for (const service of services) expect(el).toHaveTextContent(service.description);
    expect(within(el).queryAllByText("Popular")).toHaveLength(services.filter((s) => s.highlight).length);
  });

  it("founder: Meet the Founder, the intro, the tutorials highlight and an illustrated avatar", () => {
    renderHome();
    const el = section("founder");
    expect(within(el).getByText("Meet the Founder")).toBeInTheDocument();
    expect(within(el).getByRole("heading", { level: 2 })).toHaveTextContent(testSite.founder);
    expect(el).toHaveTextContent(/AI researcher, open-source educator and community builder/);
    expect(el).toHaveTextContent(`${stat("tutorials")} free, open-source tutorials`);
    expect(
      within(el).getByRole("img", { name: new RegExp(`monogram of ${escapeRegExp(testSite.founder)}`) }),
    ).toBeInTheDocument();
  });

  it("every link that opens a new tab has rel=noopener noreferrer", () => {
    const { container } = renderHome();
    const blank = container.querySelectorAll('a[target="_blank"]');
    expect(blank.length).toBeGreaterThanOrEqual(9);
    for (const a of blank) expect(a).toHaveAttribute("rel", "noopener noreferrer");
  });

  it("puts the Organization, Person and WebSite JSON-LD in the head", () => {
    renderHome();
    const scripts = Helmet.peek().scriptTags as unknown as { type: string; innerHTML: string }[];
    const types = scripts.map((s) => (JSON.parse(s.innerHTML) as { "@type": string })["@type"]);
    expect(types).toEqual(["EducationalOrganization", "Person", "WebSite"]);
  });
});
