// The fallback panel's webmail compose links and message text. Loaded with the panel, never with the page.
import type { UiText } from "../hooks/use-ui";
import { fillLocal } from "./content/fill-local";
import { encodeMailValue, type MailParts } from "./mailto";

/** A webmail service of data/ui.json ("mail.webmail"): its compose URL template and longest URL it takes whole. */
export type WebmailService = UiText["mail"]["webmail"][number];

/**
 * The template with each placeholder replaced by its value, encoded as in the mailto: link (RFC 3986 escapes,
 * spaces as %20 and CRLF line breaks), so "+", "&" and "#" in a value stay text and never split the query.
 */
export function fillCompose(template: string, mail: MailParts): string {
  return template.replace(/\{(to|subject|body)\}/g, (_match, key: "to" | "subject" | "body") =>
    encodeMailValue(key === "to" ? mail.to.trim() : mail[key]),
  );
}

/** How far back a cut may move to end on a word instead of inside one. */
const WORD_SLACK = 40;

/**
 * The service's compose URL for the message. When it would be longer than the service takes, the body keeps as
 * many whole characters as fit (ending on a word where one is near) followed by a blank line and `note`, which
 * says the text was shortened: a cut link still opens, where an over-long one fails or loses the end silently.
 */
export function composeLink(service: WebmailService, mail: MailParts, note: string) {
  const full = fillCompose(service.compose, mail);
  if (full.length <= service.maxLength) return { url: full, shortened: false };
  const chars = Array.from(mail.body);
  const withBody = (kept: string) => fillCompose(service.compose, { ...mail, body: `${kept.trimEnd()}\n\n${note}` });
  let lo = 0;
  let hi = chars.length;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (withBody(chars.slice(0, mid).join("")).length <= service.maxLength) lo = mid;
    else hi = mid - 1;
  }
  const kept = chars.slice(0, lo).join("");
  const space = kept.search(/\s\S*$/);
  const onWord = space >= 0 && kept.length - space <= WORD_SLACK && lo < chars.length ? kept.slice(0, space) : kept;
  return { url: withBody(onWord), shortened: true };
}

/** The message as one text to paste: the subject and body in the template of data/ui.json ("message"). */
export function messageText(template: string, mail: MailParts): string {
  return fillLocal(template, { subject: mail.subject, body: mail.body });
}
