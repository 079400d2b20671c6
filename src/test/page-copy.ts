import figures from "../../data/figures.json";
import packages from "../../data/packages.json";
import pages from "../../data/pages.json";
import site from "../../data/site.json";
import stats from "../../data/stats.json";
import ui from "../../data/ui.json";
import type { UiText } from "../hooks/use-ui";
import { toPageCopy, type PageCopy, type PageCopyNode, type PageSlug } from "../lib/content/page-copy";
import { fillText, textVocabulary } from "../lib/content/text";

/** The text tokens' values from the real data/, as the build computes them. */
const testVocabulary = textVocabulary({ site, stats, figures, packages, ui });

/** A data value with every text token filled in, as the build's resolvers do. */
export function filled<T>(value: T): T {
  return JSON.parse(JSON.stringify(value), (_key, v: unknown) =>
    typeof v === "string" ? fillText(v, testVocabulary) : v,
  ) as T;
}

/** data/ui.json as useUi returns it (the hook is mocked with this in every unit test, see jest.setup.ts). */
export const testUi = filled(ui) as UiText;

/** A page's entry of data/pages.json as its template receives it. */
export function testPage<P extends PageSlug>(slug: P): PageCopy<P> {
  return toPageCopy(filled(pages.find((p) => p.slug === slug) as PageCopyNode | undefined), slug);
}

/** A field a page's section may leave out, which the test needs (the test fails, naming it, when it is absent). */
export function given(value: string | undefined, what: string): string {
  if (value === undefined) throw new Error(`data/pages.json: the test needs ${what}`);
  return value;
}
