import { css } from "@emotion/react";
import { useEffect, useState, type FormEvent } from "react";
import { useSiteMetadata } from "../../hooks/use-site-metadata";
import { assignLocation } from "../../lib/location";
import { useUi, type UiText } from "../../hooks/use-ui";
import { fillLocal } from "../../lib/content/fill-local";
import type { SectionWith } from "../../lib/content/page-copy";
import { offerMailFallback } from "../../lib/mail-fallback";
import { buildMailto, encodeMailValue, type MailParts } from "../../lib/mailto";
import { showToast } from "../../lib/toast";
import { colors, fontSizes, media, radii, shadows, space } from "../../styles/tokens";
import { Badge } from "../ui/badge";
import { Button } from "../ui/button";
import { Grid, row, Stack } from "../ui/layout";
import { Section } from "../ui/section";
import { useContactForm, type ContactDraft } from "./contact-form-context";
import { Icon } from "../ui/icon";
import { leadStyles, sectionTitleStyles } from "./home-styles";

/** The contact e-mail's words: subject and body with {name}, {email}, {message}; the note ending a cut message. */
export type ContactMailText = Pick<UiText["contact"], "subject" | "body" | "shortened">;

/** The e-mail the form writes: to the owner, subject "Contact from <name>", one line per field. */
export function contactParts(to: string, draft: ContactDraft, text: ContactMailText): MailParts {
  return { to, subject: fillLocal(text.subject, draft), body: fillLocal(text.body, draft) };
}

/**
 * The form's own action, used when JavaScript is off: the owner's address with a subject. The browser adds the
 * body itself: with method="post" and enctype="text/plain" Chromium writes one "name=value" line per field
 * (the default encoding would send "name=Ada+Lovelace&email=..." escaped twice, and GET turns the fields into
 * mail headers that mail programs drop). The site's CSP allows exactly this with `form-action mailto:`.
 */
export function noScriptAction(to: string, subject: string): string {
  return `mailto:${to}?subject=${encodeMailValue(subject)}`;
}

/** Longest mailto URL we hand to a mail program; some clients and browsers cut or refuse longer ones. */
export const MAILTO_URL_LIMIT = 1800;

/**
 * The contact e-mail, cut to fit MAILTO_URL_LIMIT when the message is very long: the message keeps as
 * many whole characters as fit, followed by a note saying it was shortened.
 */
export function fittingContactMail(to: string, draft: ContactDraft, text: ContactMailText) {
  const full = buildMailto(contactParts(to, draft, text));
  if (full.length <= MAILTO_URL_LIMIT) return { url: full, shortened: false };
  const chars = Array.from(draft.message);
  const build = (n: number) =>
    buildMailto(contactParts(to, { ...draft, message: `${chars.slice(0, n).join("")}\n\n${text.shortened}` }, text));
  let lo = 0;
  let hi = chars.length;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (build(mid).length <= MAILTO_URL_LIMIT) lo = mid;
    else hi = mid - 1;
  }
  return { url: build(lo), shortened: true };
}

const fieldStyles = css`
  display: flex;
  flex-direction: column;
  gap: ${space[2]};
  label {
    font-size: ${fontSizes.compact};
    font-weight: 600;
    color: ${colors.text};
  }
  input,
  textarea {
    width: 100%;
    padding: ${space[3]} ${space[3.5]};
    border: 1px solid ${colors.fieldBorder};
    border-radius: ${radii.medium};
    background: ${colors.surface};
    color: ${colors.text};
    font-size: ${fontSizes.body};
    line-height: 1.5;
    transition:
      border-color 150ms ease,
      box-shadow 150ms ease;
    &:hover {
      border-color: ${colors.placeholder};
    }
    /* As plain to see as the 3 px ring of every other control: the primary border and a half-strength ring. */
    &:focus {
      outline: none;
      border-color: ${colors.primary};
      box-shadow: ${shadows.ringStrong};
    }
  }
  textarea {
    resize: vertical;
    min-height: 180px;
  }
`;

/** The one-line fields, side by side from tablets: each named, typed and filled in by its own key. */
const LINE_FIELDS = ["name", "email"] as const;

