/** The content editor's folder in public/ and path on the site: /admin/. No visitor page links to it. */
export const ADMIN_DIR = "admin";
