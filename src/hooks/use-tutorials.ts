import { graphql, useStaticQuery } from "gatsby";
import { useMemo } from "react";

export interface Tutorial {
  slug: string;
  name: string;
  description: string;
  owner: string;
  repo: string;
  /** The repository's page on the code host. */
  url: string;
  /** The build's star count (GitHub's when the build could ask, else fallbackStars), shown until a live one. */
  stars: number;
}

/** The featured repositories of data/tutorials.json, in file order. */
export function useTutorials(): Tutorial[] {
  const data = useStaticQuery<Queries.TutorialsQuery>(graphql`
    query Tutorials {
      allTutorialsJson {
        nodes {
          slug
          name
          description
          owner
          repo
          stars
        }
      }
    }
  `);
  return useMemo(
    () => data.allTutorialsJson.nodes.map((t) => ({ ...t, url: `https://github.com/${t.owner}/${t.repo}` })),
    [data],
  );
}
