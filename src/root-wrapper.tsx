import { ThemeProvider } from "@emotion/react";
import type { ReactNode } from "react";
import { Toaster } from "./components/ui/toaster";
import { StarCountsProvider } from "./hooks/use-star-counts";
import { GlobalStyles } from "./styles/global-styles";
import { theme } from "./styles/theme";

/** Providers around every page, shared by gatsby-browser and gatsby-ssr so both render the same tree. */
export function RootWrapper({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyles />
      <StarCountsProvider>{children}</StarCountsProvider>
      <Toaster />
    </ThemeProvider>
  );
}
