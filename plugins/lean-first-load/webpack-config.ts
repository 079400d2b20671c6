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
 * emotion's browser bundle imports hoist-non-react-statics bare (only withTheme uses it), and the package does not
 * declare itself free of side effects, so webpack would keep it and react-is in every page. Unguarded: should
 * either change, the rule is merely redundant.
 */
export const HOIST_NON_REACT_STATICS_RULE = {
  test: /[\\/]node_modules[\\/]hoist-non-react-statics[\\/]/,
  sideEffects: false,
} as const;
