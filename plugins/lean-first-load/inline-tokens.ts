import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { Compiler } from "webpack";
import { GuardError } from "./guard";

/** The design tokens (see the module's own comment); their uses are written in place by `babel-inline-tokens.cjs`. */
export const TOKENS_FILE = path.join("src", "styles", "tokens.ts");
/** The Babel plugin that writes them in place. */
export const INLINE_TOKENS_PLUGIN = path.join("plugins", "lean-first-load", "babel-inline-tokens.cjs");

/**
 * The Babel plugin's entry for Gatsby's `setBabelPlugin`. A hash of the tokens' source and of the plugin's own
 * rides along in the options: babel-loader's cache keys compiled files by their options (not by the plugins'
 * code), so a changed token or plugin recompiles every file (the plugin also declares the tokens file an
 * external dependency).
 */
export function inlineTokensPlugin(root: string): { name: string; options: { tokensFile: string; hash: string } } {
  const tokensFile = path.join(root, TOKENS_FILE);
  const name = path.join(root, INLINE_TOKENS_PLUGIN);
  const hash = crypto.createHash("sha256").update(fs.readFileSync(tokensFile)).update(fs.readFileSync(name));
  return { name, options: { tokensFile, hash: hash.digest("hex").slice(0, 16) } };
}

/** A module's file, for the modules that have one. */
const resourceOf = (module: object | null): string | undefined =>
  module && "resource" in module && typeof module.resource === "string" ? module.resource : undefined;

/**
 * A webpack plugin for the browser bundles: the tokens module must not be among their modules, and no style may
 * be shipped in emotion's serialised form. It is when the
 * Babel plugin stopped running (Gatsby's or emotion's Babel setup changed) or when a file reads a token group
 * whole at run time; either way the build stops and names the files that import it.
 */
export function tokensNotBundled(root: string, onError: (error: GuardError) => void): { apply(c: Compiler): void } {
  const tokensFile = path.join(root, TOKENS_FILE);
  return {
    apply(compiler) {
      compiler.hooks.afterCompile.tap("lean-first-load", (compilation) => {
        for (const module of compilation.modules) {
          if (resourceOf(module) !== tokensFile) continue;
          const importers = [...compilation.moduleGraph.getIncomingConnections(module)]
            .map((c) => resourceOf(c.originModule))
            .filter((r): r is string => r !== undefined)
            .map((r) => path.relative(root, r));
          onError(
            new GuardError(
              "design tokens inlined",
              `${TOKENS_FILE} is bundled into the browser code, imported by ${[...new Set(importers)].join(", ") || "an unknown module"}. ` +
                "Either Babel no longer runs babel-inline-tokens.cjs on the site's files, or that file reads a token " +
                "group whole (read single values: colors.muted, not Object.keys(colors)).",
            ),
          );
        }
      });
      compiler.hooks.emit.tap("lean-first-load", (compilation) => {
        for (const [name, asset] of Object.entries(compilation.assets)) {
          if (!name.endsWith(".js")) continue;
          const serialised = SERIALISED_STYLE.exec(asset.source().toString());
          if (serialised) {
            onError(
              new GuardError(
                "design tokens inlined",
                `${name} holds a style emotion serialised at build time (${serialised[0]}…): babel-inline-tokens.cjs ` +
                  "no longer recognises emotion's serialised form, so each style ships its hash.",
              ),
            );
          }
        }
      });
    },
  };
}

/** A style as emotion's Babel plugin serialises it, once minified: `{name:"1yftfhi",styles:"`. */
export const SERIALISED_STYLE = /\{name:"[0-9a-z]+",styles:"/;
