import { screen, within } from "@testing-library/react";
import type { PageProps } from "gatsby";
import { Helmet } from "react-helmet";
import advisory from "../../data/advisory.json";
import partners from "../../data/partners.json";
import points from "../../data/points.json";
import products from "../../data/products.json";
import services from "../../data/services.json";
import stats from "../../data/stats.json";
import { renderWithTheme, testSite } from "../test/render";
import HomeTemplate from "./home";

jest.mock("../hooks/use-site-metadata");
jest.mock("../hooks/use-tutorials");
jest.mock("../hooks/use-partners");

/** What the page query returns, from the real data files. */
const data = {
  allStatsJson: { nodes: stats.filter((s) => s.placements.includes("home")) },
  productsJson: products.find((p) => p.slug === "prompt-engineering-guide") ?? null,
  allPointsJson: { nodes: points.filter((p) => p.page === "home" && p.group === "partner-benefits") },
  allServicesJson: { nodes: services },
  allAdvisoryJson: { nodes: advisory },
} as unknown as Queries.HomePageQuery;

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
    expect(hero).toHaveTextContent("130+ free, open-source tutorials");
    expect(hero).toHaveTextContent("500,000+ developers every month");
    const browse = within(hero).getByRole("link", { name: "Browse Tutorials" });
    expect(browse).toHaveAttribute("href", testSite.links.codeHost);
    expect(browse).toHaveAttribute("target", "_blank");
    expect(within(hero).getByRole("link", { name: "Partner with Me" })).toHaveAttribute("href", "#partners");
  });

  it("stats strip: the six home figures with icon, number and label", () => {
    renderHome();
    const strip = section("stats-title").closest("section") as HTMLElement;
    const items = within(strip).getAllByRole("listitem");
    expect(items).toHaveLength(6);
    for (const value of ["130+", "500K+", "32K+", "4K+", "60K+"]) expect(strip).toHaveTextContent(value);
    for (const item of items) expect(item.querySelector("svg")).not.toBeNull();
    expect(strip).not.toHaveTextContent("30K+");
  });

  it("guide: struck $79, $59, the offer, the guarantee and the seller link", () => {
    renderHome();
    const guide = section("guide");
    const struck = guide.querySelector("s, del");
    expect(struck).toHaveTextContent("$79");
    expect(guide).toHaveTextContent("$59");
    for (const text of ["170 pages", "22 advanced techniques", "Hands-on exercises", "Practical applications"]) {
      expect(guide).toHaveTextContent(text);
    }
    expect(within(guide).getByText("limited time offer")).toBeInTheDocument();
    expect(guide).toHaveTextContent("7-day money-back guarantee");
    const buy = within(guide).getByRole("link", { name: "Get Your Copy Now" });
    expect(buy).toHaveAttribute("href", "https://nirdiamant.gumroad.com/l/mtxrfk");
    expect(buy).toHaveAttribute("target", "_blank");
  });

  it("partners: pitch, three benefit cards, twelve named logos and Ready to Collaborate", () => {
    renderHome();
    const el = section("partners");
    expect(el).toHaveTextContent("500,000+ developers a month");
    const logos = within(el).getAllByRole("img");
    expect(logos.map((img) => img.getAttribute("alt"))).toEqual(partners.map((p) => p.name));
    expect(el.querySelectorAll("h3")).toHaveLength(4);
    for (const title of ["Monthly GitHub Views", "Quality Content", "User Adoption"])
      expect(el).toHaveTextContent(title);
    expect(within(el).getByRole("link", { name: "Ready to Collaborate" })).toHaveAttribute("href", "#contact");
  });

  it("newsletter: weekly deep-dive, 32,000 subscribers, View Newsletter in a new tab", () => {
    renderHome();
    const el = section("newsletter");
    expect(el).toHaveTextContent(/weekly/i);
    expect(el).toHaveTextContent("32,000");
    const link = within(el).getByRole("link", { name: "View Newsletter" });
    expect(link).toHaveAttribute("href", testSite.links.newsletter);
    expect(link).toHaveAttribute("target", "_blank");
  });

  it("services: starts with problem-solving, roadmap review and the newsletter spotlight; highlights flagged", () => {
    renderHome();
    const el = section("services");
    const titles = [...el.querySelectorAll("h3")].map((h) => h.textContent);
    expect(titles.slice(0, 3)).toEqual(["Problem-Solving Sessions", "R&D Roadmap Review", "Newsletter Spotlight"]);
    expect(el).toHaveTextContent("32,000 developers");
    expect(within(el).getAllByText("Popular")).toHaveLength(services.filter((s) => s.highlight).length);
  });

  it("founder: Meet the Founder, the intro, the 130+ highlight and an illustrated avatar", () => {
    renderHome();
    const el = section("founder");
    expect(within(el).getByText("Meet the Founder")).toBeInTheDocument();
    expect(within(el).getByRole("heading", { level: 2 })).toHaveTextContent("Nir Diamant");
    expect(el).toHaveTextContent(/AI researcher, open-source educator and community builder/);
    expect(el).toHaveTextContent("130+ free, open-source tutorials");
    expect(within(el).getByRole("img", { name: /monogram of Nir Diamant/ })).toBeInTheDocument();
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
