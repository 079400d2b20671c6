import { screen, within } from "@testing-library/react";
import type { PageProps } from "gatsby";
import type { ComponentType } from "react";
import { Helmet } from "react-helmet";
import channels from "../../data/channels.json";
import faqs from "../../data/faqs.json";
import figures from "../../data/figures.json";
import inquiries from "../../data/inquiries.json";
import packages from "../../data/packages.json";
import partners from "../../data/partners.json";
import points from "../../data/points.json";
import quotes from "../../data/quotes.json";
import rates from "../../data/rates.json";
import stats from "../../data/stats.json";
import { toInquiry, toPackage } from "../lib/sponsorship/from-data";
import { channelMail, packageMail } from "../lib/sponsorship/inquiries";
import { renderWithTheme, testSite } from "../test/render";
import SponsorshipTemplate from "./sponsorship";
import SponsorshipGithubTemplate from "./sponsorship-github";
import SponsorshipLogoOnlyTemplate from "./sponsorship-logo-only";
import SponsorshipNewsletterTemplate from "./sponsorship-newsletter";
import SponsorshipSocialMediaTemplate from "./sponsorship-social-media";

jest.mock("../hooks/use-site-metadata");
jest.mock("../hooks/use-partners");

/** What each page query returns, computed from data/ the way the queries filter it. */
function detailData(channel: string) {
  return {
    channel: channels.find((c) => c.slug === channel) ?? null,
    packages: { nodes: packages.filter((p) => p.channel === channel) },
    contact: inquiries.find((i) => i.channel === channel) ?? null,
    figures: { nodes: figures.filter((f) => f.page === channel) },
    points: { nodes: points.filter((p) => p.page === channel) },
    faqs: { nodes: faqs.filter((f) => f.page === channel) },
    quotes: { nodes: quotes.filter((q) => q.page === channel) },
    rates: { nodes: rates },
  };
}

/** Where a path of the site lives, from data/site.json. */
const url = (path: string) => `${testSite.siteUrl.replace(/\/+$/, "")}${path}`;

const packagesOf = (channel: string) => packages.filter((p) => p.channel === channel).map(toPackage);
const offerPrices = (channel: string) =>
  packagesOf(channel)
    .filter((p) => p.offer)
    .map((p) => p.price);
const packageSubjects = (channel: string) => packagesOf(channel).map((p) => packageMail(p, testSite).subject);

/** The subject of a channel's closing button (its inquiry of data/inquiries.json). */
function contactSubject(channel: string): string {
  const contact = inquiries.find((i) => i.channel === channel);
  if (!contact) throw new Error(`data/inquiries.json has no inquiry for ${channel}`);
  return channelMail(toInquiry(contact), packagesOf(channel), testSite).subject;
}

const overviewData = {
  stats: { nodes: stats.filter((s) => s.placements.includes("sponsorship")) },
  channels: { nodes: channels },
  why: { nodes: points.filter((p) => p.page === "sponsorship" && p.group === "why-partner") },
  faqs: { nodes: faqs.filter((f) => f.page === "sponsorship") },
  packages: { nodes: packages },
  custom: inquiries.find((i) => i.slug === "custom-package") ?? null,
};

function renderPage(Template: ComponentType<never>, path: string, data: object) {
  const Page = Template as unknown as ComponentType<Pick<PageProps, "path" | "data">>;
  renderWithTheme(<Page path={path} data={data} />);
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
    expect(head.title).toBe(`Sponsorship Opportunities | ${testSite.name}`);
    expect(head.canonical).toBe(url("/sponsorship/"));
    expect(head.jsonLd.map((b) => b["@type"])).toEqual(["Service", "FAQPage"]);
    expect(head.jsonLd[0]?.offers?.map((o) => o.price)).toEqual(packages.filter((p) => p.offer).map((p) => p.price));
    const custom = inquiries.find((i) => i.slug === "custom-package");
    if (!custom) throw new Error("data/inquiries.json has no custom-package");
    expect(mailSubjects()).toEqual([channelMail(toInquiry(custom), packages.map(toPackage), testSite).subject]);
    const main = screen.getByRole("main");
    for (const channel of channels) {
      expect(within(main).getByRole("link", { name: channel.title })).toHaveAttribute(
        "href",
        channel.route.replace(/\/?$/, "/"),
      );
    }
  });

  it("GitHub: canonical at /sponsorship/, a Service with its offer, both buttons on the package, every logo", () => {
    const head = renderPage(SponsorshipGithubTemplate, "/sponsorship/github/", detailData("github"));
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    expect(head.canonical).toBe(url("/sponsorship/"));
    expect(head.jsonLd.map((b) => b["@type"])).toEqual(["Service"]);
    expect(head.jsonLd[0]?.offers?.map((o) => o.price)).toEqual(offerPrices("github"));
    const [subject] = packageSubjects("github");
    expect(mailSubjects()).toEqual([subject, subject]);
    expect(screen.getByRole("blockquote")).toBeInTheDocument();
    expect(
      screen
        .getAllByRole("img")
        .filter((img) => img.getAttribute("src")?.startsWith("/partners/"))
        .map((img) => img.getAttribute("alt")),
    ).toEqual(partners.map((p) => p.name));
  });

  it("logo-only: the card and the contact button send the package's inquiry", () => {
    const head = renderPage(SponsorshipLogoOnlyTemplate, "/sponsorship/logo-only/", detailData("logo-only"));
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    expect(head.jsonLd[0]?.offers?.map((o) => o.price)).toEqual(offerPrices("logo-only"));
    const [subject] = packageSubjects("logo-only");
    expect(mailSubjects()).toEqual([subject, subject]);
  });

  it("newsletter: breadcrumb, every package and the closing inquiry; Service + BreadcrumbList", () => {
    const head = renderPage(SponsorshipNewsletterTemplate, "/sponsorship/newsletter/", detailData("newsletter"));
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    expect(screen.getByRole("navigation", { name: "Breadcrumb" })).toBeInTheDocument();
    expect(head.jsonLd.map((b) => b["@type"])).toEqual(["Service", "BreadcrumbList"]);
    expect(head.jsonLd[0]?.offers?.map((o) => o.price)).toEqual(offerPrices("newsletter"));
    expect(mailSubjects()).toEqual([...packageSubjects("newsletter"), contactSubject("newsletter")]);
  });

  it("social media: a Service with its offers, an FAQPage of its questions and the campaign inquiry", () => {
    const head = renderPage(SponsorshipSocialMediaTemplate, "/sponsorship/social-media/", detailData("social-media"));
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(
      "AI Social Media Sponsorship - LinkedIn, Reddit, Twitter",
    );
    expect(head.jsonLd.map((b) => b["@type"])).toEqual(["Service", "FAQPage", "BreadcrumbList"]);
    expect(head.jsonLd[0]?.offers?.map((o) => o.price)).toEqual(offerPrices("social-media"));
    expect(mailSubjects()).toEqual([...packageSubjects("social-media"), contactSubject("social-media")]);
  });
});
