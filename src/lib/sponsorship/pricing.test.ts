import { formatUsd } from "../format";
import { fixtureDiscountedPackage, fixtureMonthlyPackage, fixturePackage, fixtureRates } from "../../test/fixtures";
import { packagesOf, pkg, realPackages, realRates } from "../../test/sponsorship-data";
import { cheapest, oneTimeTotal, percentOf, valueComparison } from "./pricing";

describe("pricing", () => {
  it("a package's one-time total is its setup fee plus every add-on", () => {
    expect(oneTimeTotal(fixtureMonthlyPackage())).toBe(1100 + 1900);
    expect(oneTimeTotal({ setupFee: { name: "Setup", price: 1200 }, addOns: [] })).toBe(1200);
    expect(
      oneTimeTotal({
        addOns: [
          { name: "A", price: 300 },
          { name: "B", price: 450 },
        ],
      }),
    ).toBe(750);
    expect(oneTimeTotal({ addOns: [] })).toBe(0);
  });

  it("value comparison at standard rates: $8,150+ a month, $5,450+ saved, 67% discount", () => {
    const value = valueComparison(fixtureRates, 2700);
    expect(value.lines.map((l) => [l.slug, l.value])).toEqual([
      ["views", 2250],
      ["tutorials", 600],
      ["signups", 4800],
      ["endorsement", 500],
    ]);
    expect(value.total).toBe(8150);
    expect(value.plus).toBe(true);
    expect(value.saved).toBe(5450);
    expect(value.discount).toBe(67);
    expect(`${formatUsd(value.total)}+`).toBe("$8,150+");
    expect(valueComparison(fixtureRates.slice(0, 3), 2700).plus).toBe(false);
  });

  it("a discounted package's badge can say how much it saves against its struck price", () => {
    const bundle = fixtureDiscountedPackage();
    expect(bundle.badge).toBe(`${percentOf(500, bundle.strikePrice ?? 0)}% OFF`);
  });

  it("finds the cheapest package and refuses a percentage of nothing", () => {
    const low = fixturePackage({ slug: "low", price: 900 });
    expect(cheapest([fixtureMonthlyPackage(), low, fixtureDiscountedPackage()])?.slug).toBe("low");
    expect(cheapest([])).toBeUndefined();
    expect(() => percentOf(1, 0)).toThrow(RangeError);
  });
});

describe("the prices of data/", () => {
  it("the standard rates are worth more than the GitHub package, so the comparison shows a saving", () => {
    const value = valueComparison(realRates, pkg("github-tutorials").price);
    expect(value.lines).toHaveLength(realRates.length);
    expect(value.saved).toBeGreaterThan(0);
    expect(value.discount).toBeGreaterThan(0);
    expect(value.discount).toBeLessThan(100);
  });

  it("every percent badge matches its package's struck price", () => {
    for (const p of realPackages) {
      const match = /^(\d+)% OFF$/.exec(p.badge ?? "");
      if (!match) continue;
      expect(p.strikePrice).toBeDefined();
      expect(percentOf((p.strikePrice ?? 0) - p.price, p.strikePrice ?? 1)).toBe(Number(match[1]));
    }
  });

  it("each channel's cheapest package is one of its own, priced no higher than any other", () => {
    for (const channel of new Set(realPackages.map((p) => p.channel))) {
      const packages = packagesOf(channel);
      const low = cheapest(packages);
      expect(packages).toContain(low);
      for (const p of packages) expect(low?.price).toBeLessThanOrEqual(p.price);
    }
  });
});
