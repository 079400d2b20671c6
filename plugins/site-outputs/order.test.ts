/**
 * @jest-environment node
 */
import config from "../../gatsby-config";

const names = (config.plugins ?? []).map((p) => (typeof p === "string" ? p : p.resolve));

describe("the local plugins in gatsby-config", () => {
  it("run lean-first-load's HTML rewrites before site-outputs hashes the pages' scripts into _headers", () => {
    expect(names).toContain("lean-first-load");
    expect(names).toContain("site-outputs");
    expect(names.indexOf("lean-first-load")).toBeLessThan(names.indexOf("site-outputs"));
  });
});
