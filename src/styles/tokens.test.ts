import * as tokens from "./tokens";

// That no colour or font size is written outside this folder is an ESLint rule (eslint.config.mjs).
describe("design tokens", () => {
  it("give every colour as a hex value, and the type scale in pixels, smallest first", () => {
    for (const colour of Object.values(tokens.colors)) expect(colour).toMatch(/^#[0-9a-f]{3,8}$/i);
    const sizes = Object.values(tokens.fontSizes).map((s) => Number(s.replace(/px$/, "")));
    expect(sizes).toEqual([...sizes].sort((a, b) => a - b));
    expect(new Set(sizes).size).toBe(sizes.length);
  });
});
