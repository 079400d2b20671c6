/**
 * The content editor at /admin/ (built apart from the site by src/lib/cms/build-admin.ts; no visitor page
 * loads it). Decap CMS reads its configuration from config.yml beside this script, generated from the content
 * model; the formats registered here write each data file the way data/ is kept.
 */
import CMS from "decap-cms-app";
import { dataFormats } from "../lib/cms/data-format";
import { COLLECTIONS, OBJECT_FILES } from "../lib/content/collections";

for (const [name, formatter] of Object.entries(dataFormats({ collections: COLLECTIONS, objects: OBJECT_FILES }))) {
  CMS.registerCustomFormat(name, "json", formatter);
}
CMS.init();
