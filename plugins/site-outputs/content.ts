import type { OgPage } from "../../src/lib/build/og-images";
import { requiredText, type ContentRecord, type ValidatedContent } from "../../src/lib/content/load";
import { fillText, type TextVocabulary } from "../../src/lib/content/text";

/** What the site's outputs show of data/site.json, text tokens filled in as the pages show them. */
export function siteFacts(content: Pick<ValidatedContent, "objects">, vocab: TextVocabulary) {
  const { site } = content.objects;
  return {
    name: requiredText(site, "name"),
    tagline: requiredText(site, "tagline"),
    description: fillText(requiredText(site, "description"), vocab),
    siteUrl: requiredText(site, "siteUrl"),
  };
}

export type SiteFacts = ReturnType<typeof siteFacts>;

/** A page's share-image words from its entry of data/pages.json, text tokens filled in as the pages show them. */
export function ogPage(entry: ContentRecord, vocab: TextVocabulary): OgPage {
  const fill = (text: string) => fillText(text, vocab);
  // Validated content: `share` is an object when present, `sections` a list of them.
  const share = entry.share as ContentRecord | undefined;
  const sections = (entry.sections ?? []) as readonly ContentRecord[];
  return {
    slug: requiredText(entry, "slug"),
    label: fill(requiredText(entry, "label")),
    share: share && {
      figure: fill(requiredText(share, "figure")),
      caption: fill(requiredText(share, "caption")),
    },
    sections: sections.map((section) => ({
      slug: requiredText(section, "slug"),
      ...(typeof section.title === "string" ? { title: fill(section.title) } : {}),
    })),
  };
}
