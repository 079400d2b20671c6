import type { Loose } from "../content/entries";
import { fixtureDiscountedPackage, fixturePackage } from "../../test/fixtures";
import { toChannelPage } from "./channel-page";

type Data = Loose<Queries.ChannelPageFragment>;

/** A made-up newsletter page: two packages, figures and points in two groups each. */
function fixtureData(overrides: Partial<Data> = {}): Data {
  return {
    page: {
      slug: "newsletter",
      label: "Fixture newsletter",
      sections: [{ slug: "hero", eyebrow: "Fixture eyebrow", label: "Fixture figures" }],
    },
    channel: {
      slug: "newsletter",
      title: "Fixture Letters",
      description: "A channel made up for a test.",
      icon: "Mail",
      metrics: [],
      offers: ["fixture-bundle"],
      slots: { unit: "week", capacity: 1, shown: 2 },
    },
    // Built on Friday 2026-12-25: the slots are the weeks of 28 December (booked) and 4 January.
    site: { buildTime: "2026-12-25T23:30:00.000Z" },
    bookings: {
      nodes: [
        { channel: "newsletter", slot: "2026-12-28" },
        { channel: "github", slot: "2027-01-04" },
      ],
    },
    packages: { nodes: [fixturePackage(), fixtureDiscountedPackage({ channel: "newsletter" })] },
    figures: {
      nodes: [
        { slug: "opens", group: "performance", value: "61%", label: "Fixture opens" },
        { slug: "north", group: "locations", value: "30%", label: "Fixture north", share: 30 },
        { slug: "clicks", group: "performance", value: "9%", label: "Fixture clicks" },
      ],
    },
    points: {
      nodes: [
        { slug: "fair", group: "standards", title: "Fixture fairness" },
        { slug: "acme", group: "companies", title: "Fixture Corp" },
      ],
    },
    ...overrides,
  };
}

describe("toChannelPage", () => {
  it("frames the page with its route, its channel's words and the packages the channel offers", () => {
    const { frame, packages } = toChannelPage(fixtureData(), { slug: "newsletter", metrics: "performance" });
    expect(frame.path).toBe("/sponsorship/newsletter/");
    expect(frame.page.section("hero").eyebrow).toBe("Fixture eyebrow");
    expect(frame.service.name).toBe("Fixture Letters");
    expect(frame.service.description).toBe("A channel made up for a test.");
    expect(packages.map((p) => p.slug)).toEqual(["fixture-package", "fixture-bundle"]);
    expect(frame.service.packages.map((p) => p.slug)).toEqual(["fixture-bundle"]);
  });

  it("shows the named group of figures in the header band, and any group on demand, in file order", () => {
    const content = toChannelPage(fixtureData(), { slug: "newsletter", metrics: "performance" });
    expect(content.frame.metrics.map((m) => m.label)).toEqual(["Fixture opens", "Fixture clicks"]);
    expect(content.figures("locations")).toMatchObject([
      { slug: "north", value: "30%", label: "Fixture north", share: 30 },
    ]);
    expect(content.points("companies").map((p) => p.title)).toEqual(["Fixture Corp"]);
  });

  it("gives the picker the channel's slot rule, its own bookings and the build's UTC day, and the JSON-LD its availability", () => {
    const { frame } = toChannelPage(fixtureData(), { slug: "newsletter", metrics: "performance" });
    expect(frame.slots).toEqual({
      rule: { unit: "week", capacity: 1, shown: 2 },
      booked: ["2026-12-28"],
      buildDay: "2026-12-25",
    });
    expect(frame.service.availability).toEqual({ newsletter: { open: true, starts: "2027-01-04" } });
    const full = fixtureData({
      bookings: { nodes: ["2026-12-28", "2027-01-04"].map((slot) => ({ channel: "newsletter", slot })) },
    });
    const soldOut = toChannelPage(full, { slug: "newsletter", metrics: "performance" }).frame.service.availability;
    expect(soldOut).toEqual({ newsletter: { open: false, starts: "2027-01-11" } });
  });

  it("stops the build when the channel or its packages are missing", () => {
    const options = { slug: "newsletter", metrics: "performance" } as const;
    expect(() => toChannelPage(fixtureData({ channel: null }), options)).toThrow("newsletter channel");
    expect(() => toChannelPage(fixtureData({ packages: { nodes: [] } }), options)).toThrow(
      "newsletter channel or package",
    );
  });
});
