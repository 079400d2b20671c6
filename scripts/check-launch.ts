/**
 * `npm run check:launch`: whether the site may go live. Fails (exit 1) while the content has a problem or any
 * field is still marked as placeholder content, listing each; docs/editing.md's "Before going live" says what to do.
 */
import path from "node:path";
import { checkContentDir, contentProblemsReport, readContentSources, resolveContentDir } from "../src/lib/content/load";
import { listPlaceholders, placeholderReport } from "../src/lib/content/placeholders";

const root = path.resolve(__dirname, "..");
const contentDir = resolveContentDir(root);
const problems = checkContentDir(contentDir, path.join(root, "static"));
if (problems.length > 0) {
  console.error(contentProblemsReport(problems));
  process.exit(1);
}
const placeholders = listPlaceholders(readContentSources(contentDir));
if (placeholders.length > 0) {
  console.error(placeholderReport(placeholders));
  console.error(
    'Not ready to go live: replace each value, then remove the field from its entry\'s "placeholder" list ' +
      '(docs/editing.md, "Before going live").',
  );
  process.exit(1);
}
console.log("ready to go live: the content is valid and none of it is marked as placeholder");
