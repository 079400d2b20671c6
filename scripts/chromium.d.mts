export function findChromium(options?: { headlessShell?: boolean }): string | undefined;
