import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { exportsHead, filesExportingHead } from "./head-export";

describe("exportsHead", () => {
  it.each([
    "export function Head() { return <title>x</title>; }",
    "export const Head = () => null;",
    "export const Head: HeadFC = () => null;",
    "export async function Head() {}",
    "const PageHead = () => null;\nexport { PageHead as Head };",
    "export { Head, query };",
    "export { query, Head };",
  ])("finds %p", (source) => {
    expect(exportsHead(source)).toBe(true);
  });

  it.each([
    "export default function HomeTemplate() {}",
    "export const HeadCount = 3;",
    "function Head() {}\nexport default Head;",
    "import { Helmet } from 'react-helmet';",
    "export { Header };",
  ])("ignores %p", (source) => {
    expect(exportsHead(source)).toBe(false);
  });
});

describe("filesExportingHead", () => {
  it("names the page files that export Head and skips tests", () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "head-export-"));
    fs.mkdirSync(path.join(root, "src/pages/nested"), { recursive: true });
    fs.mkdirSync(path.join(root, "src/templates"), { recursive: true });
    fs.writeFileSync(path.join(root, "src/pages/index.tsx"), "export default function Page() {}");
    fs.writeFileSync(path.join(root, "src/pages/nested/about.tsx"), "export const Head = () => null;");
    fs.writeFileSync(path.join(root, "src/pages/nested/about.test.tsx"), "export const Head = 1;");
    fs.writeFileSync(path.join(root, "src/templates/t.tsx"), "export function Head() {}");
    expect(filesExportingHead(root).sort()).toEqual(["src/pages/nested/about.tsx", "src/templates/t.tsx"]);
  });

  it("finds none in this site: its head tags go through react-helmet", () => {
    expect(filesExportingHead(path.resolve(__dirname, "../../.."))).toEqual([]);
  });
});
