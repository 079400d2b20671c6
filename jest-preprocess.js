// Babel for Jest, as Gatsby's unit-testing guide sets it up, plus TypeScript and emotion's JSX, and the design
// tokens written in place as the production build writes them (plugins/lean-first-load/babel-inline-tokens.cjs).
const crypto = require("node:crypto");
const fs = require("node:fs");
const path = require("node:path");

const tokensFile = path.join(__dirname, "src", "styles", "tokens.ts");
const plugin = path.join(__dirname, "plugins", "lean-first-load", "babel-inline-tokens.cjs");
// In the options so that Jest's cache forgets compiled files when a token or the plugin changes.
const hash = crypto
  .createHash("sha256")
  .update(fs.readFileSync(tokensFile))
  .update(fs.readFileSync(plugin))
  .digest("hex")
  .slice(0, 16);

module.exports = require("babel-jest").default.createTransformer({
  presets: [
    ["babel-preset-gatsby", { reactRuntime: "automatic", reactImportSource: "@emotion/react" }],
    "@babel/preset-typescript",
  ],
  plugins: [[plugin, { tokensFile, hash }]],
});
