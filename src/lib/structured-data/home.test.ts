import site from "../../../data/site.json";
import tutorialsData from "../../../data/tutorials.json";
import { fixtureSite } from "../../test/fixtures";
import { testPage } from "../../test/page-copy";
import { homeJsonLd } from "./home";

const bio = { text: ["A bio.", "Second paragraph."], items: ["Mathematician", "Writer"] };
const tutorial = (name: string) => ({ slug: name, name, description: "", owner: "ada", repo: name, stars: 1, url: "" });
const tutorials = [tutorial("Analytical Engines"), tutorial("Bernoulli Numbers")];

describe("home structured data", () => {
  it("describes the organization, its founder and the website from the site settings, linked by @id", () => {
    const [organization, founder, website] = homeJsonLd(fixtureSite, bio, tutorials);
    expect(organization).toMatchObject({
      "@context": "https://schema.org",
      "@type": "EducationalOrganization",
      "@id": "https://www.fixture.example/#organization",
      name: "Fixture Academy",
      url: "https://www.fixture.example/",
      email: "owner@fixture.example",
      founder: { "@id": "https://www.fixture.example/#founder" },
    });
    expect(founder).toMatchObject({
      "@type": "Person",
      "@id": "https://www.fixture.example/#founder",
      name: "Ada King Lovelace",
      worksFor: { "@id": "https://www.fixture.example/#organization" },
      // The founder section's bio and roles, and the featured tutorials as what the founder knows about.
      description: "A bio. Second paragraph.",
      jobTitle: ["Mathematician", "Writer"],
      knowsAbout: ["Analytical Engines", "Bernoulli Numbers"],
    });
    expect(website).toMatchObject({
      "@type": "WebSite",
      url: "https://www.fixture.example/",
      publisher: { "@id": "https://www.fixture.example/#organization" },
    });
  });

  it("links the outbound profiles and follows a changed site setting", () => {
    const [, founder] = homeJsonLd(fixtureSite, bio, tutorials);
    expect(typeof founder === "object" && "sameAs" in founder ? founder.sameAs : []).toContain(
      "https://network.fixture.example/in/ada",
    );
    const [org] = homeJsonLd({ ...fixtureSite, siteUrl: "https://example.org/", name: "Acme" }, bio, []);
    expect(org).toMatchObject({
      "@id": "https://example.org/#organization",
      name: "Acme",
      url: "https://example.org/",
    });
  });

  it("describes the real site of data/site.json, its founder from his section of data/pages.json", () => {
    const base = site.siteUrl.replace(/\/+$/, "");
    const copy = testPage("home").section("founder");
    const real = tutorialsData.map((t) => ({ ...t, stars: t.fallbackStars, url: "" }));
    const [organization, founder, website] = homeJsonLd(site, copy, real);
    expect(organization).toMatchObject({
      "@id": `${base}/#organization`,
      name: site.name,
      url: `${base}/`,
      description: site.description,
      email: site.email,
    });
    expect(founder).toMatchObject({
      name: site.founder,
      worksFor: { "@id": `${base}/#organization` },
      description: copy.text.join(" "),
      jobTitle: copy.items,
      knowsAbout: tutorialsData.map((t) => t.name),
    });
    expect(typeof founder === "object" && "sameAs" in founder ? founder.sameAs : []).toContain(
      site.links.professionalNetwork,
    );
    expect(website).toMatchObject({ url: `${base}/` });
  });
});
