import interLatin from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2";
import type { GatsbySSR } from "gatsby";
import { RootWrapper } from "./src/root-wrapper";

export const wrapRootElement: GatsbySSR["wrapRootElement"] = ({ element }) => <RootWrapper>{element}</RootWrapper>;

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHeadComponents, setHtmlAttributes }) => {
  setHtmlAttributes({ lang: "en" });
  setHeadComponents([
    <link key="font" rel="preload" href={interLatin} as="font" type="font/woff2" crossOrigin="anonymous" />,
    <meta key="theme-color" name="theme-color" content="#0B1020" />,
  ]);
};
