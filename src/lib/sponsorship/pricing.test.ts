import { formatUsd } from "../format";
import { pkg, realPackages, realRates } from "../../test/sponsorship-data";
import { cheapest, oneTimeTotal, percentOf, savings, valueComparison } from "./pricing";

describe("pricing derived from data/", () => {
  it("GitHub complete package: $2,700/month + $3,000 setup (tutorial $1,200 + amplification $1,800)", () => {
    const github = pkg("github-tutorials");
    expect(github.price).toBe(2700);
    expect(github.setupFee?.price).toBe(1200);
    expect(github.addOns.map((a) => a.price)).toEqual([1800]);
    expect(oneTimeTotal(github)).toBe(3000);
    expect(oneTimeTotal({ addOns: [] })).toBe(0);
  });

  it("value comparison at standard rates: $8,150+ a month, $5,450+ saved, 67% discount", () => {
    const value = valueComparison(realRates, pkg("github-tutorials").price);
    expect(value.lines.map((l) => [l.slug, l.value])).toEqual([
      ["logo-views", 2250],
      ["tutorial-views", 600],
      ["free-signups", 4800],
      ["endorsement", 500],
    ]);
    expect(value.total).toBe(8150);
    expect(value.plus).toBe(true);
    expect(value.saved).toBe(5450);
    expect(value.discount).toBe(67);
    expect(`${formatUsd(value.total)}+`).toBe("$8,150+");
  });

  it("the 2x bundle saves $500 and its 25% OFF badge agrees with its struck price", () => {
    const bundle = pkg("sponsored-post-bundle");
    expect(savings(bundle)).toBe(500);
    expect(bundle.badge).toBe(`${percentOf(500, bundle.strikePrice ?? 0)}% OFF`);
    expect(savings(pkg("sponsored-post"))).toBeUndefined();
  });

  it("every percent badge in data/ matches its package's struck price", () => {
    for (const p of realPackages) {
      const match = /^(\d+)% OFF$/.exec(p.badge ?? "");
      if (!match) continue;
      expect(p.strikePrice).toBeDefined();
      expect(percentOf(savings(p) ?? 0, p.strikePrice ?? 1)).toBe(Number(match[1]));
    }
  });

  it("finds the cheapest package and refuses a percentage of nothing", () => {
    expect(cheapest(realPackages)?.slug).toBe("sponsored-post");
    expect(cheapest([])).toBeUndefined();
    expect(() => percentOf(1, 0)).toThrow(RangeError);
  });
});
