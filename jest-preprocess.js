// Babel for Jest, as Gatsby's unit-testing guide sets it up, plus TypeScript and emotion's JSX.
module.exports = require("babel-jest").default.createTransformer({
  presets: [
    ["babel-preset-gatsby", { reactRuntime: "automatic", reactImportSource: "@emotion/react" }],
    "@babel/preset-typescript",
  ],
});
