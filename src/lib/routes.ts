/**
 * The site's routes, written here and nowhere else: gatsby-node creates them, the channel cards link to them,
 * the not-found page suggests them and the tests visit them. What a route is called comes from its page's
 * entry in data/pages.json (`page` is that entry's slug).
 */
export const ROUTES = [
  { path: "/", page: "home" },
  { path: "/sponsorship/", page: "sponsorship" },
  { path: "/sponsorship/github/", page: "github", channel: "github" },
  { path: "/sponsorship/logo-only/", page: "logo-only", channel: "logo-only" },
  { path: "/sponsorship/newsletter/", page: "newsletter", channel: "newsletter" },
  { path: "/sponsorship/social-media/", page: "social-media", channel: "social-media" },
] as const;

export type RouteInfo = (typeof ROUTES)[number];

/** Pages that content entries can be attached to (the `page` field of figures, points, faqs, quotes). */
export const CONTENT_PAGES = /* @__PURE__ */ ROUTES.map((r) => r.page);
export type ContentPage = RouteInfo["page"];

/** The sponsorship channels that have a page of their own (the slugs of data/channels.json). */
export const CHANNEL_PAGES = /* @__PURE__ */ ROUTES.flatMap((r) => ("channel" in r ? [r.channel] : []));
export type ChannelPage = (typeof CHANNEL_PAGES)[number];

/** Every entry of data/pages.json: the routes' pages and the not-found page. */
export const PAGE_SLUGS = [...CONTENT_PAGES, "not-found"] as const;
export type PageSlug = ContentPage | "not-found";

/** The path of a page or channel, e.g. "newsletter" → "/sponsorship/newsletter/". */
export function pathOf(page: ContentPage): string {
  const route = ROUTES.find((r) => r.page === page);
  if (!route) throw new Error(`No route for page "${page}"`);
  return route.path;
}

/** Share image of a route: /og/home.png, /og/sponsorship-github.png, ... (generated after the build). */
export function ogImagePath(path: string): string {
  const name = path.replace(/^\/+|\/+$/g, "").replace(/\//g, "-") || "home";
  return `/og/${name}.png`;
}

export const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const;
