import type { Tutorial } from "../../../../hooks/use-tutorials";
import { usePreview } from "../../context";

/** src/hooks/use-tutorials.ts in the preview: each repository with its fallback count (GitHub is not asked). */
export function useTutorials(): Tutorial[] {
  return usePreview().content.collections.tutorials.map((t) => ({
    slug: String(t.slug),
    name: String(t.name),
    description: String(t.description),
    owner: String(t.owner),
    repo: String(t.repo),
    stars: typeof t.fallbackStars === "number" ? t.fallbackStars : 0,
    url: `https://github.com/${String(t.owner)}/${String(t.repo)}`,
  }));
}
