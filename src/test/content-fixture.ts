import fs from "node:fs";
import path from "node:path";
import type { CollectionName } from "../lib/content/collections";
import { readContentSources } from "../lib/content/load";
import type { ContentSources } from "../lib/content/validate";

const root = path.resolve(__dirname, "..", "..");

/** The real content files, as text, for tests that change one thing and validate. */
export const realSources = (): ContentSources => readContentSources(path.join(root, "data"));

/** Whether a file named by the content exists: under static/, or under data/ for the "content" root. */
export const realFileExists = (rel: string, fileRoot: "static" | "content" = "static") =>
  fs.existsSync(path.join(root, fileRoot === "content" ? "data" : "static", rel));

type Entry = Record<string, unknown>;

/** Real content with one collection edited. */
export function withCollection(name: CollectionName, edit: (entries: Entry[]) => unknown): ContentSources {
  const sources = realSources();
  const entries = JSON.parse(sources.collections[name] ?? "[]") as Entry[];
  sources.collections[name] = JSON.stringify(edit(entries));
  return sources;
}
