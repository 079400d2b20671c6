import { css, type Theme } from "@emotion/react";
import type { PageProps } from "gatsby";
import { Link } from "gatsby";
import { useEffect } from "react";
import { closestRoute } from "../lib/closest-route";
import { useHydrated } from "../hooks/use-hydrated";
import { Layout } from "../components/layout/layout";
import { Seo } from "../components/layout/seo";
import { LinkButton } from "../components/ui/button";
import { Section } from "../components/ui/section";

export default function NotFoundPage({ location }: PageProps) {
  // The static 404.html is rendered for no particular path; the suggestion follows the real one after hydration.
  const hydrated = useHydrated();
  const suggestion = hydrated ? closestRoute(location.pathname) : undefined;
  useEffect(() => {
    console.log(`404 Error: User attempted to access non-existent route: ${location.pathname}`);
  }, [location.pathname]);
  return (
    <Layout path={location.pathname}>
      <Seo path="/404/" title="Page not found | DiamantAI" description="This page does not exist." noindex />
      <Section labelledBy="not-found-title">
        <div
          css={css`
            display: flex;
            flex-direction: column;
            align-items: center;
            gap: 16px;
            min-height: 50vh;
            justify-content: center;
            text-align: center;
          `}
        >
          <h1
            id="not-found-title"
            css={(theme: Theme) => css`
              font-size: 96px;
              background: ${theme.gradient};
              -webkit-background-clip: text;
              background-clip: text;
              color: transparent;
            `}
          >
            404
          </h1>
          <p
            css={(theme: Theme) => css`
              font-size: 24px;
              font-weight: 600;
              color: ${theme.colors.muted};
            `}
          >
            Oops! Page not found
          </p>
          {suggestion && (
            <p
              css={(theme: Theme) => css`
                font-size: 18px;
                color: ${theme.colors.text};
              `}
            >
              Did you mean{" "}
              <Link
                to={suggestion.path}
                css={(theme: Theme) => css`
                  color: ${theme.colors.primaryStrong};
                  font-weight: 700;
                `}
              >
                {suggestion.label}
              </Link>
              ?
            </p>
          )}
          <LinkButton to="/">Return to Home</LinkButton>
        </div>
      </Section>
    </Layout>
  );
}
