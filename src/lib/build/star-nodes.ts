/**
 * The build's star counts in Gatsby's data layer. `sourceNodes` stores what GitHub gave for each featured
 * repository as a TutorialStars node; the resolvers below read it into TutorialsJson's `stars`, `starsSource` and
 * `starsFetchedAt` (declared in src/lib/content/type-defs.ts). Read through the node model, the node is a
 * dependency of every query using those fields, so Gatsby runs them again whenever a build's counts change, even
 * when data/ did not.
 */
import { repoKey, type RepoRef } from "../repo-key";
import type { BuildStars, StarsSource } from "./github-stars";

export const STAR_NODE_TYPE = "TutorialStars";

/** What createNodeId is given for a repository's TutorialStars node. */
export const starNodeKey = (ref: RepoRef) => `${STAR_NODE_TYPE} ${repoKey(ref)}`;

/** A TutorialStars node's own fields. */
export interface StarNodeContent {
  /** "owner/repo". */
  repo: string;
  source: StarsSource;
  /** GitHub's count; null for a fallback (TutorialsJson.stars then reads fallbackStars from data/). */
  stars: number | null;
  fetchedAt: string | null;
  reason: string | null;
}

export function starNodeContent(result: BuildStars): StarNodeContent {
  const live = result.source === "github";
  return {
    repo: repoKey(result),
    source: result.source,
    stars: live ? result.stars : null,
    fetchedAt: live ? result.fetchedAt : null,
    reason: result.reason,
  };
}

/** What the resolvers use of a TutorialsJson node. */
interface TutorialSource extends RepoRef {
  fallbackStars: number;
}

/** What the resolvers use of Gatsby's resolver context. */
export interface StarResolverContext {
  nodeModel: { getNodeById(args: { id: string; type?: string }): unknown };
}

type Resolve<T> = (source: TutorialSource, args: unknown, context: StarResolverContext) => T;

export interface StarResolvers {
  TutorialsJson: {
    stars: { resolve: Resolve<number> };
    starsSource: { resolve: Resolve<StarsSource> };
    starsFetchedAt: { resolve: Resolve<string | null> };
  };
}

/**
 * TutorialsJson's build-time star fields. A repository without a live count (GitHub gave none, or it was added
 * to data/ after `gatsby develop` asked GitHub) shows its fallbackStars, read from data/ as it is now.
 */
export function starResolvers(createNodeId: (input: string) => string): StarResolvers {
  const live = (source: TutorialSource, context: StarResolverContext) => {
    const node = context.nodeModel.getNodeById({ id: createNodeId(starNodeKey(source)), type: STAR_NODE_TYPE });
    if (typeof node !== "object" || node === null) return undefined;
    const { source: from, stars, fetchedAt } = node as Partial<StarNodeContent>;
    return from === "github" && typeof stars === "number" ? { stars, fetchedAt: fetchedAt ?? null } : undefined;
  };
  return {
    TutorialsJson: {
      stars: { resolve: (source, _args, context) => live(source, context)?.stars ?? source.fallbackStars },
      starsSource: { resolve: (source, _args, context) => (live(source, context) ? "github" : "fallback") },
      starsFetchedAt: { resolve: (source, _args, context) => live(source, context)?.fetchedAt ?? null },
    },
  };
}
