/**
 * The content editor at /admin/ (built apart from the site by src/lib/cms/build-admin.ts; no visitor page
 * loads it). Decap CMS reads its configuration from config.yml beside this script, generated from the content
 * model; the formats registered here write each data file the way data/ is kept.
 */
import CMS from "decap-cms-app";
import type { CmsConfig } from "decap-cms-core";
import { dataFormats } from "../lib/cms/data-format";
import { COLLECTIONS, OBJECT_FILES } from "../lib/content/collections";

for (const [name, formatter] of Object.entries(dataFormats({ collections: COLLECTIONS, objects: OBJECT_FILES }))) {
  CMS.registerCustomFormat(name, "json", formatter);
}

/**
 * Decap's OAuth server (merged into config.yml): the build's CMS_AUTH_URL when set, else this page's origin, whose
 * functions/auth/ signs editors in, so the live site and `wrangler pages dev` each sign in on their own origin.
 */
const backend: Pick<CmsConfig, "backend"> = {
  backend: { name: "github", base_url: process.env.CMS_AUTH_URL || window.location.origin },
};
CMS.init({ config: backend as CmsConfig });
