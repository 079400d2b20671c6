import { CacheProvider } from "@emotion/react";
import { useState, type ReactNode } from "react";
import { Toaster } from "./components/ui/toaster";
import { createEmotionCache } from "./styles/emotion-cache";

/**
 * Providers around every page, shared by gatsby-browser and gatsby-ssr so both render the same tree. The server
 * passes `globalStyles` (src/styles/global-styles.tsx) into every page's <head>, so production browsers never
 * need their code; only `gatsby develop`, which renders no HTML, inserts them.
 */
export function RootWrapper({ children, globalStyles = null }: { children: ReactNode; globalStyles?: ReactNode }) {
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
