/** The site's generated routes: gatsby-node creates them, the 404 page suggests them, tests check them. */
export const ROUTES = [
  { path: "/", template: "home", label: "Home" },
  { path: "/sponsorship/", template: "sponsorship", label: "Sponsorship" },
  {
    path: "/sponsorship/github/",
    template: "sponsorship-github",
    label: "GitHub Tutorial Sponsorship",
    channel: "github",
  },
  {
    path: "/sponsorship/logo-only/",
    template: "sponsorship-logo-only",
    label: "Logo-Only Sponsorship",
    channel: "logo-only",
  },
  {
    path: "/sponsorship/newsletter/",
    template: "sponsorship-newsletter",
    label: "Newsletter Sponsorship",
    channel: "newsletter",
  },
  {
    path: "/sponsorship/social-media/",
    template: "sponsorship-social-media",
    label: "Social Media Sponsorship",
    channel: "social-media",
  },
] as const;

export type RouteInfo = (typeof ROUTES)[number];

/** Pages that content entries can be attached to (the `page` field of figures, points, faqs, quotes). */
export const CONTENT_PAGES = ["home", "sponsorship", "github", "logo-only", "newsletter", "social-media"] as const;
export type ContentPage = (typeof CONTENT_PAGES)[number];

/** Share image of a route: /og/home.png, /og/sponsorship-github.png, ... (generated after the build). */
export function ogImagePath(path: string): string {
  const name = path.replace(/^\/+|\/+$/g, "").replace(/\//g, "-") || "home";
  return `/og/${name}.png`;
}

export const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const;
