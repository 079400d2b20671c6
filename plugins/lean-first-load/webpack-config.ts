import TerserPlugin from "terser-webpack-plugin";
import { GuardError } from "./guard";

/** The parts of Gatsby's webpack configuration this plugin changes. */
export interface WebpackConfigPart {
  optimization?: { splitChunks?: false | { cacheGroups?: Record<string, unknown> }; minimizer?: unknown[] };
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

/**
 * Gatsby minifies the browser bundles with terser-webpack-plugin running Terser; the same plugin runs SWC's minifier
 * instead (its documented `minify: TerserPlugin.swcMinify`), with Gatsby's mangling option for Safari 10 and its ES5
 * compression. Throws when Gatsby's minimizers hold no TerserPlugin of this project's terser-webpack-plugin: Gatsby
 * changed how it minifies, and the swap has to be measured again.
 */
export function minifyWithSwc(config: WebpackConfigPart): void {
  const minimizers = config.optimization?.minimizer ?? [];
  const terser = minimizers.filter((m) => m instanceof TerserPlugin);
  if (terser.length !== 1) {
    throw new GuardError(
      "SWC minifier",
      `Gatsby's webpack config has ${terser.length} TerserPlugin minimizers, not 1 (it has: ${minimizers
        .map((m) => (m as object | null)?.constructor?.name ?? String(m))
        .join(", ")})`,
    );
  }
  const swc = new TerserPlugin({
    exclude: /\.min\.js/,
    minify: TerserPlugin.swcMinify,
    terserOptions: { compress: { ecma: 5 }, mangle: { safari10: true } },
  });
  config.optimization = { ...config.optimization, minimizer: minimizers.map((m) => (m === terser[0] ? swc : m)) };
}
