/**
 * The data files whose form has no preview pane, and why (config.yml's `editor: { preview: false }`); every other
 * file's preview is src/cms/preview/, which TypeScript holds to this list.
 */
export const NO_PREVIEW = {
  inquiries:
    "E-mail templates: what they hold is shown only in the e-mail a visitor's mail program opens, on no page " +
    "(the buttons' words are in pages.json and show in its preview).",
} as const satisfies Partial<Record<string, string>>;
