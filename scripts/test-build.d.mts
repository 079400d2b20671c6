/** The folder the test build of the project at `root` is made in (its public/ is what the browser tests serve). */
export function fixtureSiteDir(root: string): string;

/**
 * Copies the project's sources at `root` into `dir` (no git checkout needed) and links its node_modules; the last
 * build's .cache/ and public/ in `dir` stay, so the next build or develop start there is incremental.
 */
export function copyProject(root: string, dir: string): void;

/** `{ WEBPACK_CACHE: "off" }` when `dir` has no .cache/ yet (its first build or develop start), else nothing. */
export function cacheEnv(dir: string): { WEBPACK_CACHE?: "off" };
