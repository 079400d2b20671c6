/**
 * mailto: links per RFC 6068. Every value goes through encodeURIComponent (spaces as %20, never "+"),
 * line breaks become CRLF (%0D%0A), and lone UTF-16 surrogates are replaced so encoding never throws.
 * A value can therefore never add a parameter or a header.
 */
export interface MailParts {
  to: string;
  subject: string;
  body: string;
}

/** Replaces unpaired surrogates with U+FFFD (String.prototype.toWellFormed, for older engines). */
export function toWellFormed(text: string): string {
  return text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, "\uFFFD");
}

export function encodeMailValue(text: string): string {
  return encodeURIComponent(toWellFormed(text).replace(/\r\n|\r|\n/g, "\r\n"));
}

export function buildMailto({ to, subject, body }: MailParts): string {
  const address = encodeURIComponent(to.trim()).replace(/%40/g, "@");
  return `mailto:${address}?subject=${encodeMailValue(subject)}&body=${encodeMailValue(body)}`;
}

export interface InquiryTemplate {
  /** Subject with placeholders {price}, {site}, {from}, {name}. */
  subject: string;
  intro: string;
  /** Labels of the lines the sender fills in, e.g. "Company". */
  blanks: readonly string[];
}

/** The fixed lines of every inquiry e-mail (data/site.json, "letter"); the greeting has {name}. */
export interface LetterWords {
  greeting: string;
  closing: string;
  signOff: string;
}

export interface InquiryValues {
  site: string;
  /** First name used in the greeting. */
  recipientName: string;
  letter: LetterWords;
  price?: string;
  from?: string;
  /** The package's name, for a package's own inquiry. */
  name?: string;
}

/** Replaces {price}, {site}, {from} and {name} in a template text. */
export function fillPlaceholders(text: string, values: InquiryValues): string {
  return text.replace(
    /\{(price|site|from|name)\}/g,
    (match, key: "price" | "site" | "from" | "name") => values[key] ?? match,
  );
}

/** An inquiry e-mail; its body is the greeting, the intro, one blank line per field and the sign-off. */
export function inquiryMail(to: string, template: InquiryTemplate, values: InquiryValues): MailParts {
  const { greeting, closing, signOff } = values.letter;
  const lines = [greeting.replace("{name}", values.recipientName), "", fillPlaceholders(template.intro, values)];
  if (template.blanks.length > 0) lines.push("", ...template.blanks.map((label) => `${label}: `));
  lines.push("", closing, "", signOff);
  return { to, subject: fillPlaceholders(template.subject, values), body: lines.join("\n") };
}

/** The e-mail with one more paragraph after the greeting and the first paragraph: a chosen slot. */
export function withLine(mail: MailParts, line: string): MailParts {
  const paragraphs = mail.body.split("\n\n");
  paragraphs.splice(2, 0, line);
  return { ...mail, body: paragraphs.join("\n\n") };
}
