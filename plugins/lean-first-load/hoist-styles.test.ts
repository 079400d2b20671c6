import { GuardError } from "./guard";
import { alreadyRewritten, hoistEmotionStyles, isDocument } from "./hoist-styles";

describe("hoistEmotionStyles", () => {
  it("moves emotion's style tags to the end of the head: globals first, then one merged tag in document order", () => {
    const html =
      '<html><head><title>t</title></head><body><div><style data-emotion="d-global g">x{}</style>' +
      '<style data-emotion="d b">.d-b{}</style><p class="d-b">hi</p>' +
      '<style data-emotion="d c e">.d-c{}.d-e{}</style><p class="d-c d-e">yo</p></div></body></html>';
    expect(hoistEmotionStyles(html)).toBe(
      '<html><head><title>t</title><style data-emotion-static="d-global g">x{}</style>' +
        '<style data-emotion-static="d b c e">.d-b{}.d-c{}.d-e{}</style></head>' +
        '<body><div><p class="d-b">hi</p><p class="d-c d-e">yo</p></div></body></html>',
    );
  });

  it("names each style once in the merged tag", () => {
    const html =
      '<html><head></head><body><style data-emotion="d a">.d-a{}</style><style data-emotion="d a b">.d-b{}</style></body></html>';
    expect(hoistEmotionStyles(html)).toBe(
      '<html><head><style data-emotion-static="d a b">.d-a{}.d-b{}</style></head><body></body></html>',
    );
  });

  it("leaves other style tags and pages without emotion styles alone", () => {
    const html = "<html><head></head><body><noscript><style>a{}</style></noscript></body></html>";
    expect(hoistEmotionStyles(html)).toBe(html);
  });

  it("stops the build when emotion's classes are on the page but its style tags are not where it wrote them", () => {
    const html = '<html><head></head><body><p class="x d-1a2b">hi</p></body></html>';
    expect(() => hoistEmotionStyles(html)).toThrow(GuardError);
    expect(() => hoistEmotionStyles(html)).toThrow("no <style data-emotion");
  });

  it("stops the build when emotion renames its style attribute", () => {
    const html =
      '<html><head></head><body><style data-emotion-css="d b">.d-b{}</style><p class="d-b">hi</p></body></html>';
    expect(() => hoistEmotionStyles(html)).toThrow(GuardError);
  });

  it("stops the build when a style tag carries another cache's key", () => {
    const html =
      '<html><head></head><body><style data-emotion="css b">.css-b{}</style><p class="css-b">hi</p></body></html>';
    expect(() => hoistEmotionStyles(html)).toThrow('a style tag of key "css"');
  });
});

describe("alreadyRewritten", () => {
  const built =
    '<html><head><title>t</title></head><body><style data-emotion="d-global g">x{}</style>' +
    '<style data-emotion="d b">.d-b{}</style><p class="d-b">hi</p></body></html>';

  it("tells a page kept from an earlier build, already rewritten, from one Gatsby just rendered", () => {
    expect(alreadyRewritten(built)).toBe(false);
    expect(alreadyRewritten(hoistEmotionStyles(built))).toBe(true);
  });
});

describe("isDocument", () => {
  it("tells a page from a fragment Gatsby stitches into pages", () => {
    expect(isDocument('<!DOCTYPE html><html lang="en"><head></head><body></body></html>')).toBe(true);
    expect(isDocument('<script id="gatsby-chunk-mapping">window.___chunkMapping="{}"</script>')).toBe(false);
  });
});
