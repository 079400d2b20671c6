import { render, type RenderOptions } from "@testing-library/react";
import type { ReactElement } from "react";
import site from "../../data/site.json";
import type { SiteMetadata } from "../hooks/use-site-metadata";

export const testSite: SiteMetadata = site;

/** Renders a component as the site does: the one place for any provider the components come to need. */
export function renderUi(ui: ReactElement, options?: RenderOptions) {
  return render(ui, options);
}
