import { spellOutFigure } from "./figures";

describe("spellOutFigure", () => {
  it.each([
    ["500K+", "500,000+"],
    ["32K+", "32,000+"],
    ["4K+", "4,000+"],
    ["60k+", "60,000+"],
    ["1.5M", "1,500,000"],
    ["130+", "130+"],
    ["12", "12"],
    ["Growing", "Growing"],
    ["66%", "66%"],
  ])("%s → %s", (value, prose) => {
    expect(spellOutFigure(value)).toBe(prose);
  });
});
