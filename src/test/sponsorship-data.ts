import channels from "../../data/channels.json";
import faqs from "../../data/faqs.json";
import figures from "../../data/figures.json";
import inquiries from "../../data/inquiries.json";
import packages from "../../data/packages.json";
import points from "../../data/points.json";
import rates from "../../data/rates.json";
import site from "../../data/site.json";
import ui from "../../data/ui.json";
import type { SiteMetadata } from "../hooks/use-site-metadata";
import type { MailParts } from "../lib/mailto";
import { channelMail, packageMail, type MailSite } from "../lib/sponsorship/inquiries";
import { toPoint } from "../lib/content/entries";
import { toChannel, toFigure, toInquiry, toPackage } from "../lib/sponsorship/from-data";
import type { Faq, Inquiry, Package, Rate } from "../lib/sponsorship/types";

/** The real content of data/, mapped to the domain types exactly as the page queries' results are. */
export const realSite: SiteMetadata & MailSite = site;
export const realPackages: Package[] = packages.map(toPackage);
/** data/ui.json's words for prices ("/month"). */
export const realPriceWords = ui.price;
export const realInquiries: Inquiry[] = inquiries.map(toInquiry);
export const realRates: readonly Rate[] = rates;
export const realChannels = channels.map(toChannel);

function bySlug<T extends { slug: string }>(list: readonly T[], slug: string): T {
  const found = list.find((item) => item.slug === slug);
  if (!found) throw new Error(`no entry ${slug}`);
  return found;
}
export const pkg = (slug: string) => bySlug(realPackages, slug);
export const inquiry = (slug: string) => bySlug(realInquiries, slug);

export const packagesOf = (channel: string) => realPackages.filter((p) => p.channel === channel);
export const faqsOf = (page: string): Faq[] => faqs.filter((f) => f.page === page);
export const figuresOf = (page: string, group: string) =>
  figures.filter((f) => f.page === page && f.group === group).map(toFigure);
export const pointsOf = (page: string, group: string) =>
  points.filter((p) => p.page === page && p.group === group).map(toPoint);

/** Every inquiry e-mail the content produces: each package's, then each of data/inquiries.json (as the pages do). */
export function realInquiryMails(): { slug: string; mail: MailParts }[] {
  return [
    ...realPackages.map((p) => ({ slug: p.slug, mail: packageMail(p, realSite, realPriceWords) })),
    ...realInquiries.map((i) => ({
      slug: i.slug,
      mail: channelMail(i, i.channel ? packagesOf(i.channel) : realPackages, realSite, realPriceWords),
    })),
  ];
}
