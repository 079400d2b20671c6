import fs from "node:fs";
import path from "node:path";
import { GuardError } from "./guard";

/** The parts of Gatsby's webpack configuration this plugin changes. */
export interface WebpackConfigPart {
  optimization?: { splitChunks?: false | { cacheGroups?: Record<string, unknown> } };
  plugins?: unknown[];
  module?: { rules?: unknown[] };
}

export const DROPPED_CHUNK_GROUPS = ["shared", "lib"] as const;

/**
 * Turns off Gatsby's `shared` and `lib` split-chunk groups, so modules two pages share stay in each page's chunk.
 * Throws when either group is gone: Gatsby changed its splitting, and the saving has to be measured again.
 */
export function dropSharedChunkGroups(config: WebpackConfigPart): void {
  const splitChunks = config.optimization?.splitChunks;
  const groups = splitChunks ? splitChunks.cacheGroups : undefined;
  if (!groups) {
    throw new GuardError("shared chunk groups", "Gatsby's webpack config has no optimization.splitChunks.cacheGroups");
  }
  for (const name of DROPPED_CHUNK_GROUPS) {
    if (!groups[name]) {
      throw new GuardError(
        "shared chunk groups",
        `Gatsby's split chunks have no "${name}" cache group any more (they have: ${Object.keys(groups).join(", ")})`,
      );
    }
  }
  for (const name of DROPPED_CHUNK_GROUPS) groups[name] = false;
}

/**
 * The rule declaring hoist-non-react-statics free of side effects is only worth having while emotion's browser
 * bundle imports the package bare and the package does not say so itself. Throws when either stops being true.
 */
export function checkHoistNonReactStatics(emotionReactDir: string, hoistDir: string): void {
  const bundle = path.join(emotionReactDir, "dist", "emotion-react.browser.esm.js");
  const text = fs.existsSync(bundle) ? fs.readFileSync(bundle, "utf8") : undefined;
  if (text === undefined) {
    throw new GuardError(
      "side-effect-free hoist-non-react-statics",
      "@emotion/react has no dist/emotion-react.browser.esm.js",
    );
  }
  if (!/^import ['"]hoist-non-react-statics['"];$/m.test(text)) {
    throw new GuardError(
      "side-effect-free hoist-non-react-statics",
      "@emotion/react's browser bundle no longer imports hoist-non-react-statics bare: the rule may be unneeded",
    );
  }
  const manifest = path.join(hoistDir, "package.json");
  if (!fs.existsSync(manifest)) {
    throw new GuardError("side-effect-free hoist-non-react-statics", "hoist-non-react-statics is no longer installed");
  }
  const pkg = JSON.parse(fs.readFileSync(manifest, "utf8")) as { sideEffects?: unknown };
  if (pkg.sideEffects !== undefined) {
    throw new GuardError(
      "side-effect-free hoist-non-react-statics",
      `hoist-non-react-statics now declares sideEffects itself (${JSON.stringify(pkg.sideEffects)}): the rule is redundant`,
    );
  }
}

export const HOIST_NON_REACT_STATICS_RULE = {
  test: /[\\/]node_modules[\\/]hoist-non-react-statics[\\/]/,
  sideEffects: false,
} as const;
