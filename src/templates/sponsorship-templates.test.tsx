import { render, screen, within } from "@testing-library/react";
import type { PageProps } from "gatsby";
import type { ComponentType } from "react";
import { Helmet } from "react-helmet";
import channels from "../../data/channels.json";
import faqs from "../../data/faqs.json";
import figures from "../../data/figures.json";
import inquiries from "../../data/inquiries.json";
import packages from "../../data/packages.json";
import points from "../../data/points.json";
import quotes from "../../data/quotes.json";
import rates from "../../data/rates.json";
import pages from "../../data/pages.json";
import bookings from "../../data/bookings.json";
import stats from "../../data/stats.json";
import { toInquiry, toPackage } from "../lib/sponsorship/from-data";
import { channelMail, packageMail } from "../lib/sponsorship/inquiries";
import { filled, given, testPage, testUi } from "../test/page-copy";
import { realPriceWords, realSite } from "../test/sponsorship-data";
import SponsorshipTemplate from "./sponsorship";
import SponsorshipGithubTemplate from "./sponsorship-github";
import SponsorshipLogoOnlyTemplate from "./sponsorship-logo-only";
import SponsorshipNewsletterTemplate from "./sponsorship-newsletter";
import SponsorshipSocialMediaTemplate from "./sponsorship-social-media";

jest.mock("../hooks/use-site-metadata");
jest.mock("../hooks/use-partners");

/** The booked slots and the build's time, as the Bookings fragment gives them. */
const bookingsData = { site: { buildTime: new Date().toISOString() }, bookings: { nodes: bookings } };

/** What each page query returns, computed from data/ the way the queries filter it. */
function detailData(channel: string) {
  return {
    ...bookingsData,
    channel: channels.find((c) => c.slug === channel) ?? null,
    packages: { nodes: packages.filter((p) => p.channel === channel) },
    contact: inquiries.find((i) => i.channel === channel) ?? null,
    figures: { nodes: figures.filter((f) => f.page === channel) },
    points: { nodes: points.filter((p) => p.page === channel) },
    faqs: { nodes: faqs.filter((f) => f.page === channel) },
    quotes: { nodes: quotes.filter((q) => q.page === channel) },
    rates: { nodes: rates },
    page: filled(pages.find((p) => p.slug === channel)),
  };
}

/** The e-mail subjects a page's package buttons and closing button use, from data/. */
const packageSubjects = (channel: string) =>
  packages.filter((p) => p.channel === channel).map((p) => packageMail(toPackage(p), realSite, realPriceWords).subject);
function closingSubject(channel: string) {
  const inquiry = inquiries.find((i) => i.channel === channel);
  if (!inquiry) throw new Error(`no inquiry for ${channel}`);
  return channelMail(
    toInquiry(inquiry),
    packages.filter((p) => p.channel === channel).map(toPackage),
    realSite,
    realPriceWords,
  ).subject;
}
const base = realSite.siteUrl.replace(/\/+$/, "");

const overviewData = {
  ...bookingsData,
  stats: { nodes: stats.filter((s) => s.placements.includes("sponsorship")) },
  channels: { nodes: channels },
  why: { nodes: points.filter((p) => p.page === "sponsorship" && p.group === "why-partner") },
  faqs: { nodes: faqs.filter((f) => f.page === "sponsorship") },
  packages: { nodes: packages },
  custom: inquiries.find((i) => i.slug === "custom-package") ?? null,
  page: filled(pages.find((p) => p.slug === "sponsorship")),
};

function renderPage(Template: ComponentType<never>, path: string, data: object) {
  const Page = Template as unknown as ComponentType<Pick<PageProps, "path" | "data">>;
  render(<Page path={path} data={data} />);
  const head = Helmet.peek();
  const scripts = head.scriptTags as unknown as { innerHTML: string }[];
  return {
    title: head.title as unknown as string,
    canonical: (head.linkTags as unknown as { href: string }[])[0]?.href,
    jsonLd: scripts.map((s) => JSON.parse(s.innerHTML) as { "@type": string; offers?: { price: number }[] }),
  };
}

const mailSubjects = () =>
  screen
    .getAllByRole("link")
    .map((a) => a.getAttribute("href") ?? "")
    .filter((href) => href.startsWith("mailto:"))
    .map((href) => new URLSearchParams(href.split("?")[1]).get("subject"));

