import { requireHeadTitle } from "./head-title";

describe("a built page's head", () => {
  it("passes with react-helmet's title among the head components", () => {
    expect(() =>
      requireHeadTitle("/sponsorship/", [<meta key="a" name="theme-color" />, [<title key="t">Sponsorship</title>]]),
    ).not.toThrow();
  });

  it("stops the build, naming the page, when react-helmet gave it no title", () => {
    expect(() => requireHeadTitle("/sponsorship/", [<meta key="a" name="theme-color" />, []])).toThrow(
      "/sponsorship/: react-helmet gave the page no <title>",
    );
  });
});
