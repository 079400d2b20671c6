/** @jest-environment node */
import { textVocabulary } from "./text";
import { VOCABULARY_SOURCES, textResolvers, type ResolverContext } from "./text-resolvers";

const vocab = textVocabulary({
  site: { name: "Acme", founder: "Ada Lovelace" },
  stats: [{ slug: "readers", value: "9K+" }],
  figures: [],
  packages: [],
  ui: {},
});

describe("the text resolvers", () => {
  const resolvers = textResolvers(() => vocab);
  const follow = resolvers.UiJsonFooter?.follow;

  it("fill a copy field's tokens, and leave other fields to Gatsby", () => {
    expect(follow?.resolve({ follow: "Follow {site}, {stat:readers} readers" })).toBe("Follow Acme, 9K+ readers");
    expect(resolvers.PartnersJson?.slug).toBeUndefined();
  });

  it("make the query that reads the field depend on every file the tokens come from", () => {
    // A query's cached result is used again until a node it depends on changes: the ui.json node alone would keep
    // the header's "Follow {site}" with the old name after data/site.json renamed the site.
    const tracked: string[] = [];
    const context: ResolverContext = {
      nodeModel: {
        trackPageDependencies: (result, { connectionType }) => {
          tracked.push(connectionType);
          return result;
        },
      },
    };
    follow?.resolve({ follow: "Follow {site}" }, {}, context);
    expect(tracked).toEqual(Object.values(VOCABULARY_SOURCES).map((source) => source.type));
    expect(tracked).toEqual(expect.arrayContaining(["Site", "StatsJson", "FiguresJson", "PackagesJson", "UiJson"]));
  });
});
