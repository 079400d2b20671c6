import { buildMailto, inquiryMail, toWellFormed } from "./mailto";

const params = (url: string) => {
  const [scheme, query = ""] = url.split("?");
  return { scheme, keys: query.split("&").map((p) => p.split("=")[0]), parsed: new URLSearchParams(query) };
};

describe("buildMailto", () => {
  it("encodes spaces as %20 and line breaks as %0D%0A", () => {
    const url = buildMailto({ to: "owner@example.com", subject: "Contact from Ada Lovelace", body: "a\nb\r\nc" });
    expect(url).toBe("mailto:owner@example.com?subject=Contact%20from%20Ada%20Lovelace&body=a%0D%0Ab%0D%0Ac");
  });

  it("never lets a value add a parameter or header", () => {
    const nasty = "R&D? #1 100% + more&cc=evil@x.com\r\nBcc: evil@x.com 🚀 שלום";
    const url = buildMailto({ to: "owner@example.com", subject: nasty, body: nasty });
    const { scheme, keys, parsed } = params(url);
    expect(scheme).toBe("mailto:owner@example.com");
    expect(keys).toEqual(["subject", "body"]);
    expect(url).not.toContain("+");
    expect(decodeURIComponent(url.split("subject=")[1]?.split("&")[0] ?? "")).toBe(nasty.replace(/\r\n/g, "\r\n"));
    expect(parsed.get("body")).toBe(nasty);
  });

  it("survives a lone surrogate", () => {
    const url = buildMailto({ to: "o@example.com", subject: "x\uD800y", body: "\uDC00" });
    expect(url).toBe("mailto:o@example.com?subject=x%EF%BF%BDy&body=%EF%BF%BD");
    expect(toWellFormed("ok 😀")).toBe("ok 😀");
  });
});

describe("inquiryMail", () => {
  it("fills the subject placeholders and lists the blanks", () => {
    const mail = inquiryMail(
      "owner@example.com",
      {
        subject: "{site} Blog Post Sponsorship - {price}",
        intro: "Tell me more.",
        blanks: ["Company", "Product/Technology", "Website"],
      },
      {
        site: "DiamantAI",
        recipientName: "Nir",
        price: "$8,500",
        letter: { greeting: "Hi {name},", closing: "Looking forward to hearing from you.", signOff: "Best regards," },
      },
    );
    expect(mail.subject).toBe("DiamantAI Blog Post Sponsorship - $8,500");
    expect(mail.body).toBe(
      "Hi Nir,\n\nTell me more.\n\nCompany: \nProduct/Technology: \nWebsite: \n\nLooking forward to hearing from you.\n\nBest regards,",
    );
  });
});
