import { ThemeProvider } from "@emotion/react";
import { render, type RenderOptions } from "@testing-library/react";
import type { ReactElement } from "react";
import site from "../../data/site.json";
import type { SiteMetadata } from "../hooks/use-site-metadata";
import { theme } from "../styles/theme";

export const testSite: SiteMetadata = site;

export function renderWithTheme(ui: ReactElement, options?: RenderOptions) {
  return render(<ThemeProvider theme={theme}>{ui}</ThemeProvider>, options);
}
