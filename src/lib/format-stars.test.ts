import { formatStars } from "./format-stars";

describe("formatStars", () => {
  it.each([
    [19421, "19.4k"],
    [15200, "15.2k"],
    [9124, "9.1k"],
    [6154, "6.2k"],
    [25000, "25.0k"],
    [1000, "1.0k"],
    [999, "999"],
    [999.6, "1.0k"],
    [99999, "100.0k"],
    [1, "1"],
    [0, "0"],
  ])("%d → %s", (count, shown) => {
    expect(formatStars(count)).toBe(shown);
  });
});
