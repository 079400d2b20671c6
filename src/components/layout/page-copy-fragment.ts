import { graphql } from "gatsby";

/**
 * Everything a page reads from its entry in data/pages.json (see src/lib/content/page-copy.ts), and that
 * entry as a page's query asks for it (the query defines $page; gatsby-node passes it).
 */
export const pageCopyFragment = graphql`
  fragment PageCopy on PagesJson {
    slug
    label
    crumb
    title
    description
    serviceType
    back {
      page
      label
    }
    breadcrumb
    sections {
      slug
      eyebrow
      title
      highlight
      lead
      text
      items
      facts {
        icon
        value
        label
      }
      action
      secondary
      note
      label
    }
  }

  fragment OwnPage on Query {
    page: pagesJson(slug: { eq: $page }) {
      ...PageCopy
    }
  }
`;
