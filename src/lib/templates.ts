import type { ContentPage } from "./routes";

/**
 * The template (src/templates/<name>.tsx) that renders each page's route. Only the build reads it, so it stays
 * out of the pages' bundles.
 */
export const TEMPLATES: Record<ContentPage, string> = {
  home: "home",
  sponsorship: "sponsorship",
  github: "sponsorship-github",
  "logo-only": "sponsorship-logo-only",
  newsletter: "sponsorship-newsletter",
  "social-media": "sponsorship-social-media",
};
