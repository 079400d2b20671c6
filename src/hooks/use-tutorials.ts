import { graphql, useStaticQuery } from "gatsby";
import { useMemo } from "react";

export type Tutorial = ReturnType<typeof useTutorials>[number];

/**
 * The featured repositories of data/tutorials.json, in file order. `stars` is the build's count (GitHub's when
 * the build could ask, else fallbackStars), shown until a live one.
 */
export function useTutorials() {
  const data = useStaticQuery<Queries.TutorialsQuery>(graphql`
    query Tutorials {
      allTutorialsJson(sort: { fields: { position: ASC } }) {
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
