/** @jest-config-loader-options {"transpileOnly": true, "swc": true, "compilerOptions": {"module": "CommonJS", "moduleResolution": "Node10"}} */
import type { Config } from "jest";

export default {
  testEnvironment: "jsdom",
  // SWC compiles TypeScript and JSX as .swcrc says: emotion's JSX runtime, no type checking (tsc does that).
  transform: { "^.+\\.[jt]sx?$": "@swc/jest" },
  moduleNameMapper: {
    "\\.(css|woff2?)$": "identity-obj-proxy",
    "\\.(svg|png|jpg)$": "<rootDir>/__mocks__/file-mock.js",
  },
  testPathIgnorePatterns: ["node_modules", "\\.cache", "<rootDir>.*/public", "<rootDir>/e2e"],
  transformIgnorePatterns: ["node_modules/(?!(gatsby|gatsby-script|gatsby-link)/)"],
  globals: { __PATH_PREFIX__: "" },
  setupFiles: ["<rootDir>/loadershim.js"],
  setupFilesAfterEnv: ["<rootDir>/jest.setup.ts"],
  // A worker leaves nothing running when its files end, but on a busy machine (npm test builds beside it) its
  // process takes longer than Jest's default 500 ms to be gone: Jest then killed it and printed a warning of a
  // leak that was not one. Measured beside `npm run build:test`: 120-205 ms from the worker's exit event to its end.
  workerGracefulExitTimeout: 3000,
} satisfies Config;
