import type { Organization, Person, WebSite, WithContext } from "schema-dts";
import type { SiteMetadata } from "../../hooks/use-site-metadata";

type HomeStructuredDataInput = Pick<SiteMetadata, "name" | "siteUrl" | "description" | "founder" | "email" | "links">;

/** The home page's structured data: the organization, its founder (described by the bio) and the website. */
export function homeJsonLd(site: HomeStructuredDataInput, founderBio: string) {
  const base = site.siteUrl.replace(/\/+$/, "");
  const url = `${base}/`;
  // Stable node ids, so the three blocks reference each other instead of repeating themselves.
  const ids = { organization: `${base}/#organization`, founder: `${base}/#founder`, website: `${base}/#website` };
  const organization: WithContext<Organization> = {
    "@context": "https://schema.org",
    "@type": "EducationalOrganization",
    "@id": ids.organization,
    name: site.name,
    url,
    description: site.description,
    email: site.email,
    founder: { "@id": ids.founder },
    sameAs: [site.links.codeHost, site.links.newsletter, site.links.forum, site.links.chat],
  };
  const founder: WithContext<Person> = {
    "@context": "https://schema.org",
    "@type": "Person",
    "@id": ids.founder,
    name: site.founder,
    url,
    jobTitle: "AI researcher and open-source educator",
    description: founderBio,
    knowsAbout: ["Generative AI", "AI agents", "Retrieval-augmented generation", "Prompt engineering"],
    worksFor: { "@id": ids.organization },
    sameAs: [site.links.codeHost, site.links.professionalNetwork, site.links.microblog],
  };
  const website: WithContext<WebSite> = {
    "@context": "https://schema.org",
    "@type": "WebSite",
    "@id": ids.website,
    name: site.name,
    url,
    description: site.description,
    inLanguage: "en",
    publisher: { "@id": ids.organization },
  };
  return [organization, founder, website] as const;
}
