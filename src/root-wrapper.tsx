import { CacheProvider } from "@emotion/react";
import { useState, type ReactNode } from "react";
import { Toaster } from "./components/ui/toaster";
import { createEmotionCache } from "./styles/emotion-cache";

/** Providers around every page, shared by gatsby-browser and gatsby-ssr so both render the same tree. */
interface RootWrapperProps {
  children: ReactNode;
  /**
   * The site-wide rules (src/styles/global-styles.tsx). The server renders them into every page's <head>,
   * so production browsers never need their code; only `gatsby develop`, which renders no HTML, inserts them.
   */
  globalStyles?: ReactNode;
}

export function RootWrapper({ children, globalStyles = null }: RootWrapperProps) {
  // One cache per render tree: a fresh one for each page the server renders, one for the browser's lifetime.
  const [cache] = useState(createEmotionCache);
  return (
    <CacheProvider value={cache}>
      {globalStyles}
      {children}
      <Toaster />
    </CacheProvider>
  );
}
