import { render } from "@testing-library/react";
import { Helmet } from "react-helmet";
import { realSite } from "../../test/sponsorship-data";
import { Seo } from "./seo";

jest.mock("../../hooks/use-site-metadata");

type Tag = Record<string, string>;
/** The site's address from data/site.json (the mocked hook's), without a trailing slash. */
const base = realSite.siteUrl.replace(/\/+$/, "");
const meta = (tags: Tag[], key: string, value: string) => tags.find((t) => t[key] === value)?.content;

describe("Seo", () => {
  it("falls back to the site's default title and description", () => {
    render(<Seo path="/" />);
    const head = Helmet.peek();
    expect(head.title).toBe(realSite.title);
    const tags = head.metaTags as unknown as Tag[];
    expect(meta(tags, "name", "description")).toBe(realSite.description);
    expect((head.linkTags as unknown as Tag[])[0]).toEqual({ rel: "canonical", href: `${base}/` });
    expect(head.htmlAttributes).toEqual({ lang: "en" });
  });

  it("sets the page's own title, description, canonical, Open Graph and Twitter tags", () => {
    render(
      <Seo
        path="/sponsorship/github/"
        canonicalPath="/sponsorship/"
        title="GitHub Tutorial Sponsorship | DiamantAI"
        description="Sponsor a tutorial."
      />,
    );
    const head = Helmet.peek();
    const tags = head.metaTags as unknown as Tag[];
    expect(head.title).toBe("GitHub Tutorial Sponsorship | DiamantAI");
    expect(meta(tags, "name", "description")).toBe("Sponsor a tutorial.");
    expect(meta(tags, "property", "og:title")).toBe("GitHub Tutorial Sponsorship | DiamantAI");
    expect(meta(tags, "property", "og:url")).toBe(`${base}/sponsorship/github/`);
    expect(meta(tags, "name", "twitter:card")).toBe("summary_large_image");
    expect(meta(tags, "name", "twitter:description")).toBe("Sponsor a tutorial.");
    expect((head.linkTags as unknown as Tag[])[0]?.href).toBe(`${base}/sponsorship/`);
  });

  it("writes each JSON-LD object as its own script, escaped so text cannot end the block", () => {
    const evil = "</script><script>alert(1)</script> & <img src=x onerror=alert(1)>";
    render(<Seo path="/" jsonLd={[{ "@type": "WebSite", name: evil }, { "@type": "Organization" }]} />);
    const scripts = Helmet.peek().scriptTags as unknown as { type: string; innerHTML: string }[];
    expect(scripts).toHaveLength(2);
    expect(scripts[0]?.type).toBe("application/ld+json");
    expect(scripts[0]?.innerHTML).not.toMatch(/[<>]/);
    expect(JSON.parse(scripts[0]?.innerHTML ?? "")).toEqual({ "@type": "WebSite", name: evil });
  });
});
