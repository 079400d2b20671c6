import { exportsHead } from "./head-export";

describe("exportsHead", () => {
  it.each([
    ["a function", "export function Head() { return null }"],
    ["a constant", "export const Head = () => <title>t</title>;"],
    ["a named export list", "const Head = () => null;\nexport { Head };"],
    ["a renamed export", "const Meta = () => null;\nexport { Meta as Head };"],
  ])("sees Head exported as %s", (_kind, source) => {
    expect(exportsHead(source, "/site/src/templates/page.tsx")).toBe(true);
  });

  it.each([
    ["a page without Head", "export default function Page() { return null }"],
    ["a Head that is not exported", "const Head = () => null;\nexport default Head;"],
    ["another export named like it", "export const HeadLine = 1;\nexport function head() {}"],
    ["a type only", "type Head = string;\nexport type { Head };"],
  ])("sees no Head export in %s", (_kind, source) => {
    expect(exportsHead(source, "/site/src/pages/404.tsx")).toBe(false);
  });
});
