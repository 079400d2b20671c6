import tutorials from "../../../data/tutorials.json";
import type { Tutorial } from "../use-tutorials";

export const useTutorials = (): Tutorial[] =>
  tutorials.map((t) => ({ ...t, url: `https://github.com/${t.owner}/${t.repo}` }));
