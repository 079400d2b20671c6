/** A breadcrumb trail: the visible breadcrumb and its BreadcrumbList JSON-LD are drawn from the same list. */
export interface Crumb {
  label: string;
  path: string;
}

/** Home / Sponsorship / {label}; the first two named as the header's navigation names them. */
export function sponsorshipTrail(names: { home: string; sponsorship: string }, label: string, path: string): Crumb[] {
  return [
    { label: names.home, path: "/" },
    { label: names.sponsorship, path: "/sponsorship/" },
    { label, path },
  ];
}
