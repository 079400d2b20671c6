/** A breadcrumb trail: the visible breadcrumb and its BreadcrumbList JSON-LD are drawn from the same list. */
export interface Crumb {
  label: string;
  path: string;
}

/** Home / Sponsorship / {label}. */
export function sponsorshipTrail(label: string, path: string): Crumb[] {
  return [
    { label: "Home", path: "/" },
    { label: "Sponsorship", path: "/sponsorship/" },
    { label, path },
  ];
}
