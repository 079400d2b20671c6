/**
 * Serialises a JSON-LD object for a <script type="application/ld+json"> block. Characters that could
 * end the script element or start markup are escaped as JSON unicode escapes, so content text can
 * never break out of the block.
 */
export function serializeJsonLd(data: object): string {
  return JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
