import site from "../../../data/site.json";
import { fixtureSite } from "../../test/fixtures";
import { homeJsonLd } from "./home";

describe("home structured data", () => {
  it("describes the organization, its founder and the website from the site settings, linked by @id", () => {
    const [organization, founder, website] = homeJsonLd(fixtureSite, "A bio.");
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
    });
    expect(website).toMatchObject({
      "@type": "WebSite",
      url: "https://www.fixture.example/",
      publisher: { "@id": "https://www.fixture.example/#organization" },
    });
  });

  it("links the outbound profiles and follows a changed site setting", () => {
    const [, founder] = homeJsonLd(fixtureSite, "A bio.");
    expect(typeof founder === "object" && "sameAs" in founder ? founder.sameAs : []).toContain(
      "https://network.fixture.example/in/ada",
    );
    const [org] = homeJsonLd({ ...fixtureSite, siteUrl: "https://example.org/", name: "Acme" }, "A bio.");
    expect(org).toMatchObject({
      "@id": "https://example.org/#organization",
      name: "Acme",
      url: "https://example.org/",
    });
  });

  it("describes the real site of data/site.json", () => {
    const base = site.siteUrl.replace(/\/+$/, "");
    const [organization, founder, website] = homeJsonLd(site, "A bio.");
    expect(organization).toMatchObject({
      "@id": `${base}/#organization`,
      name: site.name,
      url: `${base}/`,
      description: site.description,
      email: site.email,
    });
    expect(founder).toMatchObject({ name: site.founder, worksFor: { "@id": `${base}/#organization` } });
    expect(typeof founder === "object" && "sameAs" in founder ? founder.sameAs : []).toContain(
      site.links.professionalNetwork,
    );
    expect(website).toMatchObject({ url: `${base}/` });
  });
});
