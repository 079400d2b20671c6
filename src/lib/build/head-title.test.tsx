import { requireHeadTitle } from "./head-title";

const untitled = [<meta key="a" name="theme-color" />, []];

describe("a built page's head", () => {
  it("passes with react-helmet's title among the head components", () => {
    expect(() =>
      requireHeadTitle(
        "/sponsorship/",
        [<meta key="a" name="theme-color" />, [<title key="t">Sponsorship</title>]],
        "build-html",
      ),
    ).not.toThrow();
  });

  it("stops the build, naming the page, when react-helmet gave it no title", () => {
    expect(() => requireHeadTitle("/sponsorship/", untitled, "build-html")).toThrow(
      "/sponsorship/: react-helmet gave the page no <title>",
    );
  });

  it("lets `gatsby develop` render its own untitled shell (stage develop-html), which has run no page query", () => {
    expect(() => requireHeadTitle("/", untitled, "develop-html")).not.toThrow();
  });
});
