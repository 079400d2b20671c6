import { css, type Theme } from "@emotion/react";
import type { PageProps } from "gatsby";
import { useEffect } from "react";
import { Layout } from "../components/layout/layout";
import { Seo } from "../components/layout/seo";
import { LinkButton } from "../components/ui/button";
import { Section } from "../components/ui/section";

export default function NotFoundPage({ location }: PageProps) {
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
          <LinkButton to="/">Return to Home</LinkButton>
        </div>
      </Section>
    </Layout>
  );
}
