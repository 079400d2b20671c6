import { formatPrice, type PriceWords } from "../format";
import type { SiteMetadata } from "../../hooks/use-site-metadata";
import { inquiryMail, type InquiryTemplate, type InquiryValues, type MailParts } from "../mailto";
import { cheapest } from "./pricing";
import type { Package } from "./types";

/** What an inquiry e-mail needs from the site settings ("letter": the greeting, closing line and sign-off). */
export type MailSite = Pick<SiteMetadata, "name" | "founder" | "email" | "letter">;

/** The greeting uses the founder's first name. */
export const recipientName = (founder: string) => founder.trim().split(/\s+/)[0] ?? founder;

function values(site: MailSite, extra: Partial<InquiryValues> = {}): InquiryValues {
  return { site: site.name, recipientName: recipientName(site.founder), letter: site.letter, ...extra };
}

/**
 * A package's inquiry: its own template, with {price} its price as the card shows it (`words`: data/ui.json's
 * `price`) and {name} its name.
 */
export function packageMail(
  pkg: Pick<Package, "name" | "price" | "cadence" | "inquiry">,
  site: MailSite,
  words: PriceWords,
): MailParts {
  return inquiryMail(
    site.email,
    pkg.inquiry,
    values(site, { price: formatPrice(pkg.price, pkg.cadence, words), name: pkg.name }),
  );
}

/** An inquiry that is not one package (custom package, closing button): {from} is the cheapest package's price. */
export function channelMail(
  template: InquiryTemplate,
  packages: readonly Pick<Package, "price" | "cadence">[],
  site: MailSite,
  words: PriceWords,
): MailParts {
  const low = cheapest(packages);
  const from = low ? { from: formatPrice(low.price, low.cadence, words) } : {};
  return inquiryMail(site.email, template, values(site, from));
}
