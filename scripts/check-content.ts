/**
 * `npm run check:content`: validates data/ (or CONTENT_DIR) as the build does, without building. Prints the
 * build's own report and exits 1 when something is wrong; prints "content OK (N files)" otherwise.
 */
import path from "node:path";
import { COLLECTION_NAMES, OBJECT_FILE_NAMES } from "../src/lib/content/collections";
import {
  checkContentDir,
  contentProblemsReport,
  contentWarningsReport,
  resolveContentDir,
} from "../src/lib/content/load";

const root = path.resolve(__dirname, "..");
const warnings: string[] = [];
const problems = checkContentDir(resolveContentDir(root), path.join(root, "static"), warnings);
if (warnings.length > 0) console.warn(contentWarningsReport(warnings));
if (problems.length > 0) {
  console.error(contentProblemsReport(problems));
  process.exit(1);
}
console.log(`content OK (${COLLECTION_NAMES.length + OBJECT_FILE_NAMES.length} files)`);
