import { realInquiryMails } from "../test/sponsorship-data";
import { testUi } from "../test/page-copy";
import { buildMailto, type MailParts } from "./mailto";
import { composeLink, fillCompose, messageText, type WebmailService } from "./webmail";

const service: WebmailService = {
  name: "Fixture Mail",
  compose: "https://mail.example.org/compose?to={to}&su={subject}&body={body}",
  maxLength: 4000,
};

const NOTE = "[Fixture: shortened.]";

/** What the service reads from the link: its query parameters, decoded. */
function read(url: string) {
  const params = new URL(url).searchParams;
  return { to: params.get("to"), subject: params.get("su"), body: params.get("body"), keys: [...params.keys()] };
}

/** What a service of any template reads: the parameter its template gives each placeholder, decoded. */
function readAs(template: string, url: string): Record<string, string | null> {
  const params = new URL(url).searchParams;
  return Object.fromEntries(
    [...new URL(template).searchParams].flatMap(([key, value]) => {
      const name = /^\{(\w+)\}$/.exec(value)?.[1];
      return name ? [[name, params.get(key)]] : [];
    }),
  );
}

/** The longest e-mail the content produces, measured as its longest link. */
function longestInquiry(): { slug: string; mail: MailParts } {
  const mails = realInquiryMails();
  expect(mails.length).toBeGreaterThan(0);
  return mails.reduce((a, b) => (buildMailto(b.mail).length > buildMailto(a.mail).length ? b : a));
}

describe("fillCompose", () => {
  it("encodes &, #, + and line breaks so each stays in its own parameter, as text", () => {
    const mail = { to: "owner@example.org", subject: "R&D #1 + more", body: "a=1&b=2\n#tag + x\r\nend" };
    const url = fillCompose(service.compose, mail);
    expect(url).toBe(
      "https://mail.example.org/compose?to=owner%40example.org&su=R%26D%20%231%20%2B%20more" +
        "&body=a%3D1%26b%3D2%0D%0A%23tag%20%2B%20x%0D%0Aend",
    );
    expect(read(url)).toEqual({
      to: "owner@example.org",
      subject: "R&D #1 + more",
      body: "a=1&b=2\r\n#tag + x\r\nend",
      keys: ["to", "su", "body"],
    });
  });

  it("carries non-ASCII names whole, and never throws on a lone surrogate", () => {
    const mail = { to: " zoë@example.org ", subject: "Contact from Zoë Ñúñez 李雷 🚀", body: "Name: Zoë\uD800" };
    const got = read(fillCompose(service.compose, mail));
    expect(got.to).toBe("zoë@example.org");
    expect(got.subject).toBe("Contact from Zoë Ñúñez 李雷 🚀");
    expect(got.body).toBe("Name: Zoë\uFFFD");
  });

  it("gives the service the recipient, subject and body the mailto: link carries", () => {
    const { mail } = longestInquiry();
    const mailto = new URL(buildMailto(mail));
    const got = read(fillCompose(service.compose, mail));
    expect(got.subject).toBe(mailto.searchParams.get("subject"));
    expect(got.body).toBe(mailto.searchParams.get("body"));
    expect(got.to).toBe(decodeURIComponent(mailto.pathname));
  });
});

describe("composeLink", () => {
  it("leaves the longest inquiry of data/ whole under every service's limit in data/ui.json", () => {
    const { slug, mail } = longestInquiry();
    for (const real of testUi.mail.webmail) {
      const link = composeLink(real, mail, testUi.mail.fallback.shortened);
      expect({ slug, service: real.name, shortened: link.shortened }).toEqual({
        slug,
        service: real.name,
        shortened: false,
      });
      expect(readAs(real.compose, link.url)).toEqual({
        to: mail.to,
        subject: mail.subject,
        body: mail.body.replace(/\n/g, "\r\n"),
      });
    }
  });

  it("shortens the longest inquiry's body to fit a tighter limit, whole characters first, then the note", () => {
    const { mail } = longestInquiry();
    const full = fillCompose(service.compose, mail);
    const tight = { ...service, maxLength: Math.floor(full.length * 0.7) };
    const link = composeLink(tight, mail, NOTE);
    expect(link.shortened).toBe(true);
    expect(link.url.length).toBeLessThanOrEqual(tight.maxLength);
    const got = read(link.url);
    expect(got.to).toBe(mail.to);
    expect(got.subject).toBe(mail.subject);
    expect(got.body?.endsWith(`\r\n\r\n${NOTE}`)).toBe(true);
    const kept = (got.body ?? "").slice(0, -`\r\n\r\n${NOTE}`.length);
    expect(mail.body.replace(/\n/g, "\r\n").startsWith(kept)).toBe(true);
    expect(kept.length).toBeGreaterThan(0);
  });

  it("cuts on a word when one is near, and never inside an emoji", () => {
    const mail = { to: "o@example.org", subject: "S", body: `${"word ".repeat(60)}🚀🚀🚀 tail` };
    const full = fillCompose(service.compose, mail);
    for (let cut = 40; cut < 200; cut += 7) {
      const link = composeLink({ ...service, maxLength: full.length - cut }, mail, NOTE);
      const body = read(link.url).body ?? "";
      expect(link.url.length).toBeLessThanOrEqual(full.length - cut);
      expect(body).not.toContain("\uFFFD");
      expect(body).toMatch(/(word|🚀)\r\n\r\n/);
    }
  });

  it("still gives a link, with only the note, when even the subject leaves no room", () => {
    const mail = { to: "o@example.org", subject: "S".repeat(300), body: "Body" };
    const link = composeLink({ ...service, maxLength: 100 }, mail, NOTE);
    expect(link.shortened).toBe(true);
    expect(read(link.url).body).toBe(`\r\n\r\n${NOTE}`);
  });
});

describe("messageText", () => {
  it("puts the subject and body into the template of data/ui.json, without reading tokens inside them", () => {
    const mail = { to: "o@example.org", subject: "About {body}", body: "Hello {subject}\nBye" };
    expect(messageText("Subject: {subject}\n\n{body}", mail)).toBe("Subject: About {body}\n\nHello {subject}\nBye");
  });
});
