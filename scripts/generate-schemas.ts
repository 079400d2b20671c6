/**
 * `npm run schemas`: writes schemas/<name>.schema.json for every data file of the content model and maps each
 * data/<name>.json to its schema in .vscode/settings.json, so VS Code completes and underlines while editing.
 * Run it after changing src/lib/content/collections.ts; a unit test fails while the committed files are stale.
 */
import fs from "node:fs";
import path from "node:path";
import * as prettier from "prettier";
import { contentSchemas, schemaPath, vscodeSchemaSettings } from "../src/lib/content/json-schema";

const root = path.resolve(__dirname, "..");

async function writeJson(relative: string, value: unknown): Promise<void> {
  const file = path.join(root, relative);
  const options = (await prettier.resolveConfig(file)) ?? {};
  const text = await prettier.format(JSON.stringify(value), { ...options, filepath: file });
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const changed = !fs.existsSync(file) || fs.readFileSync(file, "utf8") !== text;
  if (changed) fs.writeFileSync(file, text);
  console.log(`${changed ? "wrote    " : "unchanged"} ${relative}`);
}

async function main(): Promise<void> {
  const schemas = contentSchemas();
  const names = Object.keys(schemas);
  for (const name of names) await writeJson(schemaPath(name), schemas[name]);

  // Schemas of data files that left the model.
  const wanted = new Set(names.map(schemaPath));
  for (const file of fs.readdirSync(path.join(root, "schemas"))) {
    const relative = `schemas/${file}`;
    if (file.endsWith(".schema.json") && !wanted.has(relative)) {
      fs.rmSync(path.join(root, relative));
      console.log(`removed   ${relative}`);
    }
  }

  // Other settings in the file are kept.
  const settingsPath = path.join(root, ".vscode", "settings.json");
  const settings = fs.existsSync(settingsPath)
    ? (JSON.parse(fs.readFileSync(settingsPath, "utf8")) as Record<string, unknown>)
    : {};
  await writeJson(".vscode/settings.json", { ...settings, "json.schemas": vscodeSchemaSettings(names) });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
