import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { scrollToId } from "../../lib/scroll";

export type ContactDraft = { name: string; email: string; message: string };

const EMPTY_DRAFT: ContactDraft = { name: "", email: "", message: "" };

/** Wait between the scroll to the contact section and the prefill (spec: 500 ms). */
const ADVISORY_PREFILL_DELAY_MS = 500;

/** The contact form's draft, held above the form so it stays controlled and other sections can prefill it. */
function useDraft() {
  const [draft, setDraft] = useState<ContactDraft>(EMPTY_DRAFT);
  // The message field, so another section can focus it.
  const messageRef = useRef<HTMLTextAreaElement>(null);
  const setField = useCallback((field: keyof ContactDraft, value: string) => {
    setDraft((d) => ({ ...d, [field]: value }));
  }, []);
  const reset = useCallback(() => setDraft(EMPTY_DRAFT), []);
  return useMemo(() => ({ draft, setField, reset, messageRef }), [draft, setField, reset]);
}

const ContactFormContext = createContext<ReturnType<typeof useDraft> | null>(null);

export function ContactFormProvider({ children }: { children: ReactNode }) {
  return <ContactFormContext.Provider value={useDraft()}>{children}</ContactFormContext.Provider>;
}

export function useContactForm() {
  const api = useContext(ContactFormContext);
  if (!api) throw new Error("useContactForm must be used inside ContactFormProvider");
  return api;
}

/**
 * The advisory request: scroll to the contact section, then after 500 ms write the advisory message into
 * the form and focus it (the advisory section's text in data/pages.json). Returns false (and does nothing) when
 * there is no contact section.
 */
export function useAdvisoryRequest(message: string): () => boolean {
  const { setField, messageRef } = useContactForm();
  const timer = useRef<ReturnType<typeof setTimeout>>();
  useEffect(() => () => clearTimeout(timer.current), []);
  return useCallback(() => {
    if (!scrollToId("contact")) return false;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      setField("message", message);
      messageRef.current?.focus();
    }, ADVISORY_PREFILL_DELAY_MS);
    return true;
  }, [setField, messageRef, message]);
}
