/** The folder the test build of the project at `root` is made in (its public/ is what the browser tests serve). */
export function fixtureSiteDir(root: string): string;
