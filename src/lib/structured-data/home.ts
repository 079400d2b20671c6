import type { Organization, Person, WebSite, WithContext } from "schema-dts";
import type { SiteMetadata } from "../../hooks/use-site-metadata";

type HomeStructuredDataInput = Pick<SiteMetadata, "name" | "siteUrl" | "description" | "founder" | "email" | "links">;

const base = (siteUrl: string) => siteUrl.replace(/\/+$/, "");

/** Stable node ids, so the three blocks reference each other instead of repeating themselves. */
const homeNodeIds = (siteUrl: string) => ({
  organization: `${base(siteUrl)}/#organization`,
  founder: `${base(siteUrl)}/#founder`,
  website: `${base(siteUrl)}/#website`,
});

function organizationJsonLd(site: HomeStructuredDataInput): WithContext<Organization> {
  const ids = homeNodeIds(site.siteUrl);
  return {
    "@context": "https://schema.org",
    "@type": "EducationalOrganization",
    "@id": ids.organization,
    name: site.name,
    url: `${base(site.siteUrl)}/`,
    description: site.description,
    email: site.email,
    founder: { "@id": ids.founder },
    sameAs: [site.links.codeHost, site.links.newsletter, site.links.forum, site.links.chat],
  };
}

/** The founder, described by the home page's founder bio. */
function founderJsonLd(site: HomeStructuredDataInput, bio: string): WithContext<Person> {
  const ids = homeNodeIds(site.siteUrl);
  return {
    "@context": "https://schema.org",
    "@type": "Person",
    "@id": ids.founder,
    name: site.founder,
    url: `${base(site.siteUrl)}/`,
    jobTitle: "AI researcher and open-source educator",
    description: bio,
    knowsAbout: ["Generative AI", "AI agents", "Retrieval-augmented generation", "Prompt engineering"],
    worksFor: { "@id": ids.organization },
    sameAs: [site.links.codeHost, site.links.professionalNetwork, site.links.microblog],
  };
}

function websiteJsonLd(site: HomeStructuredDataInput): WithContext<WebSite> {
  const ids = homeNodeIds(site.siteUrl);
  return {
    "@context": "https://schema.org",
    "@type": "WebSite",
    "@id": ids.website,
    name: site.name,
    url: `${base(site.siteUrl)}/`,
    description: site.description,
    inLanguage: "en",
    publisher: { "@id": ids.organization },
  };
}

/** The home page's structured data: the organization, its founder and the website. */
export function homeJsonLd(site: HomeStructuredDataInput, founderBio: string) {
  return [organizationJsonLd(site), founderJsonLd(site, founderBio), websiteJsonLd(site)] as const;
}
