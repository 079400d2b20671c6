// @ts-check
// A Babel plugin: every use of a design token (src/styles/tokens.ts) in the site's code becomes the token's value
// at build time, as if written out by hand, and the tokens module never reaches a browser bundle. The values are
// joined into the strings of emotion's `css` calls, and any style emotion serialised at build time (a hash per
// style, which gzip cannot compress) is written back as its call. Without this plugin the site works the same
// (the tokens are then imported at run time), only larger; `inline-tokens.ts` stops the build when the module is
// bundled all the same. See README.md, "Design tokens inlined, styles shipped as calls".
const fs = require("node:fs");
const path = require("node:path");

/** @typedef {import("@babel/core")} Babel */
/** @typedef {import("@babel/core").types.Node} Node */
/** @typedef {string | number | boolean | TokenObject | TokenValue[]} TokenValue */
/** @typedef {{ [key: string]: TokenValue }} TokenObject */

/**
 * The module's exported constants, evaluated from its source: literals, objects, arrays, template literals,
 * arithmetic and references to constants declared above. Anything else (a function, a call) is refused with its name.
 * @param {Babel} babel
 * @param {string} file
 * @returns {Map<string, TokenValue>}
 */
function readTokens(babel, file) {
  const t = babel.types;
  const source = fs.readFileSync(file, "utf8");
  const ast = babel.parseSync(source, {
    filename: file,
    configFile: false,
    babelrc: false,
    parserOpts: { plugins: ["typescript"] },
  });
  if (!ast) throw new Error(`inline-tokens: ${file} could not be parsed`);
  /** @type {Map<string, TokenValue>} */
  const locals = new Map();
  /** @type {Map<string, TokenValue>} */
  const exported = new Map();
  /**
   * @param {Node} node
   * @param {string} where
   * @returns {TokenValue}
   */
  const evaluate = (node, where) => {
    if (t.isTSAsExpression(node) || t.isTSSatisfiesExpression(node)) return evaluate(node.expression, where);
    if (t.isStringLiteral(node) || t.isNumericLiteral(node) || t.isBooleanLiteral(node)) return node.value;
    if (t.isUnaryExpression(node, { operator: "-" })) {
      const value = evaluate(node.argument, where);
      if (typeof value === "number") return -value;
    }
    if (t.isBinaryExpression(node) && !t.isPrivateName(node.left)) {
      const value = arithmetic(node.operator, evaluate(node.left, where), evaluate(node.right, where));
      if (value === undefined) throw new Error(`inline-tokens: ${where} does ${node.operator} on values it cannot`);
      return value;
    }
    if (t.isTemplateLiteral(node)) {
      return node.quasis
        .map((q, i) => {
          const expression = node.expressions[i];
          const value = expression ? evaluate(expression, where) : "";
          if (typeof value === "object") throw new Error(`inline-tokens: ${where} puts an object into a string`);
          return (q.value.cooked ?? q.value.raw) + String(value);
        })
        .join("");
    }
    if (t.isArrayExpression(node)) return node.elements.map((e, i) => evaluate(e ?? t.nullLiteral(), `${where}[${i}]`));
    if (t.isObjectExpression(node)) {
      /** @type {TokenObject} */
      const object = {};
      for (const property of node.properties) {
        if (!t.isObjectProperty(property) || property.computed) {
          throw new Error(`inline-tokens: ${where} has a property that is not a plain key: value`);
        }
        const key = t.isIdentifier(property.key)
          ? property.key.name
          : t.isStringLiteral(property.key) || t.isNumericLiteral(property.key)
            ? String(property.key.value)
            : undefined;
        if (key === undefined) throw new Error(`inline-tokens: ${where} has a key that is not a name`);
        object[key] = evaluate(property.value, `${where}.${key}`);
      }
      return object;
    }
    if (t.isIdentifier(node)) {
      const value = locals.get(node.name);
      if (value === undefined)
        throw new Error(`inline-tokens: ${where} refers to ${node.name}, not a constant above it`);
      return value;
    }
    if (t.isMemberExpression(node)) {
      const object = evaluate(node.object, where);
      const key = memberKey(t, node);
      const value = key !== undefined && isObject(object) ? lookup(object, key) : undefined;
      if (value === undefined) throw new Error(`inline-tokens: ${where} reads a member that does not exist`);
      return value;
    }
    throw new Error(`inline-tokens: ${where} is a ${node.type}; tokens are values (strings, numbers, objects)`);
  };
  for (const statement of ast.program.body) {
    const declaration = t.isExportNamedDeclaration(statement) ? statement.declaration : statement;
    if (!t.isVariableDeclaration(declaration)) continue;
    if (declaration.kind !== "const") throw new Error(`inline-tokens: ${file} declares a ${declaration.kind}`);
    for (const declarator of declaration.declarations) {
      if (!t.isIdentifier(declarator.id) || !declarator.init) continue;
      const value = evaluate(declarator.init, `${path.basename(file)}: ${declarator.id.name}`);
      locals.set(declarator.id.name, value);
      if (declaration !== statement) exported.set(declarator.id.name, value);
    }
  }
  return exported;
}

