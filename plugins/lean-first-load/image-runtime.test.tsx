/**
 * @jest-environment node
 */
import { renderToStaticMarkup } from "react-dom/server";
import type { ReactNode } from "react";
import { GuardError } from "./guard";
import { IMAGE_RUNTIME, dropUnusedImageRuntime, usesGatsbyImage } from "./image-runtime";

// What the installed gatsby-plugin-image writes into every page's head, taken from the plugin itself so
// that a change in its output fails here rather than slipping through the build.
function pluginHead(): string {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const ssr = require("gatsby-plugin-image/gatsby-ssr") as {
    onRenderBody: (api: { setHeadComponents: (c: ReactNode[]) => void }) => void;
  };
  let components: ReactNode[] = [];
  ssr.onRenderBody({ setHeadComponents: (c) => (components = c) });
  return renderToStaticMarkup(<>{components}</>);
}

const page = (head: string, body: string) =>
  `<!DOCTYPE html><html lang="en"><head><title>t</title>${head}<link rel="icon" href="/favicon.svg"/></head><body>${body}</body></html>`;

describe("dropUnusedImageRuntime", () => {
  it("takes the plugin's style, no-script style and script out of a page without a GatsbyImage", () => {
    const head = pluginHead();
    expect(head).toContain('<script type="module">');
    const html = page(head, '<main><img src="/partners/a.svg" alt="A"/></main>');
    expect(dropUnusedImageRuntime(html)).toBe(page("", '<main><img src="/partners/a.svg" alt="A"/></main>'));
  });

  it("keeps all of it where a GatsbyImage is rendered", () => {
    const body =
      '<div data-gatsby-image-wrapper="" class="gatsby-image-wrapper"><img data-main-image="" alt=""/></div>';
    const html = page(pluginHead(), body);
    expect(usesGatsbyImage(html)).toBe(true);
    expect(dropUnusedImageRuntime(html)).toBe(html);
  });

  it("does not count the plugin's own script and styles as a use", () => {
    expect(usesGatsbyImage(page(pluginHead(), "<main></main>"))).toBe(false);
  });

  it("leaves the page's other scripts and styles alone", () => {
    const others =
      '<style>a{color:red}</style><noscript><style>#m{display:block}</style></noscript><script type="module">run()</script>';
    expect(dropUnusedImageRuntime(page(pluginHead() + others, "<main></main>"))).toBe(page(others, "<main></main>"));
  });

  it.each([
    ["wrapper style sheet", ".gatsby-image-wrapper{", ".gatsby-img-wrapper{"],
    ["no-script style", ".gatsby-image-wrapper noscript", ".gatsby-img-wrapper noscript"],
    ["inline script", "gatsbyImageSsr", "gatsbyImageRuntime"],
  ])("stops the build when the plugin's %s is renamed", (part, from, to) => {
    const head = pluginHead();
    expect(head).toContain(from);
    const html = page(head.replace(from, to), "<main></main>");
    expect(() => dropUnusedImageRuntime(html)).toThrow(GuardError);
    expect(() => dropUnusedImageRuntime(html)).toThrow(`gatsby-plugin-image's ${part} was found 0 times`);
  });

  it("names every part of the runtime it removes", () => {
    expect(IMAGE_RUNTIME.map((r) => r.part)).toEqual(["wrapper style sheet", "no-script style", "inline script"]);
  });
});
