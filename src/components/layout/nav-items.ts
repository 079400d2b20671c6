import type { SiteLinks } from "../../hooks/use-site-metadata";

export type NavItem =
  | { kind: "top"; label: "Home" }
  | { kind: "external"; label: string; href: string }
  | { kind: "route"; label: string; to: string }
  | { kind: "anchor"; label: string; id: string };

/** The header's six entries, in the spec's order. */
export function navItems(links: SiteLinks): NavItem[] {
  return [
    { kind: "top", label: "Home" },
    { kind: "external", label: "Tutorials", href: links.codeHost },
    { kind: "route", label: "Sponsorship", to: "/sponsorship/" },
    { kind: "external", label: "Newsletter", href: links.newsletter },
    { kind: "anchor", label: "Partners", id: "partners" },
    { kind: "anchor", label: "Contact", id: "contact" },
  ];
}
