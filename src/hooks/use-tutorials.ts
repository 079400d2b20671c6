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
  /** Build-time star count, shown until (and unless) a live count arrives. */
  fallbackStars: number;
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
          fallbackStars
        }
      }
    }
  `);
  return useMemo(
    () => data.allTutorialsJson.nodes.map((t) => ({ ...t, url: `https://github.com/${t.owner}/${t.repo}` })),
    [data],
  );
}