/**
 * @param {unknown} value
 * @returns {value is TokenObject}
 */
const isObject = (value) => typeof value === "object" && value !== null;

/**
 * @param {TokenObject} object
 * @param {string} key
 */
const lookup = (object, key) => (Object.prototype.hasOwnProperty.call(object, key) ? object[key] : undefined);

/**
 * The key a member expression reads when it is written out (`a.b`, `a["b"]`, `a[2]`).
 * @param {Babel["types"]} t
 * @param {import("@babel/core").types.MemberExpression} node
 */
function memberKey(t, node) {
  if (!node.computed && t.isIdentifier(node.property)) return node.property.name;
  if (t.isStringLiteral(node.property) || t.isNumericLiteral(node.property)) return String(node.property.value);
  return undefined;
}

/**
 * @param {string} operator
 * @param {TokenValue} a
 * @param {TokenValue} b
 * @returns {string | number | undefined}
 */
function arithmetic(operator, a, b) {
  if (operator === "+" && (typeof a === "string" || typeof b === "string")) return `${a}${b}`;
  if (typeof a !== "number" || typeof b !== "number") return undefined;
  if (operator === "+") return a + b;
  if (operator === "-") return a - b;
  if (operator === "*") return a * b;
  if (operator === "/") return a / b;
  return undefined;
}

