import fc from "fast-check";
import { formatPrice, formatUsd, groupDigits } from "./format";

describe("formatUsd", () => {
  it.each([
    [2700, "$2,700"],
    [12500, "$12,500"],
    [59, "$59"],
    [0.015, "$0.015"],
    [0.1, "$0.10"],
  ])("%p → %p", (amount, text) => expect(formatUsd(amount)).toBe(text));

  it("refuses what is not a number", () => expect(() => formatUsd(Number.NaN)).toThrow(RangeError));
});

describe("formatPrice", () => {
  it("writes a monthly price with the given word after it, a one-time price alone", () => {
    expect(formatPrice(2800, "month", { perMonth: "/month" })).toBe("$2,800/month");
    expect(formatPrice(2800, "month", { perMonth: " per month" })).toBe("$2,800 per month");
    expect(formatPrice(8500, "one-time", { perMonth: "/month" })).toBe("$8,500");
  });
});

describe("against Intl.NumberFormat", () => {
  const intlUsd = (amount: number) =>
    new Intl.NumberFormat("en-US", {
      style: "currency",
      currency: "USD",
      minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
      maximumFractionDigits: 3,
    }).format(amount);

  it("formats every whole amount as Intl does", () => {
    fc.assert(fc.property(fc.integer({ min: -1e12, max: 1e12 }), (n) => expect(formatUsd(n)).toBe(intlUsd(n))));
  });

  it("formats rates with 2 or 3 decimals as Intl does", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 9_999_999 }), fc.integer({ min: 1, max: 999 }), (whole, thousandths) => {
        const amount = whole / 1000 + (thousandths % 7) * 1000;
        if (Number.isInteger(amount)) return;
        expect(formatUsd(amount)).toBe(intlUsd(amount));
      }),
    );
  });

  it("groups digits as Intl does", () => {
    fc.assert(
      fc.property(fc.integer({ min: -Number.MAX_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }), (n) =>
        expect(groupDigits(n)).toBe(new Intl.NumberFormat("en-US").format(n)),
      ),
    );
  });
});
