import fs from "node:fs";
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { COLLECTION_NAMES, type CollectionName } from "./src/lib/content/collections";
import { contentTypeDefs } from "./src/lib/content/type-defs";
import { validateContent } from "./src/lib/content/validate";
import { ROUTES } from "./src/lib/routes";

const root = __dirname;

function readIfExists(file: string): string | undefined {
  try {
    return fs.readFileSync(file, "utf8");
  } catch {
    return undefined;
  }
}

/** Stops the build before anything is rendered when a content file is broken, naming every problem. */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ reporter }) => {
  const collections: Partial<Record<CollectionName, string | undefined>> = {};
  for (const name of COLLECTION_NAMES) collections[name] = readIfExists(path.join(root, "data", `${name}.json`));
  const problems = validateContent(
    { collections, site: readIfExists(path.join(root, "data", "site.json")) },
    { fileExists: (rel) => fs.existsSync(path.join(root, "static", rel)) },
  );
  if (problems.length > 0) {
    reporter.panic({
      id: "11321",
      context: {
        sourceMessage: `The content in data/ has ${problems.length} problem${problems.length === 1 ? "" : "s"}:\n${problems
          .map((p) => `  - ${p}`)
          .join("\n")}\nFix the entries above and build again.`,
      },
    });
  }
};

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(contentTypeDefs());
};

export const createPages: GatsbyNode["createPages"] = ({ actions }) => {
  for (const route of ROUTES) {
    actions.createPage({
      path: route.path,
      component: path.resolve(root, "src", "templates", `${route.template}.tsx`),
      context: "channel" in route ? { channel: route.channel } : {},
    });
  }
};
