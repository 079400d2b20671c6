/**
 * `npm run format:data` (the first step of `npm run format`): lays each file of data/ (or CONTENT_DIR) out as the
 * content editor writes it (src/lib/cms/data-format.ts): an entry's fields in the model's order, a blank optional
 * field left out, JSON.stringify's layout. After a hand edit, the editor's next save then changes only what it
 * changes, and `npm test` finds the layout it checks. A file that is not JSON, or not the shape its model says, is
 * left as it is, for `npm run check:content` and the build to name.
 */
import fs from "node:fs";
import path from "node:path";
import { dataFormats, formatName } from "../src/lib/cms/data-format";
import { COLLECTIONS, OBJECT_FILES } from "../src/lib/content/collections";
import { resolveContentDir } from "../src/lib/content/load";
import { parse } from "../src/lib/content/validate";

const root = path.resolve(__dirname, "..");
const dir = resolveContentDir(root);
const formats = dataFormats({ collections: COLLECTIONS, objects: OBJECT_FILES });

for (const file of fs.readdirSync(dir).filter((f) => f.endsWith(".json"))) {
  const formatter = formats[formatName(file.replace(/\.json$/, ""))];
  if (!formatter) continue;
  const where = path.relative(root, path.join(dir, file));
  const text = fs.readFileSync(path.join(dir, file), "utf8");
  let laidOut: string;
  try {
    laidOut = formatter.toFile(formatter.fromFile(text) as object);
  } catch {
    const problems: string[] = [];
    parse(where, text, problems);
    const [syntax] = problems;
    console.warn(
      syntax
        ? `${syntax}: left as it is. Mend it, then run npm run format again (its next step, Prettier, mends a ` +
            "comma after a last item by itself)"
        : `${where}: left as it is, as its shape is not the content model's (npm run check:content says why)`,
    );
    continue;
  }
  if (laidOut === text) continue;
  fs.writeFileSync(path.join(dir, file), laidOut);
  console.log(`${where}: laid out as the editor writes it`);
}
