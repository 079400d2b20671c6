import type { MailParts } from "./mailto";
import type { MailFallbackOptions, MailFallbackText } from "../components/mail/fallback-panel";

/**
 * After an e-mail action, offers the fallback panel beside `anchor` (the button or link the visitor used): a
 * browser with no mail program gives no sign that nothing opened, so the panel always comes. Its code loads on
 * first use, keeping it out of every page's first-load JavaScript; if it cannot load, the e-mail was still tried.
 */
export function offerMailFallback(
  anchor: HTMLElement,
  mail: MailParts,
  text: MailFallbackText,
  options?: MailFallbackOptions,
): void {
  import(/* webpackChunkName: "mail-fallback" */ "../components/mail/fallback-panel").then(
    (panel) => panel.showMailFallback(anchor, mail, text, options),
    () => undefined,
  );
}
