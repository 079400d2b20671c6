import type { BuildStars } from "./github-stars";
import { STAR_NODE_TYPE, starNodeContent, starNodeKey, starResolvers, type StarResolverContext } from "./star-nodes";

const id = (input: string) => `id:${input}`;
const TUTORIAL = { owner: "octo", repo: "alpha", fallbackStars: 111 };

/** A node model holding these nodes, by id, that records what it was asked. */
function context(nodes: Record<string, object>) {
  const asked: { id: string; type?: string }[] = [];
  const ctx: StarResolverContext = {
    nodeModel: {
      getNodeById: (args) => {
        asked.push(args);
        return nodes[args.id] ?? null;
      },
    },
  };
  return { ctx, asked };
}

const live: BuildStars = {
  owner: "octo",
  repo: "alpha",
  stars: 31415,
  source: "github",
  fetchedAt: "2026-01-02T03:04:05.000Z",
  reason: null,
};
const fallback: BuildStars = { ...live, stars: 111, source: "fallback", fetchedAt: null, reason: "HTTP 404" };

function resolved(nodeContent: object | undefined) {
  const { TutorialsJson } = starResolvers(id);
  const { ctx, asked } = context(nodeContent ? { [id(starNodeKey(TUTORIAL))]: nodeContent } : {});
  return {
    stars: TutorialsJson.stars.resolve(TUTORIAL, {}, ctx),
    starsSource: TutorialsJson.starsSource.resolve(TUTORIAL, {}, ctx),
    starsFetchedAt: TutorialsJson.starsFetchedAt.resolve(TUTORIAL, {}, ctx),
    asked,
  };
}

describe("the build-time star fields", () => {
  it("read GitHub's count and time from the repository's TutorialStars node", () => {
    const r = resolved(starNodeContent(live));
    expect(r).toMatchObject({ stars: 31415, starsSource: "github", starsFetchedAt: "2026-01-02T03:04:05.000Z" });
    expect(r.asked[0]).toEqual({ id: id("TutorialStars octo/alpha"), type: STAR_NODE_TYPE });
  });

  it("read fallbackStars from the tutorial itself for a fallback, so an edit of data/ shows at once", () => {
    const content = starNodeContent({ ...fallback, stars: 99 });
    expect(content).toEqual({
      repo: "octo/alpha",
      source: "fallback",
      stars: null,
      fetchedAt: null,
      reason: "HTTP 404",
    });
    expect(resolved(content)).toMatchObject({ stars: 111, starsSource: "fallback", starsFetchedAt: null });
  });

  it("fall back for a tutorial the build did not ask about", () => {
    expect(resolved(undefined)).toMatchObject({ stars: 111, starsSource: "fallback", starsFetchedAt: null });
  });
});
