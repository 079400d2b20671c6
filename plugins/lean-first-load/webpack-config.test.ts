/**
 * @jest-environment node
 */
import { GuardError } from "./guard";
import { dropSharedChunkGroups, type WebpackConfigPart } from "./webpack-config";

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