/** Escapes a value for the raw text of a template literal. */
const rawText = (/** @type {string} */ text) => text.replace(/\\|`|\$\{/g, (m) => `\\${m}`);

/**
 * @param {Babel} babel
 * @param {{ tokensFile?: string }} options tokensFile: the module's absolute path (its content hash may ride
 *   along in other options, so that Babel's cache forgets compiled files when a token changes).
 * @returns {import("@babel/core").PluginObj}
 */
module.exports = function inlineTokens(babel, options) {
  const t = babel.types;
  const tokensFile = options.tokensFile;
  if (!tokensFile) throw new Error("inline-tokens: the tokensFile option is required");
  // A changed token recompiles the files that use it (babel-loader makes this a webpack dependency).
  babel.cache.using(() => fs.readFileSync(tokensFile, "utf8"));
  babel.addExternalDependency(tokensFile);
  const tokens = readTokens(babel, tokensFile);
  const modulePath = tokensFile.replace(/\.[cm]?[jt]sx?$/, "");

  return {
    name: "inline-tokens",
    visitor: {
      // On leaving the file: emotion's plugin has turned each `css` template into a call by then, so the values
      // become arguments of a run-time call (joined into one string below), not styles emotion serialises at
      // build time: a serialised style carries a hash of its own that gzip cannot compress, a call does not.
      Program: {
        exit(program, state) {
          const filename = state.filename;
          if (!filename || path.resolve(filename) === path.resolve(tokensFile)) return;
          program.scope.crawl();
          /** @param {import("@babel/core").types.ImportDeclaration} node */
          const isTokensImport = (node) =>
            node.source.value.startsWith(".") &&
            path.resolve(path.dirname(filename), node.source.value).replace(/\.[cm]?[jt]sx?$/, "") === modulePath;
          for (const statement of program.get("body")) {
            if (!statement.isImportDeclaration() || statement.node.importKind === "type") continue;
            if (!isTokensImport(statement.node)) continue;
            for (const specifier of statement.get("specifiers")) {
              if (!specifier.isImportSpecifier() || specifier.node.importKind === "type") continue;
              const imported = specifier.node.imported;
              const name = t.isIdentifier(imported) ? imported.name : imported.value;
              const root = tokens.get(name);
              if (root === undefined) {
                throw specifier.buildCodeFrameError(`inline-tokens: ${path.basename(tokensFile)} exports no ${name}`);
              }
              const binding = specifier.scope.getBinding(specifier.node.local.name);
              for (const reference of binding?.referencePaths ?? []) {
                // Walk up `colors.muted`, `space[4]`: the longest chain that names one value.
                /** @type {import("@babel/core").NodePath} */
                let at = reference;
                /** @type {TokenValue} */
                let value = root;
                while (isObject(value) && at.parentPath?.isMemberExpression({ object: at.node })) {
                  const key = memberKey(t, at.parentPath.node);
                  const next = key === undefined ? undefined : lookup(value, key);
                  if (next === undefined) break;
                  value = next;
                  at = at.parentPath;
                }
                if (isObject(value)) continue; // an object used whole stays a run-time import (and the guard tells)
                // Arithmetic with a literal (`${layout.headerHeight + 16}px`) is done here too.
                for (let parent = at.parentPath; parent?.isBinaryExpression(); parent = at.parentPath) {
                  const { left, right, operator } = parent.node;
                  const other = left === at.node ? right : left;
                  if (!t.isNumericLiteral(other) && !t.isStringLiteral(other)) break;
                  const [a, b] = left === at.node ? [value, other.value] : [other.value, value];
                  const folded = arithmetic(operator, a, b);
                  if (folded === undefined) break;
                  value = folded;
                  at = parent;
                }
                replaceWithValue(t, at, value);
              }
            }
            // Imports nothing reads any more go, again without requeueing anything (see replaceWithValue).
            program.scope.crawl();
            statement.node.specifiers = statement.node.specifiers.filter(
              (s) => (program.scope.getBinding(s.local.name)?.referencePaths.length ?? 0) > 0,
            );
          }
          program.node.body = program.node.body.filter(
            (s) => !t.isImportDeclaration(s) || s.specifiers.length > 0 || !isTokensImport(s),
          );
          joinEmotionArguments(t, program);
          callsForSerialisedStyles(t, program);
        },
      },
    },
  };
};

/**
 * Adjacent string arguments of emotion's `css` and `keyframes` calls joined: `css("color:", "red", ";")`
 * becomes `css("color:red;")`, the same style in fewer bytes.
 * @param {Babel["types"]} t
 * @param {import("@babel/core").NodePath<import("@babel/core").types.Program>} program
 */
function joinEmotionArguments(t, program) {
  for (const statement of program.get("body")) {
    if (!statement.isImportDeclaration() || statement.node.source.value !== "@emotion/react") continue;
    for (const specifier of statement.get("specifiers")) {
      if (!specifier.isImportSpecifier()) continue;
      const imported = specifier.node.imported;
      if (!t.isIdentifier(imported) || (imported.name !== "css" && imported.name !== "keyframes")) continue;
      for (const reference of specifier.scope.getBinding(specifier.node.local.name)?.referencePaths ?? []) {
        const call = reference.parentPath;
        if (!call?.isCallExpression({ callee: reference.node })) continue;
        /** @type {typeof call.node.arguments} */
        const joined = [];
        for (const argument of call.node.arguments) {
          const last = joined[joined.length - 1];
          const value = staticText(t, argument);
          const text = value === undefined ? argument : t.stringLiteral(value);
          if (t.isStringLiteral(text) && t.isStringLiteral(last)) {
            joined[joined.length - 1] = t.stringLiteral(last.value + text.value);
          } else joined.push(text);
        }
        call.node.arguments = joined;
      }
    }
  }
}

/**
 * Emotion's plugin serialises a `css` call whose arguments are one string into
 * `process.env.NODE_ENV === "production" ? { name: "<hash>", styles: "…" } : { …, toString }` (measured: in Gatsby's
 * build, also the calls joined above, whose file goes through emotion's plugin again); here each such object
 * becomes the call again, `css("…")`. The style and its class name are the same (emotion hashes the same text in the browser); the
 * hash, which gzip cannot compress, is not shipped, nor the development branch.
 * @param {Babel["types"]} t
 * @param {import("@babel/core").NodePath<import("@babel/core").types.Program>} program
 */
function callsForSerialisedStyles(t, program) {
  const css = emotionImport(t, program, "css");
  if (!css) return;
  program.traverse({
    ConditionalExpression(path) {
      const { test, consequent } = path.node;
      if (!isProductionTest(t, test) || !t.isObjectExpression(consequent)) return;
      const props = Object.fromEntries(
        consequent.properties.flatMap((p) =>
          t.isObjectProperty(p) && t.isIdentifier(p.key) && t.isStringLiteral(p.value)
            ? [[p.key.name, p.value.value]]
            : [],
        ),
      );
      if (consequent.properties.length !== 2 || typeof props.name !== "string" || typeof props.styles !== "string") {
        return;
      }
      const call = t.callExpression(t.identifier(css), [t.stringLiteral(props.styles)]);
      t.addComment(call, "leading", "#__PURE__");
      // Direct, like replaceWithValue: no requeue.
      if (path.listKey !== undefined && Array.isArray(path.container)) path.container[Number(path.key)] = call;
      else if (path.parent && typeof path.key === "string") Object.assign(path.parent, { [path.key]: call });
      path.skip();
    },
  });
}

/**
 * The local name of an export of @emotion/react the file imports, if it does.
 * @param {Babel["types"]} t
 * @param {import("@babel/core").NodePath<import("@babel/core").types.Program>} program
 * @param {string} name
 * @returns {string | undefined}
 */
function emotionImport(t, program, name) {
  for (const statement of program.node.body) {
    if (!t.isImportDeclaration(statement) || statement.source.value !== "@emotion/react") continue;
    for (const specifier of statement.specifiers) {
      if (t.isImportSpecifier(specifier) && t.isIdentifier(specifier.imported, { name })) return specifier.local.name;
    }
  }
  return undefined;
}

/**
 * The text an argument of a style call always is, if it can be known now: a string, a number (emotion interpolates
 * it as its digits), and `+` of such.
 * @param {Babel["types"]} t
 * @param {import("@babel/core").types.Node} node
 * @returns {string | undefined}
 */
function staticText(t, node) {
  if (t.isStringLiteral(node)) return node.value;
  if (t.isNumericLiteral(node)) return String(node.value);
  if (t.isBinaryExpression(node, { operator: "+" })) {
    const left = staticText(t, node.left);
    const right = left === undefined ? undefined : staticText(t, node.right);
    return right === undefined ? undefined : `${left}${right}`;
  }
  return undefined;
}

/**
 * Whether a test is `process.env.NODE_ENV === "production"`, emotion's split between its production and
 * development output.
 * @param {Babel["types"]} t
 * @param {import("@babel/core").types.Node} node
 */
function isProductionTest(t, node) {
  if (!t.isBinaryExpression(node, { operator: "===" }) || !t.isStringLiteral(node.right, { value: "production" })) {
    return false;
  }
  const env = node.left;
  return (
    t.isMemberExpression(env) &&
    t.isIdentifier(env.property, { name: "NODE_ENV" }) &&
    t.isMemberExpression(env.object) &&
    t.isIdentifier(env.object.object, { name: "process" }) &&
    t.isIdentifier(env.object.property, { name: "env" })
  );
}

/**
 * Puts a value where the token was read: into the surrounding template literal's text when it is one of its
 * interpolations, else as a literal.
 * @param {Babel["types"]} t
 * @param {import("@babel/core").NodePath} at
 * @param {string | number | boolean} value
 */
function replaceWithValue(t, at, value) {
  const parent = at.parentPath;
  if (parent?.isTemplateLiteral()) {
    const template = parent.node;
    const index = template.expressions.indexOf(/** @type {import("@babel/core").types.Expression} */ (at.node));
    const before = template.quasis[index];
    const after = template.quasis[index + 1];
    if (index >= 0 && before && after) {
      const raw = before.value.raw + rawText(String(value)) + after.value.raw;
      const cooked =
        before.value.cooked === undefined || after.value.cooked === undefined
          ? undefined
          : before.value.cooked + String(value) + after.value.cooked;
      const merged = t.templateElement({ raw, cooked }, after.tail);
      template.quasis.splice(index, 2, merged);
      template.expressions.splice(index, 1);
      return;
    }
  }
  // Written into the parent node directly: replaceWith would requeue the node, and Babel would then visit the
  // file's imports again, letting emotion's macro serialise the now constant style at build time after all.
  const literal = t.valueToNode(value);
  if (at.listKey !== undefined && Array.isArray(at.container)) at.container[Number(at.key)] = literal;
  else if (at.parent && typeof at.key === "string") Object.assign(at.parent, { [at.key]: literal });
}
