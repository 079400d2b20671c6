import site from "../../../data/site.json";
import { homeJsonLd } from "./home";

describe("home structured data", () => {
  const [organization, founder, website] = homeJsonLd(site, "A bio.");

  it("describes the organization, its founder and the website from site.json, linked by @id", () => {
    expect(organization).toMatchObject({
      "@context": "https://schema.org",
      "@type": "EducationalOrganization",
      "@id": "https://www.diamant-ai.com/#organization",
      name: "DiamantAI",
      url: "https://www.diamant-ai.com/",
      email: site.email,
      founder: { "@id": "https://www.diamant-ai.com/#founder" },
    });
    expect(founder).toMatchObject({
      "@type": "Person",
      "@id": "https://www.diamant-ai.com/#founder",
      name: "Nir Diamant",
      worksFor: { "@id": "https://www.diamant-ai.com/#organization" },
    });
    expect(website).toMatchObject({
      "@type": "WebSite",
      url: "https://www.diamant-ai.com/",
      publisher: { "@id": "https://www.diamant-ai.com/#organization" },
    });
  });

  it("links the outbound profiles and follows a changed site setting", () => {
    expect(typeof founder === "object" && "sameAs" in founder ? founder.sameAs : []).toContain(
      site.links.professionalNetwork,
    );
    const [org] = homeJsonLd({ ...site, siteUrl: "https://example.org/", name: "Acme" }, "A bio.");
    expect(org).toMatchObject({
      "@id": "https://example.org/#organization",
      name: "Acme",
      url: "https://example.org/",
    });
  });
});
