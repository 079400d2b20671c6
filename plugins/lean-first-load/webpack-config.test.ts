/**
 * @jest-environment node
 */
import { GuardError } from "./guard";
import TerserPlugin from "terser-webpack-plugin";
import { dropSharedChunkGroups, minifyWithSwc, type WebpackConfigPart } from "./webpack-config";

const config = (cacheGroups: Record<string, unknown>): WebpackConfigPart => ({
  optimization: { splitChunks: { cacheGroups } },
});

describe("dropSharedChunkGroups", () => {
  it("turns off Gatsby's shared and lib groups and keeps the others", () => {
    const groups = { default: false, framework: { chunks: "all" }, lib: { test: 1 }, shared: { test: 2 } };
    dropSharedChunkGroups(config(groups));
    expect(groups).toEqual({ default: false, framework: { chunks: "all" }, lib: false, shared: false });
  });

  it.each(["shared", "lib"])("stops the build when Gatsby's %s group is renamed", (name) => {
    const groups = Object.fromEntries(
      ["framework", "shared", "lib"].map((group) => [group === name ? `${name}-modules` : group, {}]),
    );
    expect(() => dropSharedChunkGroups(config(groups))).toThrow(GuardError);
    expect(() => dropSharedChunkGroups(config(groups))).toThrow(`no "${name}" cache group`);
  });

  it("stops the build when Gatsby no longer splits chunks by groups", () => {
    expect(() => dropSharedChunkGroups({ optimization: { splitChunks: false } })).toThrow(GuardError);
  });
});

describe("minifyWithSwc", () => {
  class CssMinimizer {
    apply(): void {}
  }

  it("puts a TerserPlugin running SWC's minifier where Gatsby's Terser was, and keeps the other minimizers", () => {
    const css = new CssMinimizer();
    const gatsbys = new TerserPlugin({ exclude: /\.min\.js/, terserOptions: { mangle: { safari10: true } } });
    const config: WebpackConfigPart = { optimization: { minimizer: [gatsbys, css] } };
    minifyWithSwc(config);
    const [js, other] = config.optimization?.minimizer ?? [];
    expect(js).toBeInstanceOf(TerserPlugin);
    expect(js).not.toBe(gatsbys);
    expect(other).toBe(css);
    // Its minifier is SWC's (the plugin's options, as its constructor stores them).
    const minify = (js as { options: { minimizer: { implementation: typeof TerserPlugin.swcMinify } } }).options
      .minimizer.implementation;
    expect(minify).toBe(TerserPlugin.swcMinify);
  });

  it("stops the build when Gatsby no longer minifies with a TerserPlugin", () => {
    const config: WebpackConfigPart = { optimization: { minimizer: [new CssMinimizer()] } };
    expect(() => minifyWithSwc(config)).toThrow(GuardError);
    expect(() => minifyWithSwc(config)).toThrow("0 TerserPlugin minimizers, not 1 (it has: CssMinimizer)");
  });
});
