/**
 * @jest-environment node
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { NormalModuleReplacementPlugin, webpack } from "webpack";
import { GuardError } from "./guard";
import { MODULE_STUBS, STUB_DIR, checkModuleStubTargets, stubReplacements } from "./module-stubs";

const installedGatsby = path.dirname(require.resolve("gatsby/package.json"));
const stubDir = path.resolve(__dirname, "..", "..", STUB_DIR);

/** The temporary folders the tests make, removed when they end. */
const tempDirs: string[] = [];
const tempDir = (prefix: string): string => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  tempDirs.push(dir);
  return dir;
};
afterAll(() => tempDirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

/** A copy of the files of the installed gatsby package the guards read, in a folder of its own. */
function fakeGatsby(): string {
  const dir = tempDir("fake-gatsby-");
  const files = new Set(MODULE_STUBS.flatMap((s) => [s.target, ...s.shape.map((c) => c.file ?? s.target)]));
  for (const file of files) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.copyFileSync(path.join(installedGatsby, file), path.join(dir, file));
  }
  return dir;
}

const failure = (run: () => void): GuardError | undefined => {
  try {
    run();
  } catch (error) {
    if (error instanceof GuardError) return error;
    throw error;
  }
  return undefined;
};

describe("checkModuleStubTargets", () => {
  it("accepts the installed gatsby package", () => {
    expect(() => checkModuleStubTargets(installedGatsby)).not.toThrow();
  });

  it.each(MODULE_STUBS.map((s) => [s.optimisation, s.target]))(
    "stops the build, naming %s, when gatsby/%s is renamed",
    (optimisation, target) => {
      const dir = fakeGatsby();
      fs.renameSync(path.join(dir, target), path.join(dir, `${target}.renamed`));
      const error = failure(() => checkModuleStubTargets(dir));
      expect(error?.optimisation).toBe(optimisation);
      expect(error?.message).toContain(`gatsby/${target} no longer exists`);
    },
  );

  it("stops the build when the Head handler's function is renamed", () => {
    const dir = fakeGatsby();
    const file = path.join(dir, "cache-dir/head/head-export-handler-for-browser.js");
    fs.writeFileSync(
      file,
      fs.readFileSync(file, "utf8").replace("function headHandlerForBrowser(", "function headHandler("),
    );
    expect(failure(() => checkModuleStubTargets(dir))?.optimisation).toBe("Head API handler");
  });

  it("stops the build when Partytown's browser file starts acting outside develop", () => {
    const dir = fakeGatsby();
    const file = path.join(dir, "dist/internal-plugins/partytown/gatsby-browser.js");
    fs.writeFileSync(file, fs.readFileSync(file, "utf8").replace("!== `development`", "=== `test`"));
    expect(failure(() => checkModuleStubTargets(dir))?.message).toContain("outside `gatsby develop`");
  });

  it("stops the build when production-app.js registers a service worker without asking the plugins", () => {
    const dir = fakeGatsby();
    const file = path.join(dir, "cache-dir/production-app.js");
    fs.writeFileSync(
      file,
      fs.readFileSync(file, "utf8").replace("apiRunner(`registerServiceWorker`).filter(Boolean).length > 0", "true"),
    );
    expect(failure(() => checkModuleStubTargets(dir))?.optimisation).toBe("service-worker registration");
  });
});

describe("the stand-ins", () => {
  it("exist, and the Head handler's exports the function page-renderer.js calls", () => {
    for (const stub of MODULE_STUBS) expect(fs.existsSync(path.join(stubDir, stub.stub))).toBe(true);
    // Required only if a plugin asks for a service worker: then it says why there is none.
    expect(fs.readFileSync(path.join(stubDir, "no-service-worker.js"), "utf8")).toMatch(/^throw new Error\(/m);
    expect(fs.readFileSync(path.join(stubDir, "no-head-api.js"), "utf8")).toMatch(
      /^export function headHandlerForBrowser\(/m,
    );
  });
});

describe("stubReplacements in a webpack build", () => {
  /** Builds an entry importing a module at each stub's path (or a renamed one) and returns the bundle's text. */
  async function bundle(rename?: string): Promise<{ code: string; errors: GuardError[] }> {
    const dir = tempDir("stub-build-");
    const modules = [
      "node_modules/gatsby/dist/internal-plugins/partytown/gatsby-browser.js",
      ".cache/head/head-export-handler-for-browser.js",
      ".cache/register-service-worker.js",
    ].map((rel) => (rename && rel.includes(rename) ? rel.replace(rename, `${rename}-renamed`) : rel));
    for (const [i, rel] of modules.entries()) {
      fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
      fs.writeFileSync(path.join(dir, rel), `export const original${i} = "ORIGINAL MODULE ${i}";`);
    }
    fs.writeFileSync(
      path.join(dir, "entry.js"),
      modules.map((rel, i) => `import * as m${i} from "./${rel}"; console.log(m${i});`).join("\n"),
    );
    const errors: GuardError[] = [];
    const stubs = stubReplacements(stubDir, (error) => errors.push(error));
    const compiler = webpack({
      mode: "production",
      context: dir,
      entry: "./entry.js",
      output: { path: path.join(dir, "out"), filename: "main.js" },
      optimization: { minimize: false },
      plugins: [...stubs.replacements.map((r) => new NormalModuleReplacementPlugin(r.test, r.replace)), stubs.check],
    });
    await new Promise<void>((resolve, reject) =>
      compiler.run((error) => (error ? reject(error) : compiler.close(() => resolve()))),
    );
    return { code: fs.readFileSync(path.join(dir, "out", "main.js"), "utf8"), errors };
  }

  it("replaces every target with its stub and reports nothing", async () => {
    const { code, errors } = await bundle();
    expect(code).not.toContain("ORIGINAL MODULE");
    expect(errors).toEqual([]);
  }, 60_000);

  it("stops the build, naming the optimisation, when a target is renamed", async () => {
    const { code, errors } = await bundle("head-export-handler-for-browser");
    expect(code).toContain("ORIGINAL MODULE 1");
    expect(errors.map((e) => e.optimisation)).toEqual(["Head API handler"]);
  }, 60_000);
});
