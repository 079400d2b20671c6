import type { OgPage } from "../../src/lib/build/og-images";
import { requiredText, type ContentRecord, type ValidatedContent } from "../../src/lib/content/load";
import { fillText, type TextVocabulary } from "../../src/lib/content/text";

/** What the site's outputs show of data/site.json. */
export interface SiteFacts {
  name: string;
  tagline: string;
  description: string;
  siteUrl: string;
}

export function siteFacts(content: Pick<ValidatedContent, "objects">): SiteFacts {
  const { site } = content.objects;
  return {
    name: requiredText(site, "name"),
    tagline: requiredText(site, "tagline"),
    description: requiredText(site, "description"),
    siteUrl: requiredText(site, "siteUrl"),
  };
}

const records = (value: unknown): ContentRecord[] =>
  Array.isArray(value)
    ? value.filter((v): v is ContentRecord => typeof v === "object" && v !== null && !Array.isArray(v))
    : [];
const optionalText = (entry: ContentRecord, field: string) =>
  typeof entry[field] === "string" ? entry[field] : undefined;

/** A page's share-image words from its entry of data/pages.json, text tokens filled in as the pages show them. */
export function ogPage(entry: ContentRecord, vocab: TextVocabulary): OgPage {
  const fill = (text: string) => fillText(text, vocab);
  const share = records([entry.share])[0];
  const title = (section: ContentRecord) => optionalText(section, "title");
  return {
    slug: requiredText(entry, "slug"),
    label: fill(requiredText(entry, "label")),
    share: share && {
      figure: fill(requiredText(share, "figure")),
      caption: fill(requiredText(share, "caption")),
    },
    sections: records(entry.sections).map((section) => {
      const text = title(section);
      return { slug: requiredText(section, "slug"), ...(text === undefined ? {} : { title: fill(text) }) };
    }),
  };
}
