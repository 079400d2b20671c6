/**
 * What the e-mail fallback panel offers when no mail program opened: webmail compose links and the message as
 * text. Loaded with the panel, never with the page.
 */
import { fillLocal } from "./content/fill-local";
import { encodeMailValue, type MailParts } from "./mailto";

/** A webmail service of data/ui.json ("mail.webmail"): a compose URL template and its practical length limit. */
export interface WebmailService {
  name: string;
  /** https URL with {to}, {subject} and {body}, each once (the build checks it). */
  compose: string;
  /** Longest URL the service is known to take whole; a longer message is shortened in the link. */
  maxLength: number;
}

export const COMPOSE_PLACEHOLDERS = ["to", "subject", "body"] as const;
export type ComposePlaceholder = (typeof COMPOSE_PLACEHOLDERS)[number];

/**
 * The template with each placeholder replaced by its value, encoded as in the mailto: link (RFC 3986 escapes,
 * spaces as %20 and CRLF line breaks), so "+", "&" and "#" in a value stay text and never split the query.
 */
export function fillCompose(template: string, mail: MailParts): string {
  return template.replace(/\{(to|subject|body)\}/g, (_match, key: ComposePlaceholder) =>
    encodeMailValue(key === "to" ? mail.to.trim() : mail[key]),
  );
}

export interface ComposeLink {
  url: string;
  /** Whether the body had to be cut to fit the service's limit (it then ends with the note). */
  shortened: boolean;
}

/** How far back a cut may move to end on a word instead of inside one. */
const WORD_SLACK = 40;

/**
 * The service's compose URL for the message. When it would be longer than the service takes, the body keeps as
 * many whole characters as fit (ending on a word where one is near) followed by a blank line and `note`, which
 * says the text was shortened: a cut link still opens, where an over-long one fails or loses the end silently.
 */
export function composeLink(service: WebmailService, mail: MailParts, note: string): ComposeLink {
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

export interface ClipboardLike {
  writeText: (text: string) => Promise<void>;
}

/**
 * Copies the text; false when there is no clipboard (an insecure page, an old browser) or the browser refuses
 * (no permission, document not focused). Never throws.
 */
export async function copyText(
  text: string,
  clipboard: ClipboardLike | undefined = typeof navigator === "undefined" ? undefined : navigator.clipboard,
): Promise<boolean> {
  try {
    if (!clipboard || typeof clipboard.writeText !== "function") return false;
    await clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
