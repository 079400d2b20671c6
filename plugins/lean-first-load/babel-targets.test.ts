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
  it("reads the browserslist Gatsby resolved", () => {
    expect(browserTargets({ program: { browserslist: ["> 1%", "not dead"] } })).toEqual(["> 1%", "not dead"]);
  });

  it.each([
    ["the key is renamed", { program: { browsersList: ["> 1%"] } }],
    ["it becomes one string", { program: { browserslist: "> 1%, not dead" } }],
    ["the program state is gone", {}],
  ])("stops the build when %s", (_change, state) => {
    expect(() => browserTargets(state)).toThrow(GuardError);
  });
});
