import fs from "node:fs";
import path from "node:path";
import { GuardError, type Optimisation } from "./guard";

const exportedNames = (commonJs: string) =>
  [...new Set([...commonJs.matchAll(/\bexports\.(\w+)\s*=/g)].map((m) => m[1]))].filter((n) => n !== "__esModule");

/** The stand-ins' folder, relative to the site. */
export const STUB_DIR = path.join("plugins", "lean-first-load", "stubs");

/**
 * Gatsby's browser modules swapped for a file of STUB_DIR in production bundles: each never acts on this site, yet
 * ships in every page's first load. `test` matches the module's path as webpack resolves it; `target` is the file
 * webpack would bundle; `shape`, the checks that must still hold for the stub to stand in, read `target` unless
 * they name another `file` (paths relative to the installed gatsby package; cache-dir/ is copied to .cache/).
 */
export const MODULE_STUBS: readonly {
  optimisation: Optimisation;
  test: RegExp;
  target: string;
  stub: string;
  shape: readonly { file?: string; holds: (text: string) => boolean; expectation: string }[];
}[] = [
  {
    optimisation: "Partytown browser file",
    test: /internal-plugins[\\/]partytown[\\/]gatsby-browser\.js$/,
    target: "dist/internal-plugins/partytown/gatsby-browser.js",
    stub: "no-browser-api.js",
    shape: [
      {
        holds: (text) => exportedNames(text).join() === "onInitialClientRender",
        expectation: "its only browser API is onInitialClientRender",
      },
      {
        holds: (text) => /if \(process\.env\.NODE_ENV !== `development`\) \{\s*return;/.test(text),
        expectation: "it returns at once outside `gatsby develop`",
      },
    ],
  },
  {
    optimisation: "Head API handler",
    test: /[\\/]\.cache[\\/]head[\\/]head-export-handler-for-browser\.js$/,
    target: "cache-dir/head/head-export-handler-for-browser.js",
    stub: "no-head-api.js",
    shape: [
      {
        holds: (text) => /^export function headHandlerForBrowser\(/m.test(text),
        expectation: "it exports the function headHandlerForBrowser, which the stub replaces",
      },
      {
        file: "cache-dir/page-renderer.js",
        holds: (text) =>
          text.includes('import { headHandlerForBrowser } from "./head/head-export-handler-for-browser"'),
        expectation: "page-renderer.js imports headHandlerForBrowser, and only it, from the handler",
      },
    ],
  },
  {
    optimisation: "service-worker registration",
    test: /[\\/]\.cache[\\/]register-service-worker\.js$/,
    target: "cache-dir/register-service-worker.js",
    stub: "no-service-worker.js",
    shape: [
      {
        holds: (text) => text.includes("navigator.serviceWorker"),
        expectation: "it registers the service worker",
      },
      {
        file: "cache-dir/production-app.js",
        holds: (text) =>
          /if \(apiRunner\(`registerServiceWorker`\)\.filter\(Boolean\)\.length > 0\) \{\s*require\(`\.\/register-service-worker`\)\s*\}/.test(
            text,
          ),
        expectation: "production-app.js requires it only when a plugin's registerServiceWorker returns true",
      },
    ],
  },
];

/** Every stub's shape in the installed gatsby package; throws naming the first one that changed. */
export function checkModuleStubTargets(gatsbyDir: string): void {
  for (const stub of MODULE_STUBS) {
    for (const check of stub.shape) {
      const name = check.file ?? stub.target;
      const file = path.join(gatsbyDir, name);
      if (!fs.existsSync(file)) {
        throw new GuardError(stub.optimisation, `gatsby/${name} no longer exists (renamed or moved)`);
      }
      if (!check.holds(fs.readFileSync(file, "utf8"))) {
        throw new GuardError(stub.optimisation, `gatsby/${name} changed: no longer true that ${check.expectation}`);
      }
    }
  }
}

/** What webpack's NormalModuleReplacementPlugin hands a replacement function (before and after resolving). */
interface ReplacedResource {
  request: string;
  createData?: { resource?: string };
}

/**
 * The replacements, each counting that it acted, and a webpack plugin that throws (through `onMissing`) once
 * the browser bundles are compiled if one never did: the module was renamed or is no longer imported, and
 * its stub silently stopped applying.
 */
export function stubReplacements(stubDir: string, onMissing: (error: GuardError) => void) {
  const replaced = new Set<Optimisation>();
  const replacements = MODULE_STUBS.map((stub) => ({
    test: stub.test,
    replace: (data: ReplacedResource) => {
      replaced.add(stub.optimisation);
      const file = path.join(stubDir, stub.stub);
      // Matched after resolving: the resolved path is what webpack bundles. Matched before: the request.
      if (data.createData?.resource !== undefined && stub.test.test(data.createData.resource)) {
        data.createData.resource = file;
      } else {
        data.request = file;
      }
    },
  }));
  const check = {
    apply(compiler: { hooks: { afterCompile: { tap(name: string, run: () => void): void } } }) {
      compiler.hooks.afterCompile.tap("lean-first-load", () => {
        const missing = MODULE_STUBS.find((stub) => !replaced.has(stub.optimisation));
        if (missing) {
          onMissing(
            new GuardError(
              missing.optimisation,
              `no module of the browser bundles matched ${String(missing.test)}, so gatsby/${missing.target} ` +
                "was not replaced (renamed, moved or no longer imported)",
            ),
          );
        }
      });
    },
  };
  return { replacements, check };
}
