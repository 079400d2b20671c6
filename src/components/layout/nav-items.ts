import type { SiteLinks } from "../../hooks/use-site-metadata";
import { pathOf } from "../../lib/routes";

export type NavItem =
  | { kind: "top"; label: string }
  | { kind: "external"; label: string; href: string }
  | { kind: "route"; label: string; to: string }
  | { kind: "anchor"; label: string; id: string };

/** The header's names for its entries (data/ui.json, "nav"). */
export interface NavNames {
  home: string;
  tutorials: string;
  sponsorship: string;
  newsletter: string;
  partners: string;
  contact: string;
}

/** The header's six entries, in the spec's order. */
export function navItems(links: SiteLinks, names: NavNames): NavItem[] {
  return [
    { kind: "top", label: names.home },
    { kind: "external", label: names.tutorials, href: links.codeHost },
    { kind: "route", label: names.sponsorship, to: pathOf("sponsorship") },
    { kind: "external", label: names.newsletter, href: links.newsletter },
    { kind: "anchor", label: names.partners, id: "partners" },
    { kind: "anchor", label: names.contact, id: "contact" },
  ];
}
