/**
 * @jest-environment node
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { GuardError } from "./guard";
import { checkHoistNonReactStatics, dropSharedChunkGroups, type WebpackConfigPart } from "./webpack-config";

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

describe("checkHoistNonReactStatics", () => {
  const installed = (name: string, from?: string) =>
    path.dirname(require.resolve(`${name}/package.json`, from ? { paths: [from] } : undefined));
  const emotion = installed("@emotion/react");
  const hoist = installed("hoist-non-react-statics", emotion);

  /** A folder holding a copy of one file of an installed package, at the same relative path. */
  function copyOf(pkgDir: string, rel: string, edit: (text: string) => string = (t) => t, as = rel): string {
    const to = fs.mkdtempSync(path.join(os.tmpdir(), "pkg-"));
    fs.mkdirSync(path.dirname(path.join(to, as)), { recursive: true });
    fs.writeFileSync(path.join(to, as), edit(fs.readFileSync(path.join(pkgDir, rel), "utf8")));
    return to;
  }
  const BUNDLE = "dist/emotion-react.browser.esm.js";

  it("accepts the installed packages", () => {
    expect(() => checkHoistNonReactStatics(emotion, hoist)).not.toThrow();
  });

  it("stops the build when emotion's browser bundle is renamed", () => {
    const fake = copyOf(emotion, BUNDLE, undefined, "dist/emotion-react.esm.js");
    expect(() => checkHoistNonReactStatics(fake, hoist)).toThrow(GuardError);
  });

  it("stops the build when emotion stops importing the package bare", () => {
    const fake = copyOf(emotion, BUNDLE, (text) => text.replace("import 'hoist-non-react-statics';", ""));
    expect(() => checkHoistNonReactStatics(fake, hoist)).toThrow("no longer imports hoist-non-react-statics bare");
  });

  it("stops the build when the package declares its side effects itself", () => {
    const fake = copyOf(hoist, "package.json", (text) => JSON.stringify({ ...JSON.parse(text), sideEffects: false }));
    expect(() => checkHoistNonReactStatics(emotion, fake)).toThrow("the rule is redundant");
  });
});
