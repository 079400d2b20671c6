/**
 * Opens a prefilled e-mail in a new window. When the browser refuses (window.open throws or a pop-up
 * blocker makes it return null), the owner's address is copied to the clipboard instead and the visitor
 * is told so; when copying fails too, the address is shown. Nothing here ever throws.
 */
export type OpenMailOutcome = "opened" | "copied" | "shown";

/** The parts of `window` and `navigator` this needs, so tests can pass their own. */
export interface MailEnvironment {
  open: (url: string, target: string) => unknown;
  clipboard?: { writeText: (text: string) => Promise<void> } | undefined;
  alert: (message: string) => void;
}

/** What the visitor is told when the e-mail cannot open (data/ui.json, "mail"), each with {email}. */
export interface MailFallbackWords {
  copied: string;
  pleaseEmail: string;
}

const say = (template: string, email: string) => template.replace("{email}", email);

function browserEnvironment(): MailEnvironment {
  return {
    open: (url, target) => window.open(url, target),
    clipboard: typeof navigator !== "undefined" ? navigator.clipboard : undefined,
    alert: (message) => window.alert(message),
  };
}

function safeAlert(env: MailEnvironment, message: string): void {
  try {
    env.alert(message);
  } catch {
    // An alert that cannot be shown (e.g. in a sandboxed frame) must not break the page.
  }
}

async function copyAddress(env: MailEnvironment, email: string, words: MailFallbackWords): Promise<OpenMailOutcome> {
  try {
    const clipboard = env.clipboard;
    if (!clipboard || typeof clipboard.writeText !== "function") throw new Error("no clipboard");
    await clipboard.writeText(email);
    safeAlert(env, say(words.copied, email));
    return "copied";
  } catch {
    safeAlert(env, say(words.pleaseEmail, email));
    return "shown";
  }
}

export async function openMail(
  url: string,
  email: string,
  words: MailFallbackWords,
  env: MailEnvironment = browserEnvironment(),
): Promise<OpenMailOutcome> {
  let opened: unknown;
  try {
    opened = env.open(url, "_blank");
  } catch {
    return copyAddress(env, email, words);
  }
  // window.open returns null when a pop-up blocker stops the new window.
  if (opened === null) return copyAddress(env, email, words);
  return "opened";
}
