import tutorials from "../../../data/tutorials.json";
import type { Tutorial } from "../use-tutorials";

/** The tutorials of data/ with the counts an offline build gives them: their fallbackStars. */
export const useTutorials = (): Tutorial[] =>
  tutorials.map(({ slug, name, description, owner, repo, fallbackStars }) => ({
    slug,
    name,
    description,
    owner,
    repo,
    stars: fallbackStars,
    url: `https://github.com/${owner}/${repo}`,
  }));
