/**
 * @jest-environment node
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { BABELRC_REDUCER, browserTargets, checkStageHonoured } from "./babel-targets";
import { GuardError } from "./guard";

const installedGatsby = path.dirname(require.resolve("gatsby/package.json"));

/** A gatsby folder whose babel reducer is the given source. */
function fakeGatsby(reducer: string | undefined): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "fake-gatsby-"));
  if (reducer !== undefined) {
    fs.mkdirSync(path.dirname(path.join(dir, BABELRC_REDUCER)), { recursive: true });
    fs.writeFileSync(path.join(dir, BABELRC_REDUCER), reducer);
  }
  return dir;
}

describe("checkStageHonoured", () => {
  it("accepts the installed Gatsby, whose reducer gives a staged preset to that stage only", () => {
    expect(() => checkStageHonoured(installedGatsby)).not.toThrow();
  });

  it("stops the build when the reducer's file is renamed", () => {
    expect(() => checkStageHonoured(fakeGatsby(undefined))).toThrow(`gatsby/${BABELRC_REDUCER} no longer exists`);
  });

  it("stops the build when the reducer's export is renamed", () => {
    expect(() => checkStageHonoured(fakeGatsby("exports.babelReducer = () => ({ stages: {} });"))).toThrow(
      "no longer exports babelrcReducer",
    );
  });

  it("stops the build when the reducer ignores `stage` and gives the preset to every stage", () => {
    const original = fs.readFileSync(path.join(installedGatsby, BABELRC_REDUCER), "utf8");
    const ignoring = original.replace(/action\.payload\.stage && action\.payload\.stage !== stage/g, "false");
    expect(ignoring).not.toBe(original);
    const dir = fakeGatsby(ignoring);
    // The copy needs the reducer's own dependencies (lodash, @babel/runtime), found beside the installed gatsby.
    fs.symlinkSync(path.dirname(installedGatsby), path.join(dir, "node_modules"), "dir");
    expect(() => checkStageHonoured(dir)).toThrow(GuardError);
    expect(() => checkStageHonoured(dir)).toThrow("not build-javascript alone");
  });
});

describe("browserTargets", () => {
  const siteWith = (pkg: object) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "browserslist-"));
    fs.writeFileSync(path.join(dir, "package.json"), JSON.stringify(pkg));
    return dir;
  };

  it("reads the browsers declared in package.json", () => {
    expect(browserTargets(siteWith({ browserslist: ["> 1%", "not dead"] }))).toEqual(["> 1%", "not dead"]);
  });

  it("gives the site's own list, which is what Gatsby reads from the same file", () => {
    const root = path.resolve(__dirname, "..", "..");
    const declared = (
      JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8")) as { browserslist: string[] }
    ).browserslist;
    expect(browserTargets(root)).toEqual(declared);
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const gatsby = require("gatsby/dist/utils/browserslist") as { getBrowsersList(dir: string): string[] };
    expect(gatsby.getBrowsersList(root)).toEqual(declared);
  });

  it("stops the build when package.json declares no browsers", () => {
    expect(() => browserTargets(siteWith({ name: "site" }))).toThrow(GuardError);
    expect(() => browserTargets(siteWith({ name: "site" }))).toThrow("declares no browserslist");
  });
});
