import fs from "node:fs";
import path from "node:path";
import browserslist from "browserslist";
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
 * The browsers the site supports: the `browserslist` in package.json, read with browserslist's own `loadConfig`,
 * the public API through which Gatsby reads the same file. With no such entry Gatsby would fall back to a default
 * of its own that no public API exposes, so the build stops and asks for one instead.
 */
export function browserTargets(root: string): string[] {
  const list = browserslist.loadConfig({ path: root });
  if (!list || list.length === 0) {
    throw new GuardError(
      OPTIMISATION,
      `${path.join(root, "package.json")} declares no browserslist; Gatsby would then use its own default, which ` +
        "no public API gives. Declare the browsers in package.json (Gatsby 5's default: " +
        '">0.25% and supports es6-module", "not dead and supports es6-module").',
    );
  }
  return list;
}
