/**
 * Fills a component's own tokens in a text of data/, e.g. fillLocal("Included in {name}", { name: "Combo" }).
 * Tokens it has no value for stay as they are. (The build fills the global ones: src/lib/content/text.ts.)
 */
export function fillLocal(text: string, values: Readonly<Record<string, string | number>>): string {
  return text.replace(/\{([A-Za-z]+)\}/g, (token, name: string) => String(values[name] ?? token));
}
