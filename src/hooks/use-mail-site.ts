import { useMemo } from "react";
import type { MailSite } from "../lib/sponsorship/inquiries";
import { useSiteMetadata, type SiteMetadata } from "./use-site-metadata";
import { useUi } from "./use-ui";

/** The site settings with the words of its inquiry e-mails: what pages that send inquiries need. */
export function useMailSite(): SiteMetadata & MailSite {
  const site = useSiteMetadata();
  const letter = useUi().mail;
  return useMemo(() => ({ ...site, letter }), [site, letter]);
}
