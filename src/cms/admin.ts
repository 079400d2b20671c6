/**
 * The content editor at /admin/ (built apart from the site by src/lib/cms/build-admin.ts; no visitor page
 * loads it). Decap CMS reads its configuration from config.yml beside this script, generated from the content
 * model; the formats registered here write each data file the way data/ is kept, and the preview templates draw
 * the form's values with the site's own components.
 */
import CMS from "decap-cms-app";
import type { CmsConfig } from "decap-cms-core";
import { NO_PREVIEW } from "../lib/cms/no-preview";
import { dataFormats } from "../lib/cms/data-format";
import { COLLECTION_NAMES, COLLECTIONS, OBJECT_FILE_NAMES, OBJECT_FILES } from "../lib/content/collections";
import { lazyPreview } from "./preview-loader";

for (const [name, formatter] of Object.entries(dataFormats({ collections: COLLECTIONS, objects: OBJECT_FILES }))) {
  CMS.registerCustomFormat(name, "json", formatter);
}

// Each file's preview pane draws the form's values with the site's own pages and components (src/cms/preview/).
for (const name of [...OBJECT_FILE_NAMES, ...COLLECTION_NAMES]) {
  if (!(name in NO_PREVIEW)) CMS.registerPreviewTemplate(name, lazyPreview(name));
}

/**
 * Decap's OAuth server (merged into config.yml): the build's CMS_AUTH_URL when set, else this page's origin, whose
 * functions/auth/ signs editors in, so the live site and `wrangler pages dev` each sign in on their own origin.
 */
const backend: Pick<CmsConfig, "backend"> = {
  backend: { name: "github", base_url: process.env.CMS_AUTH_URL || window.location.origin },
};
CMS.init({ config: backend as CmsConfig });
