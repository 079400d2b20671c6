import path from "node:path";
import { componentsExportingHead, type ComponentState } from "./head-export";

const root = path.resolve("/site");
const component = (rel: string, Head?: boolean): [string, ComponentState] => {
  const componentPath = path.join(root, rel);
  return [componentPath, { componentPath, Head }];
};

describe("componentsExportingHead", () => {
  it("names, relative to the project, the components Gatsby found exporting Head", () => {
    const components = new Map([
      component("src/templates/home.tsx", false),
      component("src/templates/sponsorship.tsx", true),
      component("src/pages/404.tsx", true),
      component("src/templates/sponsorship-github.tsx"),
    ]);
    expect(componentsExportingHead(components, root)).toEqual(["src/pages/404.tsx", "src/templates/sponsorship.tsx"]);
  });

  it("names none when no component exports Head", () => {
    expect(componentsExportingHead(new Map([component("src/pages/404.tsx", false)]), root)).toEqual([]);
  });
});
