import { closestRoute, editDistance } from "./closest-route";

describe("closestRoute", () => {
  it.each([
    ["/sponsorship/githb", "/sponsorship/github/"],
    ["/sponsorship/githb/", "/sponsorship/github/"],
    ["/Sponsorship/Newsleter", "/sponsorship/newsletter/"],
    ["/sponsorhip", "/sponsorship/"],
    ["/sponsorship/logo", "/sponsorship/logo-only/"],
    ["/sponsorship/social", "/sponsorship/social-media/"],
  ])("%s suggests %s", (typed, route) => {
    expect(closestRoute(typed)?.path).toBe(route);
  });

  it("suggests nothing for a path unlike any route", () => {
    expect(closestRoute("/completely/unrelated/place")).toBeUndefined();
  });

  it("measures edits", () => {
    expect(editDistance("githb", "github")).toBe(1);
    expect(editDistance("", "abc")).toBe(3);
  });
});
