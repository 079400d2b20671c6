import { COLLECTIONS } from "./collections";
import { contentTypeDefs } from "./type-defs";

describe("GraphQL type definitions", () => {
  const sdl = contentTypeDefs();

  it("declares every collection as a node type that is never inferred, the child of its data file", () => {
    for (const type of ["PartnersJson", "PackagesJson", "TutorialsJson", "StatsJson", "FaqsJson", "FiguresJson"]) {
      expect(sdl).toContain(`type ${type} implements Node @dontInfer @childOf(types: ["File"]) {`);
    }
  });

  it("gives every collection's entries their place in their file, and data/ui.json's one object none", () => {
    const body = (type: string) => sdl.slice(sdl.indexOf(`type ${type} `)).split("\n}")[0] ?? "";
    for (const { typeName } of Object.values(COLLECTIONS))
      expect(body(typeName)).toMatch(/\n {2}fields: DataEntryFields!/);
    expect(body("UiJson")).not.toMatch(/fields: DataEntryFields/);
    expect(body("DataEntryFields")).toMatch(/\n {2}position: Int!/);
  });

  it("marks required fields non-null and optional ones nullable", () => {
    const packages = sdl.slice(sdl.indexOf("type PackagesJson ")).split("\n}")[0] ?? "";
    expect(packages).toMatch(/\n {2}price: Float!\n/);
    expect(packages).toMatch(/\n {2}badge: String\n/);
    expect(sdl).toMatch(
      /type PackagesJsonInquiry \{\n {2}subject: String!\n {2}intro: String!\n {2}blanks: \[String!\]!\n\}/,
    );
    expect(sdl).toContain("siteMetadata: SiteSiteMetadata!");
  });
});

describe("the placeholder list in the GraphQL types", () => {
  const sdl = contentTypeDefs();

  it("is an optional [String!] on every collection type and on the site metadata", () => {
    const types = [
      ...Object.values(COLLECTIONS).map((c) => `${c.typeName} implements Node @dontInfer @childOf(types: ["File"])`),
      "SiteSiteMetadata",
    ];
    for (const type of types) {
      const body = sdl.slice(sdl.indexOf(`type ${type} {`)).split("\n}")[0] ?? "";
      expect(body).toMatch(/\n {2}placeholder: \[String!\](\n|$)/);
    }
  });
});

describe("the build-time fields", () => {
  const sdl = contentTypeDefs();
  const body = (type: string) => sdl.slice(sdl.indexOf(`type ${type} `)).split("\n}")[0] ?? "";

  it("adds the star count, its source and its time to the tutorials, documented", () => {
    const tutorials = body("TutorialsJson");
    expect(tutorials).toMatch(/\n {2}stars: Int!\n/);
    expect(tutorials).toMatch(/\n {2}starsSource: String!\n/);
    expect(tutorials).toMatch(/\n {2}starsFetchedAt: Date(\n|$)/);
    expect(tutorials).toMatch(/\n {2}"[^"\n]+"\n {2}stars: Int!/);
    // The content fields are still all there, fallbackStars among them.
    for (const field of Object.keys(COLLECTIONS.tutorials.fields)) expect(tutorials).toMatch(`\n  ${field}: `);
  });

  it("declares the node type holding what GitHub gave, and adds nothing to other collections", () => {
    expect(body("TutorialStars")).toMatch(/^type TutorialStars implements Node @dontInfer \{/);
    expect(body("TutorialStars")).toMatch(/\n {2}stars: Int\n/);
    expect(body("PartnersJson")).not.toMatch(/stars/);
  });

  it("adds the image files the image queries read: a partner's logo and the founder's photo", () => {
    expect(body("PartnersJson")).toMatch(/\n {2}logoImage: File\b/);
    expect(body("SiteSiteMetadata")).toMatch(/\n {2}founderPhotoImage: File\b/);
  });
});
