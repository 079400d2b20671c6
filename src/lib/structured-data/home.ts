import type { Organization, Person, WebSite, WithContext } from "schema-dts";
import type { SiteMetadata } from "../../hooks/use-site-metadata";
import type { Tutorial } from "../../hooks/use-tutorials";
import type { SectionCopy } from "../content/page-copy";

type HomeStructuredDataInput = Pick<SiteMetadata, "name" | "siteUrl" | "description" | "founder" | "email" | "links">;
type FounderCopy = Pick<SectionCopy, "text" | "items">;

/** The organization, its founder (his section's bio and roles, knowing about the featured tutorials) and the website. */
export function homeJsonLd(site: HomeStructuredDataInput, profile: FounderCopy, tutorials: readonly Tutorial[]) {
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
    jobTitle: profile.items,
    description: profile.text.join(" "),
    knowsAbout: tutorials.map((t) => t.name),
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
