/**
 * @jest-environment node
 */
import { renderToString } from "react-dom/server";
import { Helmet } from "react-helmet";
import { Seo } from "./seo";

jest.mock("../../hooks/use-site-metadata");

describe("Seo in the static HTML", () => {
  it("keeps markup in content from breaking out of a JSON-LD block", () => {
    const evil = [
      "</script><script>alert(1)</script>",
      '<img src=x onerror="alert(1)">',
      "<!-- comment --> & \u2028",
    ].join(" ");
    renderToString(<Seo path="/" title={`A ${evil}`} jsonLd={[{ "@type": "Service", description: evil }]} />);
    const head = Helmet.renderStatic();
    const scripts = head.script.toString();
    const block = /<script[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/.exec(scripts);
    expect(block).not.toBeNull();
    // Exactly one script element: the content's "</script>" did not end it early or start another.
    expect(scripts.match(/<script/g)).toHaveLength(1);
    expect(block?.[1]).not.toMatch(/[<>]/);
    expect(JSON.parse(block?.[1] ?? "")).toEqual({ "@type": "Service", description: evil });
    // The title is escaped text too.
    expect(head.title.toString()).not.toContain("<script>");
    expect(head.title.toString()).toContain("&lt;/script&gt;");
  });
});
