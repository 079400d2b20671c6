import { screen, within } from "@testing-library/react";
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
import stats from "../../data/stats.json";
import { renderWithTheme } from "../test/render";
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
    expect(head.title).toBe("Sponsorship Opportunities | DiamantAI");
    expect(head.canonical).toBe("https://www.diamant-ai.com/sponsorship/");
    expect(head.jsonLd.map((b) => b["@type"])).toEqual(["Service", "FAQPage"]);
    // The overview's Service offers every package of data/packages.json.
    expect(head.jsonLd[0]?.offers?.map((o) => o.price)).toEqual(packages.map((p) => p.price));
    expect(mailSubjects()).toEqual(["Custom Sponsorship Package Inquiry"]);
    const main = screen.getByRole("main");
    expect(within(main).getByRole("link", { name: "Newsletter Sponsorship" })).toHaveAttribute(
      "href",
      "/sponsorship/newsletter/",
    );
  });

  it("GitHub: canonical at /sponsorship/, a Service with the $2,700 offer, both buttons on the package", () => {
    const head = renderPage(SponsorshipGithubTemplate, "/sponsorship/github/", detailData("github"));
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    expect(head.canonical).toBe("https://www.diamant-ai.com/sponsorship/");
    expect(head.jsonLd.map((b) => b["@type"])).toEqual(["Service"]);
    expect(head.jsonLd[0]?.offers?.map((o) => o.price)).toEqual([2700]);
    expect(mailSubjects()).toEqual([
      "GitHub Tutorial Sponsorship Inquiry - $2,700/month",
      "GitHub Tutorial Sponsorship Inquiry - $2,700/month",
    ]);
    expect(screen.getByRole("blockquote")).toBeInTheDocument();
    expect(screen.getAllByRole("img").filter((img) => img.getAttribute("src")?.startsWith("/partners/"))).toHaveLength(
      12,
    );
  });

  it("logo-only: both buttons send 'Logo Sponsorship Inquiry'", () => {
    const head = renderPage(SponsorshipLogoOnlyTemplate, "/sponsorship/logo-only/", detailData("logo-only"));
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    expect(head.jsonLd[0]?.offers?.map((o) => o.price)).toEqual([2800]);
    expect(mailSubjects()).toEqual(["Logo Sponsorship Inquiry", "Logo Sponsorship Inquiry"]);
  });

  it("newsletter: breadcrumb, three packages and the closing inquiry; Service + BreadcrumbList", () => {
    const head = renderPage(SponsorshipNewsletterTemplate, "/sponsorship/newsletter/", detailData("newsletter"));
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    expect(screen.getByRole("navigation", { name: "Breadcrumb" })).toBeInTheDocument();
    expect(head.jsonLd.map((b) => b["@type"])).toEqual(["Service", "BreadcrumbList"]);
    expect(mailSubjects()).toEqual([
      "DiamantAI Blog Post Sponsorship - $8,500",
      "Combo Newsletter Sponsorship Inquiry - $9,500",
      "Mega Combo Newsletter Sponsorship Inquiry - $12,500",
      "Newsletter Sponsorship Inquiry - Packages from $8,500",
    ]);
  });

  it("social media: a Service with two offers, an FAQPage of three questions and the campaign inquiry", () => {
    const head = renderPage(SponsorshipSocialMediaTemplate, "/sponsorship/social-media/", detailData("social-media"));
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(
      "AI Social Media Sponsorship - LinkedIn, Reddit, Twitter",
    );
    expect(head.jsonLd.map((b) => b["@type"])).toEqual(["Service", "FAQPage", "BreadcrumbList"]);
    // The Service offers the packages the channel's entry lists (the spec's two), not every package shown.
    const offers = channels.find((c) => c.slug === "social-media")?.offers ?? [];
    expect(offers).toHaveLength(2);
    expect(head.jsonLd[0]?.offers?.map((o) => o.price)).toEqual(
      offers.map((slug) => packages.find((p) => p.slug === slug)?.price),
    );
    expect(mailSubjects()).toEqual([
      "Sponsored Post Inquiry - $1,000",
      "2x Sponsored Post Bundle Inquiry - $1,500",
      "All Media Posts Bundle Inquiry - $2,500",
      "Social Media Campaign Inquiry - Packages from $1,000",
    ]);
  });
});
