import { Helmet } from "react-helmet";
import { useSiteMetadata } from "../../hooks/use-site-metadata";
import { OG_IMAGE_SIZE, ogImagePath } from "../../lib/routes";
import { serializeJsonLd } from "../../lib/structured-data-serialize";

interface SeoProps {
  title?: string;
  description?: string;
  /** The page's path, e.g. "/sponsorship/"; `canonicalPath` when the canonical one differs. */
  path: string;
  canonicalPath?: string;
  /** JSON-LD objects, one script block each. */
  jsonLd?: readonly object[];
  noindex?: boolean;
}

/** The only component that writes the document head; title and description default to the site's. */
export function Seo({ title, description, path, canonicalPath, jsonLd = [], noindex = false }: SeoProps) {
  const site = useSiteMetadata();
  const pageTitle = title ?? site.title;
  const pageDescription = description ?? site.description;
  const base = site.siteUrl.replace(/\/+$/, "");
  const url = `${base}${path}`;
  const canonical = `${base}${canonicalPath ?? path}`;
  const image = `${base}${ogImagePath(noindex ? "/" : path)}`;
  return (
    <Helmet htmlAttributes={{ lang: "en" }}>
      <title>{pageTitle}</title>
      <meta name="description" content={pageDescription} />
      {!noindex && <link rel="canonical" href={canonical} />}
      {noindex && <meta name="robots" content="noindex" />}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={site.name} />
      <meta property="og:title" content={pageTitle} />
      <meta property="og:description" content={pageDescription} />
      <meta property="og:url" content={url} />
      <meta property="og:locale" content="en_US" />
      <meta property="og:image" content={image} />
      <meta property="og:image:width" content={String(OG_IMAGE_SIZE.width)} />
      <meta property="og:image:height" content={String(OG_IMAGE_SIZE.height)} />
      <meta property="og:image:alt" content={pageTitle} />
      <meta name="twitter:image" content={image} />
      <meta name="twitter:image:alt" content={pageTitle} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={pageTitle} />
      <meta name="twitter:description" content={pageDescription} />
      {jsonLd.map((block, i) => (
        <script key={i} type="application/ld+json">
          {serializeJsonLd(block)}
        </script>
      ))}
    </Helmet>
  );
}
