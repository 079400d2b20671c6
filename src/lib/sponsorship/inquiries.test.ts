import { buildMailto } from "../mailto";
import { inquiry, packagesOf, pkg, realPackages, realSite } from "../../test/sponsorship-data";
import { channelMail, packageMail, recipientName } from "./inquiries";

const TO = "contact@diamant-ai.com";
const SIGN_OFF = "\n\nLooking forward to hearing from you.\n\nBest regards,";

/** Decodes a mailto URL the way a mail program does. */
function decode(url: string) {
  const [scheme, query = ""] = url.split("?");
  const params = query.split("&").map((pair) => pair.split("="));
  return {
    to: decodeURIComponent((scheme ?? "").replace(/^mailto:/, "")),
    keys: params.map(([key]) => key),
    subject: decodeURIComponent(params.find(([k]) => k === "subject")?.[1] ?? ""),
    body: decodeURIComponent(params.find(([k]) => k === "body")?.[1] ?? ""),
  };
}

describe("inquiry e-mails built from data/", () => {
  it("greets the founder by first name and writes to the one address of site.json", () => {
    expect(recipientName(realSite.founder)).toBe("Nir");
    expect(recipientName("  Ada  ")).toBe("Ada");
    for (const p of realPackages) expect(packageMail(p, realSite).to).toBe(TO);
  });

  it("newsletter blog post: product name + ' Blog Post Sponsorship - $8,500', asks for the breakdown", () => {
    const mail = packageMail(pkg("newsletter-blog-post"), realSite);
    expect(mail.subject).toBe("DiamantAI Blog Post Sponsorship - $8,500");
    expect(mail.body).toBe(
      "Hi Nir,\n\nI'm interested in the Detailed Blog Post sponsorship. Could you send me a breakdown of what the detailed blog post includes?\n\nCompany: \nProduct/Technology: \nWebsite: " +
        SIGN_OFF,
    );
  });

  it("logo-only: subject exactly 'Logo Sponsorship Inquiry', body about the logo-only package", () => {
    const mail = packageMail(pkg("logo-only"), realSite);
    expect(mail.subject).toBe("Logo Sponsorship Inquiry");
    expect(mail.body).toBe(
      "Hi Nir,\n\nI'm interested in the logo-only sponsorship package ($2,800/month) for the GitHub repositories. Please share availability and next steps.\n\nCompany: \nProduct/Service: \nWebsite: " +
        SIGN_OFF,
    );
  });

  it("custom package: greeting, interest in a custom package, sign-off and no blanks", () => {
    const mail = channelMail(inquiry("custom-package"), realPackages, realSite);
    expect(mail.subject).toBe("Custom Sponsorship Package Inquiry");
    expect(mail.body).toBe(
      "Hi Nir,\n\nI'm interested in a custom sponsorship package that combines several of your channels. Could we set up a call to discuss the options?" +
        SIGN_OFF,
    );
  });

  it.each([
    [
      "github-tutorials",
      "GitHub Tutorial Sponsorship Inquiry - $2,700/month",
      "I'm interested in sponsoring a tutorial in your GitHub repositories ($2,700/month plus the one-time setup). Please send me the next steps.",
      ["Company", "Product/Service", "Website", "Target message"],
    ],
    [
      "newsletter-combo",
      "Combo Newsletter Sponsorship Inquiry - $9,500",
      "I'm interested in the Combo package (newsletter blog post + LinkedIn post + Reddit post).",
      ["Company", "Product/Technology", "Website", "Target message across platforms"],
    ],
    [
      "newsletter-mega-combo",
      "Mega Combo Newsletter Sponsorship Inquiry - $12,500",
      "I'm interested in the Mega Combo package (blog post + LinkedIn post + Reddit post + a video interview embedded in the blog post).",
      ["Company", "Product/Technology", "Website", "Preferred interview format"],
    ],
    [
      "sponsored-post",
      "Sponsored Post Inquiry - $1,000",
      "I'm interested in the Sponsored Post package (one LinkedIn post with an image).",
      ["Company", "Product/Service", "Website", "Target message"],
    ],
    [
      "sponsored-post-bundle",
      "2x Sponsored Post Bundle Inquiry - $1,500",
      "I'm interested in the 2x Sponsored Post Bundle (two LinkedIn posts).",
      ["Company", "Product/Service", "Website", "Target messages for both posts"],
    ],
    [
      "all-media-bundle",
      "All Media Posts Bundle Inquiry - $2,500",
      "I'm interested in the All Media Posts Bundle (1 LinkedIn post, 1 Twitter thread and 2 Reddit posts).",
      ["Company", "Product/Service", "Website", "Target message across platforms"],
    ],
  ])("%s: the subject names the package and its price, the body has its blanks", (slug, subject, intro, blanks) => {
    const mail = packageMail(pkg(slug), realSite);
    expect(mail.subject).toBe(subject);
    expect(mail.body).toBe(`Hi Nir,\n\n${intro}\n\n${blanks.map((b) => `${b}: `).join("\n")}${SIGN_OFF}`);
  });

  it.each([
    [
      "newsletter-contact",
      "newsletter",
      "Newsletter Sponsorship Inquiry - Packages from $8,500",
      "I'm interested in sponsoring the newsletter and would like to discuss which package fits best.",
      ["Company", "Product/Technology", "Website", "Target message"],
    ],
    [
      "social-media-campaign",
      "social-media",
      "Social Media Campaign Inquiry - Packages from $1,000",
      "I'd like to start a social media campaign on LinkedIn, Reddit and Twitter.",
      ["Company", "Product/Service", "Website", "Target message across platforms"],
    ],
  ])("closing button %s: priced from the channel's cheapest package", (slug, channel, subject, intro, blanks) => {
    const mail = channelMail(inquiry(slug), packagesOf(channel), realSite);
    expect(mail.subject).toBe(subject);
    expect(mail.body).toBe(`Hi Nir,\n\n${intro}\n\n${blanks.map((b) => `${b}: `).join("\n")}${SIGN_OFF}`);
  });

  it("follows a price change in data/ into the subject and the body", () => {
    const mail = packageMail({ ...pkg("logo-only"), price: 3100 }, realSite);
    expect(mail.body).toContain("($3,100/month)");
    const blog = packageMail({ ...pkg("newsletter-blog-post"), price: 9000 }, realSite);
    expect(blog.subject).toBe("DiamantAI Blog Post Sponsorship - $9,000");
  });

  it("every package's mailto has exactly a subject and a body, CRLF line breaks and no '+'", () => {
    for (const p of realPackages) {
      const mail = packageMail(p, realSite);
      const url = buildMailto(mail);
      const decoded = decode(url);
      expect(decoded.to).toBe(TO);
      expect(decoded.keys).toEqual(["subject", "body"]);
      expect(decoded.subject).toBe(mail.subject);
      expect(decoded.body).toBe(mail.body.replace(/\n/g, "\r\n"));
      expect(url).not.toMatch(/[ +\n]/);
      expect(url).toContain("%0D%0A");
    }
  });

  it("keeps &, ?, #, +, CR/LF and emoji inside their value", () => {
    const tricky = {
      ...pkg("sponsored-post"),
      inquiry: {
        subject: "R&D? #1 + more 🚀 - {price}",
        intro: "Line one & two?\r\nLine #2 + 🚀\rcc=evil@example.com&bcc=evil@example.com",
        blanks: ["Company & Co", "URL?#"],
      },
    };
    const mail = packageMail(tricky, realSite);
    const url = buildMailto(mail);
    expect(url).toContain("subject=R%26D%3F%20%231%20%2B%20more%20%F0%9F%9A%80%20-%20%241%2C000&body=");
    const decoded = decode(url);
    expect(decoded.keys).toEqual(["subject", "body"]);
    expect(decoded.subject).toBe("R&D? #1 + more 🚀 - $1,000");
    expect(decoded.body).toBe(
      [
        "Hi Nir,",
        "",
        "Line one & two?",
        "Line #2 + 🚀",
        "cc=evil@example.com&bcc=evil@example.com",
        "",
        "Company & Co: ",
        "URL?#: ",
        "",
        "Looking forward to hearing from you.",
        "",
        "Best regards,",
      ].join("\r\n"),
    );
  });
});
