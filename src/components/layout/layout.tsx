import { css } from "@emotion/react";
import type { ReactNode } from "react";
import { useUi } from "../../hooks/use-ui";
import { Footer } from "./footer";
import { Header } from "./header";
import { colors, radii, space } from "../../styles/tokens";

export function Layout({ path, children }: { path: string; children: ReactNode }) {
  const ui = useUi();
  return (
    // At least a window tall, the footer last: a short page (the not-found page) ends with the footer, not a strip of
    // page under it.
    <div
      css={css`
        display: flex;
        flex-direction: column;
        min-height: 100vh;
        min-height: 100dvh;
      `}
    >
      <a
        href="#main"
        css={css`
          position: absolute;
          left: 16px;
          top: -100px;
          z-index: 100;
          padding: ${space[3]} ${space[4]};
          border-radius: ${radii.small};
          background: ${colors.ink};
          color: ${colors.white};
          font-weight: 700;
          &:focus {
            top: 12px;
          }
        `}
      >
        {ui.skipToContent}
      </a>
      <Header path={path} />
      <main
        id="main"
        tabIndex={-1}
        css={css`
          flex: 1 0 auto;
        `}
      >
        {children}
      </main>
      <Footer />
    </div>
  );
}
