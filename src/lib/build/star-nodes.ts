/**
 * The build's star counts in Gatsby's data layer. `sourceNodes` stores what GitHub gave for each featured
 * repository as a TutorialStars node; the resolvers below read it into TutorialsJson's `stars`, `starsSource` and
 * `starsFetchedAt` (declared in src/lib/content/type-defs.ts). Read through the node model, the node is a
 * dependency of every query using those fields, so Gatsby runs them again whenever a build's counts change, even
 * when data/ did not.
 */
import { repoKey, type RepoRef } from "../repo-key";
import type { BuildStars, FeaturedRepo, StarsSource } from "./github-stars";

export const STAR_NODE_TYPE = "TutorialStars";

/** What createNodeId is given for a repository's TutorialStars node. */
export const starNodeKey = (ref: RepoRef) => `${STAR_NODE_TYPE} ${repoKey(ref)}`;

/** A TutorialStars node's own fields; `stars` is null for a fallback (read from data/ instead). */
export function starNodeContent(result: BuildStars) {
  const live = result.source === "github";
  return {
    repo: repoKey(result),
    source: result.source,
    stars: live ? result.stars : null,
    fetchedAt: live ? result.fetchedAt : null,
    reason: result.reason,
  };
}

/** What the resolvers use of Gatsby's resolver context. */
export interface StarResolverContext {
  nodeModel: { getNodeById(args: { id: string; type?: string }): unknown };
}

/**
 * TutorialsJson's build-time star fields. A repository without a live count (GitHub gave none, or it was added
 * to data/ after `gatsby develop` asked GitHub) shows its fallbackStars, read from data/ as it is now.
 */
export function starResolvers(createNodeId: (input: string) => string) {
  const live = (source: FeaturedRepo, context: StarResolverContext) => {
    const node = context.nodeModel.getNodeById({ id: createNodeId(starNodeKey(source)), type: STAR_NODE_TYPE });
    const { source: from, stars, fetchedAt } = (node ?? {}) as Partial<ReturnType<typeof starNodeContent>>;
    return from === "github" && typeof stars === "number" ? { stars, fetchedAt: fetchedAt ?? null } : undefined;
  };
  const field = <T>(resolve: (source: FeaturedRepo, context: StarResolverContext) => T) => ({
    resolve: (source: FeaturedRepo, _args: unknown, context: StarResolverContext) => resolve(source, context),
  });
  return {
    TutorialsJson: {
      stars: field((source, context) => live(source, context)?.stars ?? source.fallbackStars),
      starsSource: field((source, context): StarsSource => (live(source, context) ? "github" : "fallback")),
      starsFetchedAt: field((source, context) => live(source, context)?.fetchedAt ?? null),
    },
  };
}