export function Contact({ copy }: { copy: SectionWith<"eyebrow" | "title" | "note"> }) {
  const site = useSiteMetadata();
  const ui = useUi();
  const { draft, setField, reset, messageRef } = useContactForm();
  const [shortened, setShortened] = useState(false);
  // "Or write directly to {email}": the address is a link, wherever the sentence puts it.
  const [before = "", after = ""] = copy.note.split("{email}");

  // What a visitor typed before the page's script ran: hydration keeps the text in the fields but not in the
  // draft, so the e-mail would leave it out. Taken into the draft once, as the form comes to life.
  useEffect(() => {
    const form = messageRef.current?.form;
    for (const field of [...LINE_FIELDS, "message"] as const) {
      const typed = form?.elements.namedItem(field);
      if ((typed instanceof HTMLInputElement || typed instanceof HTMLTextAreaElement) && typed.value) {
        setField(field, typed.value);
      }
    }
  }, [messageRef, setField]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const mail = fittingContactMail(site.email, draft, ui.contact);
    assignLocation(mail.url);
    showToast({ title: ui.contact.toastTitle, description: ui.contact.toastDescription });
    // The whole message, not the link's shortened copy: the panel's copy button and webmail links can carry more.
    offerMailFallback(
      (event.nativeEvent as SubmitEvent).submitter ?? event.currentTarget,
      contactParts(site.email, draft, ui.contact),
      ui.mail,
      // The toast above comes at the bottom of the window: the panel keeps clear of it.
      { clearOfToast: true },
    );
    setShortened(mail.shortened);
    // A shortened message stays in the form so the visitor can paste the rest.
    if (!mail.shortened) reset();
  };

  return (
    <Section id="contact" tone="subtle" labelledBy="contact-title">
      <Grid
        columns="none"
        gap={space[10]}
        lg="minmax(0, 5fr) minmax(0, 7fr)"
        lgGap={space[16]}
        css={css`
          ${media.lg} {
            align-items: start;
          }
        `}
      >
        <Stack gap="16px">
          <Badge>{copy.eyebrow}</Badge>
          <h2 id="contact-title" css={sectionTitleStyles}>
            {copy.title}
          </h2>
          <p css={leadStyles}>{copy.lead}</p>
          <p
            css={css`
              ${row(space[2.5])};
              color: ${colors.text};
              font-weight: 600;
              a {
                color: ${colors.primaryStrong};
                white-space: nowrap;
              }
            `}
          >
            <Icon name="Mail" size={20} />
            <span>
              {before}
              <a href={`mailto:${site.email}`}>{site.email}</a>
              {after}
            </span>
          </p>
        </Stack>

        <form
          aria-labelledby="contact-title"
          action={noScriptAction(site.email, ui.contact.noScriptSubject)}
          method="post"
          encType="text/plain"
          onSubmit={onSubmit}
          css={css`
            display: flex;
            flex-direction: column;
            gap: 20px;
            padding: ${space[6]};
            background: ${colors.surface};
            border: 1px solid ${colors.border};
            border-radius: ${radii.card};
            box-shadow: ${shadows.card};
            ${media.md} {
              padding: ${space[8]};
            }
          `}
        >
          <div
            css={css`
              display: grid;
              gap: ${space[5]};
              ${media.md} {
                grid-template-columns: 1fr 1fr;
              }
            `}
          >
            {LINE_FIELDS.map((field) => (
              <div key={field} css={fieldStyles}>
                <label htmlFor={`contact-${field}`}>{ui.contact[field]}</label>
                <input
                  id={`contact-${field}`}
                  name={field}
                  type={field === "name" ? "text" : field}
                  autoComplete={field}
                  required
                  value={draft[field]}
                  onChange={(e) => setField(field, e.target.value)}
                />
              </div>
            ))}
          </div>
          <div css={fieldStyles}>
            <label htmlFor="contact-message">{ui.contact.message}</label>
            <textarea
              id="contact-message"
              name="message"
              rows={8}
              required
              ref={messageRef}
              value={draft.message}
              onChange={(e) => setField("message", e.target.value)}
            />
          </div>
          {shortened && (
            <p
              role="status"
              css={css`
                padding: ${space[3]} ${space[3.5]};
                border-radius: ${radii.medium};
                background: ${colors.tintWarning};
                border: 1px solid ${colors.edgeWarning};
                color: ${colors.text};
                font-size: ${fontSizes.compact};
              `}
            >
              {ui.contact.shortenedNotice}
            </p>
          )}
          <Button
            type="submit"
            css={css`
              align-self: flex-start;
            `}
          >
            <Icon name="Mail" size={18} />
            {ui.contact.send}
          </Button>
        </form>
      </Grid>
    </Section>
  );
}
