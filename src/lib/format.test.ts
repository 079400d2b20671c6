import { formatPrice, formatUsd } from "./format";

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
  it("adds the cadence of monthly prices", () => {
    expect(formatPrice(2800, "month")).toBe("$2,800/month");
    expect(formatPrice(8500, "one-time")).toBe("$8,500");
  });
});
