import { graphql } from "gatsby";

/** The fields of the entries more than one page reads (see src/lib/content/entries.ts). */
export const entryFragments = graphql`
  fragment StatEntry on StatsJson {
    slug
    icon
    value
    label
  }

  fragment PointEntry on PointsJson {
    slug
    group
    icon
    title
    description
  }
`;
