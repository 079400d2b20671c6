/**
 * Serialises a JSON-LD object for a <script type="application/ld+json"> block. Characters that could end the
 * script element or start markup are written as JSON unicode escapes, so content text can never break out.
 */
export function serializeJsonLd(data: object): string {
  return JSON.stringify(data).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
}
