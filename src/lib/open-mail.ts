import type { UiText } from "../hooks/use-ui";

/**
 * Opens a prefilled e-mail in a new window. When the browser refuses (window.open throws or a pop-up
 * blocker makes it return null), the owner's address is copied to the clipboard instead and the visitor
 * is told so; when copying fails too, the address is shown. Nothing here ever throws.
 */
export type OpenMailOutcome = "opened" | "copied" | "shown";

export interface ClipboardLike {
  writeText: (text: string) => Promise<void>;
}

/** The parts of `window` and `navigator` this needs, so tests can pass their own. */
export interface MailEnvironment {
  open: (url: string, target: string) => unknown;
  clipboard?: ClipboardLike | undefined;
  alert: (message: string) => void;
}

/**
 * Copies the text; false when there is no clipboard (an insecure page, an old browser) or the browser refuses
 * (no permission, document not focused). Never throws.
 */
export async function copyText(text: string, clipboard: ClipboardLike | undefined): Promise<boolean> {
  try {
    if (typeof clipboard?.writeText !== "function") return false;
    await clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** What the visitor is told when the e-mail cannot open (data/ui.json, "mail"), each with {email}. */
type Words = Pick<UiText["mail"], "copied" | "pleaseEmail">;

async function copyAddress(env: MailEnvironment, email: string, words: Words): Promise<OpenMailOutcome> {
  const copied = await copyText(email, env.clipboard);
  try {
    env.alert((copied ? words.copied : words.pleaseEmail).replace("{email}", email));
  } catch {
    // An alert that cannot be shown (e.g. in a sandboxed frame) must not break the page.
  }
  return copied ? "copied" : "shown";
}

export async function openMail(
  url: string,
  email: string,
  words: Words,
  env: MailEnvironment = {
    open: (target, name) => window.open(target, name),
    clipboard: navigator.clipboard,
    alert: (message) => window.alert(message),
  },
): Promise<OpenMailOutcome> {
  let opened: unknown = null;
  try {
    opened = env.open(url, "_blank");
  } catch {
    // Refused like a blocked pop-up, for which window.open returns null.
  }
  return opened === null ? copyAddress(env, email, words) : "opened";
}
