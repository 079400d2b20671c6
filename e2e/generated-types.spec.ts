import fs from "node:fs";
import path from "node:path";
import { FIXTURE_SITE_DIR } from "./built-site";
import { expect, test } from "./fixtures";

const ROOT = path.resolve(__dirname, "..");
const TYPES = path.join("src", "gatsby-types.d.ts");
const BOOKINGS = path.join("data", "bookings.json");

test("the GraphQL types a build writes are the committed ones, whatever data/ holds", () => {
  // The test build's data/ books slots that this checkout's data/ does not (scripts/test-build.mjs), as an editor's
  // first booking would: an empty data/bookings.json once left File without its childBookingsJson fields, so adding
  // or removing the last booking rewrote src/gatsby-types.d.ts, a source file the editor never touched.
  const bookings = (dir: string) => JSON.parse(fs.readFileSync(path.join(dir, BOOKINGS), "utf8")) as unknown[];
  expect(bookings(FIXTURE_SITE_DIR).length, "the test build books more slots than data/").toBeGreaterThan(
    bookings(ROOT).length,
  );

  const written = fs.readFileSync(path.join(FIXTURE_SITE_DIR, TYPES), "utf8");
  const committed = fs.readFileSync(path.join(ROOT, TYPES), "utf8");
  expect(
    written === committed,
    `${TYPES} differs from the one the test build wrote (${path.join(FIXTURE_SITE_DIR, TYPES)}): ` +
      "after a change to the content model or a page query, run `npm run build` and commit the file it writes",
  ).toBe(true);
});
