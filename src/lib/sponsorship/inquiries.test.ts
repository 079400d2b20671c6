import { formatPrice } from "../format";
import { buildMailto } from "../mailto";
import {
  fixtureBareInquiry,
  fixtureChannelInquiry,
  fixtureDiscountedPackage,
  fixtureMonthlyPackage,
  fixturePackage,
  fixturePriceWords,
  fixtureSite,
} from "../../test/fixtures";
import { packagesOf, realInquiries, realPackages, realPriceWords, realSite } from "../../test/sponsorship-data";
import { cheapest } from "./pricing";
import { channelMail, packageMail, recipientName } from "./inquiries";

const SIGN_OFF = "\n\nFixture closing line.\n\nFixture regards,";

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

describe("inquiry e-mails", () => {
  it("greet the founder by first name and write to the address of the site settings", () => {
    expect(recipientName(fixtureSite.founder)).toBe("Ada");
    expect(recipientName("  Ada  ")).toBe("Ada");
    expect(packageMail(fixturePackage(), fixtureSite, fixturePriceWords).to).toBe("owner@fixture.example");
    expect(packageMail(fixturePackage(), { ...fixtureSite, email: "someone@else.example" }, fixturePriceWords).to).toBe(
      "someone@else.example",
    );
  });

  it("a package's subject is built from its template, the site's name and its price as its card shows it", () => {
    const mail = packageMail(fixturePackage(), fixtureSite, fixturePriceWords);
    expect(mail.subject).toBe("Fixture Academy Fixture Sponsorship - $1,234");
    expect(mail.body).toBe(
      "Dear Ada,\n\nI'm interested in the Fixture Package ($1,234).\n\nCompany: \nWebsite: " + SIGN_OFF,
    );
  });

  it("a monthly package's price reads '/month' in the subject and the body", () => {
    const mail = packageMail(fixtureMonthlyPackage(), fixtureSite, fixturePriceWords);
    expect(mail.subject).toBe("Fixture Monthly Inquiry - $2,500/month");
    expect(mail.body).toBe(
      "Dear Ada,\n\nI'd like the monthly fixture ($2,500/month plus the one-time setup).\n\nCompany: \nProduct/Service: \nWebsite: \nTarget message: " +
        SIGN_OFF,
    );
  });

  it("writes a monthly price with data/ui.json's word for it, in the subject, the body and {from}", () => {
    const words = { perMonth: " a fixture month" };
    const mail = packageMail(fixtureMonthlyPackage(), fixtureSite, words);
    expect(mail.subject).toBe("Fixture Monthly Inquiry - $2,500 a fixture month");
    expect(mail.body).toContain("($2,500 a fixture month plus");
    expect(channelMail(fixtureChannelInquiry, [fixtureMonthlyPackage()], fixtureSite, words).subject).toBe(
      "Fixture Inquiry - Packages from $2,500 a fixture month",
    );
    // A one-time price has no word after it.
    expect(packageMail(fixturePackage(), fixtureSite, words).subject).toBe(
      "Fixture Academy Fixture Sponsorship - $1,234",
    );
  });

  it("follows a price change into the subject and the body", () => {
    const mail = packageMail(fixtureMonthlyPackage({ price: 3100 }), fixtureSite, fixturePriceWords);
    expect(mail.subject).toBe("Fixture Monthly Inquiry - $3,100/month");
    expect(mail.body).toContain("($3,100/month plus");
    expect(packageMail(fixturePackage({ price: 9000 }), fixtureSite, fixturePriceWords).subject).toBe(
      "Fixture Academy Fixture Sponsorship - $9,000",
    );
  });

  it("follows a renamed package into the subject and the body through {name}", () => {
    const inquiry = { subject: "{name} Inquiry - {price}", intro: "I'm interested in the {name} package.", blanks: [] };
    const mail = packageMail(fixturePackage({ name: "Fixture Duo", inquiry }), fixtureSite, fixturePriceWords);
    expect(mail.subject).toBe("Fixture Duo Inquiry - $1,234");
    expect(mail.body).toBe("Dear Ada,\n\nI'm interested in the Fixture Duo package." + SIGN_OFF);
  });

  it("an inquiry without blanks has a greeting, its intro and the sign-off only", () => {
    const mail = channelMail(fixtureBareInquiry, [fixturePackage()], fixtureSite, fixturePriceWords);
    expect(mail.subject).toBe("Fixture Custom Inquiry");
    expect(mail.body).toBe("Dear Ada,\n\nCould we talk about a custom fixture?" + SIGN_OFF);
  });

  it("a closing button is priced from its channel's cheapest package", () => {
    const packages = [fixtureDiscountedPackage(), fixturePackage(), fixturePackage({ slug: "dear", price: 9999 })];
    const mail = channelMail(fixtureChannelInquiry, packages, fixtureSite, fixturePriceWords);
    expect(mail.subject).toBe("Fixture Inquiry - Packages from $1,234");
    expect(mail.body).toBe(
      "Dear Ada,\n\nI'd like to hear which fixture package fits.\n\nCompany: \nTarget message: " + SIGN_OFF,
    );
    // A monthly cheapest package is quoted per month.
    expect(channelMail(fixtureChannelInquiry, [fixtureMonthlyPackage()], fixtureSite, fixturePriceWords).subject).toBe(
      "Fixture Inquiry - Packages from $2,500/month",
    );
  });

  it("keeps &, ?, #, +, CR/LF and emoji inside their value", () => {
    const tricky = fixturePackage({
      inquiry: {
        subject: "R&D? #1 + more 🚀 - {price}",
        intro: "Line one & two?\r\nLine #2 + 🚀\rcc=evil@example.com&bcc=evil@example.com",
        blanks: ["Company & Co", "URL?#"],
      },
    });
    const mail = packageMail(tricky, fixtureSite, fixturePriceWords);
    const url = buildMailto(mail);
    expect(url).toContain("subject=R%26D%3F%20%231%20%2B%20more%20%F0%9F%9A%80%20-%20%241%2C234&body=");
    const decoded = decode(url);
    expect(decoded.keys).toEqual(["subject", "body"]);
    expect(decoded.subject).toBe("R&D? #1 + more 🚀 - $1,234");
    expect(decoded.body).toBe(
      [
        "Dear Ada,",
        "",
        "Line one & two?",
        "Line #2 + 🚀",
        "cc=evil@example.com&bcc=evil@example.com",
        "",
        "Company & Co: ",
        "URL?#: ",
        "",
        "Fixture closing line.",
        "",
        "Fixture regards,",
      ].join("\r\n"),
    );
  });
});

