import { fillText, textVocabulary } from "./text";

const vocab = textVocabulary({
  site: { name: "Acme", founder: "Ada Lovelace" },
  stats: [{ slug: "readers", value: "9K+" }],
  figures: [
    { slug: "open-rate", value: "61%" },
    { slug: "reach", value: "{stat:readers}" },
  ],
  packages: [{ slug: "post", name: "Sponsored Post", channel: "newsletter", price: 1200, cadence: "one-time" }],
  ui: { price: { perMonth: " a month" } },
});

describe("text tokens", () => {
  it("fill in the site, the founder, stats, figures, package names and prices, spelt out with :long", () => {
    expect(
      fillText("{site} by {firstName}: {stat:readers} ({stat:readers:long}) read, {figure:open-rate} open", vocab),
    ).toBe("Acme by Ada: 9K+ (9,000+) read, 61% open");
    expect(fillText("{package:post}: {price:post}, from {from:newsletter}", vocab)).toBe(
      "Sponsored Post: $1,200, from $1,200",
    );
  });

  it("write a monthly price with data/ui.json's word for it", () => {
    const monthly = textVocabulary({
      site: { name: "Acme", founder: "Ada" },
      stats: [],
      figures: [],
      packages: [{ slug: "logo", name: "Logo", channel: "github", price: 2800, cadence: "month" }],
      ui: { price: { perMonth: " a month" } },
    });
    expect(fillText("{price:logo}", monthly)).toBe("$2,800 a month");
    // The cheapest price of a channel ({from}) is its amount alone.
    expect(fillText("{from:github}", monthly)).toBe("$2,800");
  });

  it("give a figure that is a stat's token the stat's value, so one edit of the stat changes both", () => {
    expect(fillText("{figure:reach} / {figure:reach:long}", vocab)).toBe("9K+ / 9,000+");
  });

  it("leave unknown tokens as they are", () => {
    expect(fillText("{stat:nope} {name}", vocab)).toBe("{stat:nope} {name}");
  });
});
