/**
 * @jest-environment node
 */
import fs from "node:fs";
import { VERIFIED_VERSIONS } from "./guard";

const installedVersion = (name: string): string => {
  const manifest = require.resolve(`${name}/package.json`);
  return (JSON.parse(fs.readFileSync(manifest, "utf8")) as { version: string }).version;
};

describe("the versions lean-first-load was measured against", () => {
  it.each(Object.entries(VERIFIED_VERSIONS))(
    "%s is the version installed: an upgrade re-measures the optimisations first (README.md beside this file)",
    (name, verified) => {
      expect(installedVersion(name)).toBe(verified);
    },
  );
});
