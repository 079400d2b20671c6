import { hoistEmotionStyles } from "./hoist-styles";

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
});
