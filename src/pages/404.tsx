import { css } from "@emotion/react";
import { graphql, Link, type PageProps } from "gatsby";
import { useEffect, useSyncExternalStore } from "react";
import { closestRoute } from "../lib/closest-route";
import { toPageCopy } from "../lib/content/page-copy";
import { Layout } from "../components/layout/layout";
import { Seo } from "../components/layout/seo";
import { LinkButton } from "../components/ui/button";
import { centredText, Stack } from "../components/ui/layout";
import { Section } from "../components/ui/section";
import { colors, fontSizes, gradient, space } from "../styles/tokens";

const subscribe = () => () => undefined;

export default function NotFoundPage({ location, data }: PageProps<Queries.NotFoundPageQuery>) {
  const page = toPageCopy(data.page, "not-found");
  const main = page.section("main");
  const label = (slug: string) => data.pages.nodes.find((p) => p.slug === slug)?.label ?? slug;
  const [before = "", after = ""] = main.note.split("{page}");
  // The static 404.html is rendered for no particular path; the suggestion follows the real one after hydration.
  const hydrated = useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
  const suggestion = hydrated ? closestRoute(location.pathname) : undefined;
  useEffect(() => {
    console.log(`404 Error: User attempted to access non-existent route: ${location.pathname}`);
  }, [location.pathname]);
  return (
    <Layout path={location.pathname}>
      <Seo path="/404/" title={page.title} description={page.description} noindex />
      <Section labelledBy="not-found-title">
        <Stack
          gap={space[4]}
          css={css`
            align-items: center;
            min-height: 50vh;
            justify-content: center;
            ${centredText};
          `}
        >
          <h1
            id="not-found-title"
            css={css`
              font-size: ${fontSizes.giant};
              background: ${gradient};
              -webkit-background-clip: text;
              background-clip: text;
              color: transparent;
            `}
          >
            {main.title}
          </h1>
          <p
            css={css`
              font-size: ${fontSizes.title3};
              font-weight: 600;
              color: ${colors.muted};
            `}
          >
            {main.lead}
          </p>
          {suggestion && (
            <p
              css={css`
                font-size: ${fontSizes.lead};
                color: ${colors.text};
              `}
            >
              {before}
              <Link
                to={suggestion.path}
                css={css`
                  color: ${colors.primaryStrong};
                  font-weight: 700;
                `}
              >
                {label(suggestion.page)}
              </Link>
              {after}
            </p>
          )}
          <LinkButton to="/">{main.action}</LinkButton>
        </Stack>
      </Section>
    </Layout>
  );
}

export const query = graphql`
  query NotFoundPage {
    page: pagesJson(slug: { eq: "not-found" }) {
      ...PageCopy
    }
    pages: allPagesJson(sort: { fields: { position: ASC } }) {
      nodes {
        slug
        label
      }
    }
  }
`;
