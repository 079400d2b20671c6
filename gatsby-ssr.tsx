import interLatin from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2";
import type { GatsbySSR } from "gatsby";
import { requireHeadTitle } from "./src/lib/build/head-title";
import { RootWrapper } from "./src/root-wrapper";
import { GlobalStyles } from "./src/styles/global-styles";
import { colors } from "./src/styles/tokens";

export const wrapRootElement: GatsbySSR["wrapRootElement"] = ({ element }) => (
  <RootWrapper globalStyles={<GlobalStyles />}>{element}</RootWrapper>
);
export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHeadComponents, setHtmlAttributes }) => {
  setHtmlAttributes({ lang: "en" });
  setHeadComponents([
    <link key="font" rel="preload" href={interLatin} as="font" type="font/woff2" crossOrigin="anonymous" />,
    <meta key="theme-color" name="theme-color" content={colors.ink} />,
    <link key="icon-svg" rel="icon" href="/favicon.svg" type="image/svg+xml" />,
    <link key="icon-ico" rel="icon" href="/favicon.ico" sizes="32x32" />,
    <link key="apple-touch" rel="apple-touch-icon" href="/apple-touch-icon.png" />,
    <link key="manifest" rel="manifest" href="/manifest.webmanifest" />,
    // Without JavaScript the menu button cannot open the phone menu, so the menu is simply shown, in the page.
    // No quotes in the rules: React writes a quote in a <style> as &quot;, and the rule would be dropped.
    <noscript key="no-js">
      <style>{`@media (max-width: 1023.98px) { #mobile-menu { display: block !important; position: static !important; box-shadow: none !important; } [aria-controls=mobile-menu] { display: none !important; } }`}</style>
    </noscript>,
  ]);
};

export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({ getHeadComponents, pathname }) =>
  requireHeadTitle(pathname, getHeadComponents(), process.env.BUILD_STAGE);