describe("sponsorship templates rendered from data/", () => {
  it("overview: one h1, the four channel links, the custom inquiry and Service + FAQPage", () => {
    const head = renderPage(SponsorshipTemplate, "/sponsorship/", overviewData);
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    expect(head.title).toBe(testPage("sponsorship").title);
    expect(head.canonical).toBe(`${base}/sponsorship/`);
    expect(head.jsonLd.map((b) => b["@type"])).toEqual(["Service", "FAQPage"]);
    // The overview's Service offers every package of data/packages.json.
    expect(head.jsonLd[0]?.offers?.map((o) => o.price)).toEqual(packages.map((p) => p.price));
    const custom = inquiries.find((i) => i.slug === "custom-package");
    expect(mailSubjects()).toEqual([
      custom && channelMail(toInquiry(custom), packages.map(toPackage), realSite, realPriceWords).subject,
    ]);
    const main = screen.getByRole("main");
    for (const channel of channels) {
      expect(within(main).getByRole("link", { name: channel.title })).toHaveAttribute(
        "href",
        `/sponsorship/${channel.slug}/`,
      );
    }
  });

  it("GitHub: canonical at /sponsorship/, a Service with the $2,700 offer, both buttons on the package", () => {
    const head = renderPage(SponsorshipGithubTemplate, "/sponsorship/github/", detailData("github"));
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    expect(head.canonical).toBe(`${base}/sponsorship/`);
    expect(head.jsonLd.map((b) => b["@type"])).toEqual(["Service"]);
    const own = packages.filter((p) => p.channel === "github");
    expect(head.jsonLd[0]?.offers?.map((o) => o.price)).toEqual(own.map((p) => p.price));
    expect(mailSubjects()).toEqual([...packageSubjects("github"), ...packageSubjects("github")]);
    expect(screen.getByRole("blockquote")).toBeInTheDocument();
    expect(screen.getByRole("list", { name: testUi.partnersLabel }).querySelectorAll("img").length).toBeGreaterThan(0);
  });

  it("logo-only: both buttons send 'Logo Sponsorship Inquiry'", () => {
    const head = renderPage(SponsorshipLogoOnlyTemplate, "/sponsorship/logo-only/", detailData("logo-only"));
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    const own = packages.filter((p) => p.channel === "logo-only");
    expect(head.jsonLd[0]?.offers?.map((o) => o.price)).toEqual(own.map((p) => p.price));
    expect(mailSubjects()).toEqual([...packageSubjects("logo-only"), ...packageSubjects("logo-only")]);
  });

  it("newsletter: breadcrumb, three packages and the closing inquiry; Service + BreadcrumbList", () => {
    const head = renderPage(SponsorshipNewsletterTemplate, "/sponsorship/newsletter/", detailData("newsletter"));
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    expect(screen.getByRole("navigation", { name: testUi.breadcrumbLabel })).toBeInTheDocument();
    expect(head.jsonLd.map((b) => b["@type"])).toEqual(["Service", "BreadcrumbList"]);
    expect(mailSubjects()).toEqual([...packageSubjects("newsletter"), closingSubject("newsletter")]);
  });

  it("social media: a Service with two offers, an FAQPage of three questions and the campaign inquiry", () => {
    const head = renderPage(SponsorshipSocialMediaTemplate, "/sponsorship/social-media/", detailData("social-media"));
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(
      given(testPage("social-media").section("hero").title, "the social media hero's title"),
    );
    expect(head.jsonLd.map((b) => b["@type"])).toEqual(["Service", "FAQPage", "BreadcrumbList"]);
    // The Service offers the packages the channel's entry lists, not every package shown.
    const listed = channels.find((c) => c.slug === "social-media")?.offers;
    const offered = listed ?? packages.filter((p) => p.channel === "social-media").map((p) => p.slug);
    expect(head.jsonLd[0]?.offers?.map((o) => o.price)).toEqual(
      offered.map((slug) => packages.find((p) => p.slug === slug)?.price),
    );
    expect(mailSubjects()).toEqual([...packageSubjects("social-media"), closingSubject("social-media")]);
  });
});
