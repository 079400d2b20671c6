import { hoistEmotionStyles } from "./hoist-styles";

describe("hoistEmotionStyles", () => {
  it("moves emotion's style tags from the body to the end of the head, in order", () => {
    const html =
      '<html><head><title>t</title></head><body><div><style data-emotion="css-global a">x{}</style>' +
      '<style data-emotion="css b">.css-b{}</style><p class="css-b">hi</p></div></body></html>';
    expect(hoistEmotionStyles(html)).toBe(
      '<html><head><title>t</title><style data-emotion="css-global a">x{}</style>' +
        '<style data-emotion="css b">.css-b{}</style></head><body><div><p class="css-b">hi</p></div></body></html>',
    );
  });

  it("leaves other style tags and pages without emotion styles alone", () => {
    const html = "<html><head></head><body><noscript><style>a{}</style></noscript></body></html>";
    expect(hoistEmotionStyles(html)).toBe(html);
  });
});
