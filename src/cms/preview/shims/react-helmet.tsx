/**
 * react-helmet in the editor's preview: nothing. Head tags are the pages' concern; written from the preview they
 * would change the editor's own document.
 */
export function Helmet() {
  return null;
}