describe("the inquiry e-mails of data/", () => {
  const { letter } = realSite;
  const greeting = `${letter.greeting.replace("{name}", recipientName(realSite.founder))}\n\n`;
  const signOff = `\n\n${letter.closing}\n\n${letter.signOff}`;

  it.each(realPackages.map((p) => [p.slug, p] as const))(
    "%s: to the site's address, every placeholder filled, its price where the template asks, its blanks",
    (_slug, p) => {
      const mail = packageMail(p, realSite, realPriceWords);
      expect(mail.to).toBe(realSite.email);
      for (const text of [mail.subject, mail.body]) expect(text).not.toMatch(/\{\w+\}/);
      const price = formatPrice(p.price, p.cadence, realPriceWords);
      if (p.inquiry.subject.includes("{price}")) expect(mail.subject).toContain(price);
      if (p.inquiry.subject.includes("{site}")) expect(mail.subject).toContain(realSite.name);
      if (p.inquiry.intro.includes("{price}")) expect(mail.body).toContain(price);
      expect(mail.body.startsWith(greeting)).toBe(true);
      expect(mail.body.endsWith(signOff)).toBe(true);
      for (const blank of p.inquiry.blanks) expect(mail.body).toContain(`\n${blank}: \n`);
    },
  );

  it.each(realInquiries.map((i) => [i.slug, i] as const))(
    "inquiry %s: to the site's address, priced from the cheapest package of its channel (or of all), its blanks",
    (_slug, inquiry) => {
      const packages = inquiry.channel ? packagesOf(inquiry.channel) : realPackages;
      const low = cheapest(packages);
      if (!low) throw new Error(`no package for inquiry ${inquiry.slug}`);
      const mail = channelMail(inquiry, packages, realSite, realPriceWords);
      expect(mail.to).toBe(realSite.email);
      for (const text of [mail.subject, mail.body]) expect(text).not.toMatch(/\{\w+\}/);
      if (inquiry.subject.includes("{from}"))
        expect(mail.subject).toContain(formatPrice(low.price, low.cadence, realPriceWords));
      expect(mail.body.startsWith(greeting)).toBe(true);
      for (const blank of inquiry.blanks) expect(mail.body).toContain(`\n${blank}: \n`);
    },
  );

  it("every package's mailto has exactly a subject and a body, CRLF line breaks and no '+'", () => {
    for (const p of realPackages) {
      const mail = packageMail(p, realSite, realPriceWords);
      const url = buildMailto(mail);
      const decoded = decode(url);
      expect(decoded.to).toBe(realSite.email);
      expect(decoded.keys).toEqual(["subject", "body"]);
      expect(decoded.subject).toBe(mail.subject);
      expect(decoded.body).toBe(mail.body.replace(/\n/g, "\r\n"));
      expect(url).not.toMatch(/[ +\n]/);
      expect(url).toContain("%0D%0A");
    }
  });
});
