export function findChromium(options?: { headlessShell?: boolean }): string | undefined;
export const CHROMIUM_ARGS: string[];
