import { css } from "@emotion/react";
import type { ComponentType, ReactNode } from "react";
import { Layout } from "../../components/layout/layout";
import { MailFallbackPanel } from "../../components/mail/fallback-panel";
import { LogoGrid } from "../../components/ui/logo-grid";
import { Section, SectionHeading } from "../../components/ui/section";
import type { UiText } from "../../hooks/use-ui";
import type { CollectionName, ObjectFileName } from "../../lib/content/collections";
import type { JsonObject } from "../../lib/content/validate";
import { NO_PREVIEW } from "../../lib/cms/no-preview";
import { CHANNEL_PAGES, PAGE_SLUGS, pathOf, type PageSlug } from "../../lib/routes";
import { packageMail } from "../../lib/sponsorship/inquiries";
import { toPackage } from "../../lib/sponsorship/from-data";
import NotFoundPage from "../../pages/404";
import HomeTemplate from "../../templates/home";
import SponsorshipTemplate from "../../templates/sponsorship";
import SponsorshipGithubTemplate from "../../templates/sponsorship-github";
import SponsorshipLogoOnlyTemplate from "../../templates/sponsorship-logo-only";
import SponsorshipNewsletterTemplate from "../../templates/sponsorship-newsletter";
import SponsorshipSocialMediaTemplate from "../../templates/sponsorship-social-media";
import { usePreview } from "./context";
import type { Content } from "./content";
import { pageData, type PageData } from "./page-data";

/** A template as the preview calls it: the props Gatsby would pass that it reads. */
type PageComponent = ComponentType<{ path: string; data: PageData; location: { pathname: string } }>;

/** Each page's own component, as gatsby-node creates the routes (src/lib/templates.ts) and src/pages/404.tsx. */
const PAGE_COMPONENTS = {
  home: HomeTemplate,
  sponsorship: SponsorshipTemplate,
  github: SponsorshipGithubTemplate,
  "logo-only": SponsorshipLogoOnlyTemplate,
  newsletter: SponsorshipNewsletterTemplate,
  "social-media": SponsorshipSocialMediaTemplate,
  "not-found": NotFoundPage,
} as unknown as Record<PageSlug, PageComponent>;

/** One page, drawn by its template from the page query's result computed from the content. */
export function PageView({ page }: { page: PageSlug }) {
  const { content } = usePreview();
  const Page = PAGE_COMPONENTS[page];
  const path = page === "not-found" ? "/404/" : pathOf(page);
  return <Page path={path} data={pageData(content, page)} location={{ pathname: path }} />;
}

/** The partner logos as the pages show them (the home page's partners section and the GitHub page). */
function LogoGridView() {
  const { content } = usePreview();
  const ui = content.objects.ui as unknown as UiText;
  return (
    <Section labelledBy="preview-partners-title">
      <SectionHeading id="preview-partners-title" title={ui.partnersLabel} />
      <LogoGrid />
    </Section>
  );
}

/** The header and footer around the e-mail fallback panel, as it opens after a package's button. */
function ChromeView() {
  const { content } = usePreview();
  const ui = content.objects.ui as unknown as UiText;
  const [first] = content.collections.packages;
  const site = content.objects.site as unknown as Parameters<typeof packageMail>[1];
  const mail = first
    ? packageMail(toPackage(first as unknown as Parameters<typeof toPackage>[0]), site, ui.price)
    : { to: site.email, subject: "", body: "" };
  return (
    <Layout path="/">
      <Section labelledBy="preview-mail-title">
        <SectionHeading id="preview-mail-title" title={ui.mail.fallback.title} />
        <div
          css={css`
            position: relative;
            max-width: 420px;
          `}
        >
          <MailFallbackPanel mail={mail} text={ui.mail} onClose={() => undefined} clipboard={undefined} />
        </div>
      </Section>
    </Layout>
  );
}

export interface View {
  /** What the view's menu calls it. */
  label: string;
  render: () => ReactNode;
}

const pageLabel = (content: Content, page: PageSlug) => {
  const label = content.collections.pages.find((p) => p.slug === page)?.label;
  return typeof label === "string" ? label : page;
};
const pageView = (content: Content, page: PageSlug): View => ({
  label: `${pageLabel(content, page)} page`,
  render: () => <PageView page={page} />,
});
const isPage = (value: unknown): value is PageSlug => PAGE_SLUGS.some((p) => p === value);
const pagesNamedBy = (entries: readonly JsonObject[], field: string): PageSlug[] => [
  ...new Set(entries.map((e) => e[field]).filter(isPage)),
];

/**
 * What a file's preview offers and which view it opens on: the views, and the index of the one for the entry the
 * editor changed last (`changed`, an entry of the open file; undefined before any change).
 */
type Views = (content: Content, changed: JsonObject | undefined) => { views: View[]; open: number };

/** The views of pages, opening on the page `pick` names for the changed entry (the first page otherwise). */
const onPages =
  (pages: (content: Content) => readonly PageSlug[], pick?: (entry: JsonObject) => unknown): Views =>
  (content, changed) => {
    const list = pages(content);
    const wanted = changed && pick ? pick(changed) : undefined;
    return {
      views: list.map((p) => pageView(content, p)),
      open: Math.max(
        0,
        list.findIndex((p) => p === wanted),
      ),
    };
  };
const onEntryPage = (file: "faqs" | "figures" | "points" | "quotes") =>
  onPages(
    (content) => pagesNamedBy(content.collections[file], "page"),
    (entry) => entry.page,
  );
const only =
  (...pages: PageSlug[]): Views =>
  (content) => ({ views: pages.map((p) => pageView(content, p)), open: 0 });

const CHROME: View = { label: "Header, footer and e-mail panel", render: () => <ChromeView /> };

/**
 * Every data file a visitor sees, and where its preview shows it; TypeScript refuses a file of the content model
 * left out, unless NO_PREVIEW names it with the reason.
 */
export const VIEWS: Record<Exclude<CollectionName | ObjectFileName, keyof typeof NO_PREVIEW>, Views> = {
  pages: onPages(
    () => PAGE_SLUGS,
    (entry) => entry.slug,
  ),
  packages: onPages(
    () => [...CHANNEL_PAGES, "sponsorship"],
    (entry) => entry.channel,
  ),
  bookings: onPages(
    () => [...CHANNEL_PAGES, "sponsorship"],
    (entry) => entry.channel,
  ),
  channels: onPages(
    () => ["sponsorship", ...CHANNEL_PAGES],
    (entry) => entry.slug,
  ),
  stats: onPages(
    () => ["home", "sponsorship"],
    (entry) => (Array.isArray(entry.placements) ? entry.placements[0] : undefined),
  ),
  tutorials: only("home"),
  products: only("home"),
  services: only("home"),
  advisory: only("home"),
  faqs: onEntryPage("faqs"),
  figures: onEntryPage("figures"),
  points: onEntryPage("points"),
  quotes: onEntryPage("quotes"),
  rates: only("github"),
  partners: (content) => ({
    views: [
      { label: "Logo grid", render: () => <LogoGridView /> },
      ...["home", "github"].map((p) => pageView(content, p as PageSlug)),
    ],
    open: 0,
  }),
  site: (content) => ({ views: [CHROME, pageView(content, "home")], open: 0 }),
  ui: (content) => ({ views: [CHROME, ...PAGE_SLUGS.map((p) => pageView(content, p))], open: 0 }),
};
