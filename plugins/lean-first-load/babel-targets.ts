import fs from "node:fs";
import path from "node:path";
import { GuardError } from "./guard";

const OPTIMISATION = "browser targets for babel-preset-gatsby";
export const BABEL_STAGES = ["develop", "develop-html", "build-javascript", "build-html"] as const;

interface BabelrcState {
  stages: Record<string, { presets: { name: string; options?: unknown }[] }>;
}
type BabelrcReducer = (state: BabelrcState | undefined, action: { type: string; payload: object }) => BabelrcState;

/** Gatsby's reducer of setBabelPreset's action, the file that decides which stages a preset applies to. */
export const BABELRC_REDUCER = "dist/redux/reducers/babelrc.js";

/**
 * setBabelPreset's `stage` is not in the action's type, but Gatsby's reducer reads it: without it, the browser
 * targets would also apply to server rendering. Runs the installed reducer on a fresh state and throws unless a
 * preset given a stage lands in that stage only.
 */
export function checkStageHonoured(gatsbyDir: string): void {
  const file = path.join(gatsbyDir, BABELRC_REDUCER);
  if (!fs.existsSync(file)) throw new GuardError(OPTIMISATION, `gatsby/${BABELRC_REDUCER} no longer exists`);
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const reducer = (require(file) as { babelrcReducer?: unknown }).babelrcReducer;
  if (typeof reducer !== "function") {
    throw new GuardError(OPTIMISATION, `gatsby/${BABELRC_REDUCER} no longer exports babelrcReducer`);
  }
  const probe = "lean-first-load-probe";
  const state = (reducer as BabelrcReducer)(undefined, {
    type: "SET_BABEL_PRESET",
    payload: { name: probe, stage: "build-javascript", options: {} },
  });
  const withProbe = BABEL_STAGES.filter((stage) =>
    (state.stages?.[stage]?.presets ?? []).some((preset) => preset.name === probe),
  );
  if (withProbe.join() !== "build-javascript") {
    throw new GuardError(
      OPTIMISATION,
      `setBabelPreset({ stage: "build-javascript" }) now reaches the stages [${withProbe.join(", ")}], not build-javascript alone`,
    );
  }
}

/**
 * The browserslist Gatsby resolved for the site. Gatsby has no public API for it, and a second resolution
 * (browserslist's loadConfig with Gatsby's fallback) could drift from Gatsby's own; so its store is read, and
 * its shape checked.
 */
export function browserTargets(state: unknown): string[] {
  const program = (state as { program?: { browserslist?: unknown } } | undefined)?.program;
  const list = program?.browserslist;
  if (!Array.isArray(list) || list.length === 0 || !list.every((q) => typeof q === "string" && q.trim() !== "")) {
    throw new GuardError(
      OPTIMISATION,
      `Gatsby's store no longer holds program.browserslist as a list of queries (got ${JSON.stringify(list)})`,
    );
  }
  return list as string[];
}
