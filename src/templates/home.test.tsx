import { render, screen, within } from "@testing-library/react";
import type { PageProps } from "gatsby";
import { Helmet } from "react-helmet";
import advisory from "../../data/advisory.json";
import partners from "../../data/partners.json";
import points from "../../data/points.json";
import products from "../../data/products.json";
import services from "../../data/services.json";
import pages from "../../data/pages.json";
import stats from "../../data/stats.json";
import { fillLocal } from "../lib/content/fill-local";
import { formatUsd } from "../lib/format";
import { filled, given, testPage } from "../test/page-copy";
import { realSite } from "../test/sponsorship-data";
import HomeTemplate from "./home";

jest.mock("../hooks/use-site-metadata");
jest.mock("../hooks/use-tutorials");
jest.mock("../hooks/use-partners");
jest.mock("../hooks/use-founder-photo");
// The page's live star counts are tested in src/hooks/use-star-counts.test.tsx and the browser tests; here the
// session never starts, so no count changes after a test has ended (outside act, with a console warning).
jest.mock("../lib/star-session", () => {
  const actual = jest.requireActual<typeof import("../lib/star-session")>("../lib/star-session");
  return { ...actual, starSession: { ...actual.createStarSession(), start: () => undefined } };
});

/** What the page query returns, from the real data files. */
const data = {
  allStatsJson: { nodes: stats.filter((s) => s.placements.includes("home")) },
  productsJson: products.find((p) => p.slug === "prompt-engineering-guide") ?? null,
  allPointsJson: { nodes: points.filter((p) => p.page === "home" && p.group === "partner-benefits") },
  allServicesJson: { nodes: services },
  allAdvisoryJson: { nodes: advisory },
  page: filled(pages.find((p) => p.slug === "home")),
} as unknown as Queries.HomePageQuery;

function renderHome() {
  const props = { path: "/", data } as unknown as PageProps<Queries.HomePageQuery>;
  return render(<HomeTemplate {...props} />);
}

const copy = testPage("home");
const guideData = products.find((p) => p.slug === "prompt-engineering-guide");
const homeStats = stats.filter((s) => s.placements.includes("home"));

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
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(copy.section("hero").title);
    for (const s of container.querySelectorAll("main section")) {
      const label = s.getAttribute("aria-labelledby");
      expect(label && document.getElementById(label)).toBeTruthy();
    }
  });

  it("hero: Browse Tutorials opens the code host in a new tab, Partner with Me links to #partners", () => {
    renderHome();
    const hero = section("hero-title").closest("section") as HTMLElement;
    expect(hero).toHaveTextContent(given(copy.section("hero").lead, "the hero's lead"));
    const browse = within(hero).getByRole("link", { name: copy.section("hero").action });
    expect(browse).toHaveAttribute("href", realSite.links.codeHost);
    expect(browse).toHaveAttribute("target", "_blank");
    expect(within(hero).getByRole("link", { name: copy.section("hero").secondary })).toHaveAttribute(
      "href",
      "#partners",
    );
  });

  it("stats strip: the six home figures with icon, number and label", () => {
    renderHome();
    const strip = section("stats-title").closest("section") as HTMLElement;
    const items = within(strip).getAllByRole("listitem");
    expect(items.map((li) => li.textContent)).toEqual(homeStats.map((s) => `${s.value}${s.label}`));
    for (const item of items) expect(item.querySelector("svg")).not.toBeNull();
  });

  it("guide: struck $79, $59, the offer, the guarantee and the seller link", () => {
    renderHome();
    const guide = section("guide");
    const struck = guide.querySelector("s, del");
    if (!guideData?.strikePrice || !guideData.offerLabel) throw new Error("the guide has no struck price or offer");
    expect(struck).toHaveTextContent(formatUsd(guideData.strikePrice));
    expect(guide).toHaveTextContent(formatUsd(guideData.price));
    for (const text of [
      `${guideData.pages} pages`,
      `${guideData.techniques} advanced techniques`,
      ...guideData.features,
    ]) {
      expect(guide).toHaveTextContent(text);
    }
    expect(within(guide).getByText(guideData.offerLabel)).toBeInTheDocument();
    expect(guide).toHaveTextContent(fillLocal(copy.section("guide").note, { days: guideData.guaranteeDays }));
    const buy = within(guide).getByRole("link", { name: copy.section("guide").action });
    expect(buy).toHaveAttribute("href", guideData.link);
    expect(buy).toHaveAttribute("target", "_blank");
  });

  it("partners: pitch, three benefit cards, twelve named logos and Ready to Collaborate", () => {
    renderHome();
    const el = section("partners");
    expect(el).toHaveTextContent(given(copy.section("partners").lead, "the partners lead"));
    const logos = within(el).getAllByRole("img");
    expect(logos.map((img) => img.getAttribute("alt"))).toEqual(partners.map((p) => p.name));
    const benefits = points.filter((p) => p.page === "home" && p.group === "partner-benefits");
    expect(el.querySelectorAll("h3")).toHaveLength(benefits.length + 1);
    for (const benefit of benefits) expect(el).toHaveTextContent(benefit.title);
    const action = copy.section("partners").action;
    expect(within(el).getByRole("link", { name: action })).toHaveAttribute("href", "#contact");
  });

  it("newsletter: weekly deep-dive, 32,000 subscribers, View Newsletter in a new tab", () => {
    renderHome();
    const el = section("newsletter");
    expect(el).toHaveTextContent(given(copy.section("newsletter").lead, "the newsletter lead"));
    for (const fact of copy.section("newsletter").facts) expect(el).toHaveTextContent(`${fact.value}${fact.label}`);
    const link = within(el).getByRole("link", { name: copy.section("newsletter").action });
    expect(link).toHaveAttribute("href", realSite.links.newsletter);
    expect(link).toHaveAttribute("target", "_blank");
  });

  it("services: starts with problem-solving, roadmap review and the newsletter spotlight; highlights flagged", () => {
    renderHome();
    const el = section("services");
    const titles = [...el.querySelectorAll("h3")].map((h) => h.textContent);
    expect(titles).toEqual(services.map((s) => s.title));
    const popular = copy.section("services").label;
    expect(within(el).getAllByText(popular)).toHaveLength(services.filter((s) => s.highlight).length);
  });

  it("founder: Meet the Founder, the intro, the 130+ highlight and an illustrated avatar", () => {
    renderHome();
    const el = section("founder");
    const founder = copy.section("founder");
    expect(within(el).getByText(founder.eyebrow)).toBeInTheDocument();
    expect(within(el).getByRole("heading", { level: 2 })).toHaveTextContent(realSite.founder);
    for (const paragraph of founder.text) expect(el).toHaveTextContent(paragraph);
    for (const fact of founder.facts) expect(el).toHaveTextContent(`${fact.value} ${fact.label}`);
    expect(within(el).getByRole("img", { name: founder.label })).toBeInTheDocument();
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
