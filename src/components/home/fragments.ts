import { graphql } from "gatsby";

/** The fields of the home page's own collections (see src/lib/home/from-data.ts). */
export const homeFragments = graphql`
  fragment HomeGuide on ProductsJson {
    name
    description
    pages
    techniques
    features
    price
    strikePrice
    offerLabel
    guaranteeDays
    link
  }

  fragment HomeService on ServicesJson {
    slug
    icon
    title
    description
    highlight
  }

  fragment HomeAdvisory on AdvisoryJson {
    slug
    icon
    highlight
    title
    description
  }
`;
