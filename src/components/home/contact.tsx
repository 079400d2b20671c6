import { css, type Theme } from "@emotion/react";
import { Mail } from "lucide-react";
import type { FormEvent } from "react";
import toast from "react-hot-toast";
import { useSiteMetadata } from "../../hooks/use-site-metadata";
import { assignLocation } from "../../lib/location";
import { buildMailto } from "../../lib/mailto";
import { media } from "../../styles/media";
import { Badge } from "../ui/badge";
import { Button } from "../ui/button";
import { Section } from "../ui/section";
import { useContactForm, type ContactDraft } from "./contact-form-context";

export const CONTACT_TOAST = {
  title: "Email client opened",
  description: "Your default email client should open with the pre-filled message.",
} as const;

/** The e-mail the form opens: to the owner, subject "Contact from <name>", one line per field. */
export function contactMail(to: string, draft: ContactDraft): string {
  return buildMailto({
    to,
    subject: `Contact from ${draft.name}`,
    body: `Name: ${draft.name}\nEmail: ${draft.email}\nMessage: ${draft.message}`,
  });
}

const fieldStyles = (theme: Theme) => css`
  display: flex;
  flex-direction: column;
  gap: 8px;
  label {
    font-size: 15px;
    font-weight: 600;
    color: ${theme.colors.text};
  }
  input,
  textarea {
    width: 100%;
    padding: 12px 14px;
    border: 1px solid #c9cedd;
    border-radius: 12px;
    background: ${theme.colors.surface};
    color: ${theme.colors.text};
    font-size: 16px;
    line-height: 1.5;
    transition:
      border-color 150ms ease,
      box-shadow 150ms ease;
    &:hover {
      border-color: #9aa3bb;
    }
    &:focus {
      outline: none;
      border-color: ${theme.colors.primary};
      box-shadow: 0 0 0 3px rgba(79, 70, 229, 0.25);
    }
  }
  textarea {
    resize: vertical;
    min-height: 180px;
  }
`;

function ContactToast() {
  return (
    <div
      css={css`
        display: flex;
        flex-direction: column;
        gap: 2px;
      `}
    >
      <strong
        css={css`
          color: #fff;
          font-size: 15px;
        `}
      >
        {CONTACT_TOAST.title}
      </strong>
      <span
        css={css`
          font-size: 14px;
        `}
      >
        {CONTACT_TOAST.description}
      </span>
    </div>
  );
}

export function Contact() {
  const site = useSiteMetadata();
  const { draft, setField, reset, messageRef } = useContactForm();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    assignLocation(contactMail(site.email, draft));
    toast.success(<ContactToast />, { id: "contact-sent" });
    reset();
  };

  return (
    <Section id="contact" tone="subtle" labelledBy="contact-title">
      <div
        css={css`
          display: grid;
          gap: 40px;
          ${media.lg} {
            grid-template-columns: minmax(0, 5fr) minmax(0, 7fr);
            gap: 64px;
            align-items: start;
          }
        `}
      >
        <div
          css={css`
            display: flex;
            flex-direction: column;
            gap: 16px;
          `}
        >
          <Badge>Contact</Badge>
          <h2
            id="contact-title"
            css={css`
              font-size: 30px;
              ${media.md} {
                font-size: 36px;
              }
            `}
          >
            Let&apos;s build something together
          </h2>
          <p
            css={(theme: Theme) => css`
              font-size: 18px;
              color: ${theme.colors.muted};
            `}
          >
            Advisory, partnerships, sponsorships or a question about a tutorial: send a message and it opens in your
            e-mail program, ready to send.
          </p>
          <p
            css={(theme: Theme) => css`
              display: flex;
              align-items: center;
              gap: 10px;
              color: ${theme.colors.text};
              font-weight: 600;
              a {
                color: ${theme.colors.primaryStrong};
                white-space: nowrap;
              }
            `}
          >
            <Mail size={20} aria-hidden="true" />
            <span>
              Or write directly to <a href={`mailto:${site.email}`}>{site.email}</a>
            </span>
          </p>
        </div>

        <form
          aria-labelledby="contact-title"
          action={`mailto:${site.email}`}
          method="post"
          encType="text/plain"
          onSubmit={onSubmit}
          css={(theme: Theme) => css`
            display: flex;
            flex-direction: column;
            gap: 20px;
            padding: 24px;
            background: ${theme.colors.surface};
            border: 1px solid ${theme.colors.border};
            border-radius: ${theme.radii.card}px;
            box-shadow: ${theme.shadows.card};
            ${media.md} {
              padding: 32px;
            }
          `}
        >
          <div
            css={css`
              display: grid;
              gap: 20px;
              ${media.md} {
                grid-template-columns: 1fr 1fr;
              }
            `}
          >
            <div css={fieldStyles}>
              <label htmlFor="contact-name">Name</label>
              <input
                id="contact-name"
                name="name"
                type="text"
                autoComplete="name"
                required
                value={draft.name}
                onChange={(e) => setField("name", e.target.value)}
              />
            </div>
            <div css={fieldStyles}>
              <label htmlFor="contact-email">Email</label>
              <input
                id="contact-email"
                name="email"
                type="email"
                autoComplete="email"
                required
                value={draft.email}
                onChange={(e) => setField("email", e.target.value)}
              />
            </div>
          </div>
          <div css={fieldStyles}>
            <label htmlFor="contact-message">Message</label>
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
          <Button
            type="submit"
            css={css`
              align-self: flex-start;
            `}
          >
            <Mail size={18} aria-hidden="true" />
            Send Message
          </Button>
        </form>
      </div>
    </Section>
  );
}
