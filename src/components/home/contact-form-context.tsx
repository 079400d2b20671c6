import {
  createContext,
  createRef,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from "react";
import { scrollToId } from "../../lib/scroll";

export type ContactDraft = { name: string; email: string; message: string };

const EMPTY_DRAFT: ContactDraft = { name: "", email: "", message: "" };

/** Wait between the scroll to the contact section and the prefill (spec: 500 ms). */
const ADVISORY_PREFILL_DELAY_MS = 500;

/**
 * The contact form's draft, above the form so other sections can prefill it: a store the form reads itself, as a
 * changing context value would make React render again a section still hydrating (hydrating-sections.test.tsx).
 */
function createDraftStore() {
  let draft = EMPTY_DRAFT;
  const listeners = new Set<() => void>();
  const set = (next: ContactDraft) => {
    draft = next;
    listeners.forEach((listener) => listener());
  };
  return {
    get: () => draft,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    setField: (field: keyof ContactDraft, value: string) => set({ ...draft, [field]: value }),
    reset: () => set(EMPTY_DRAFT),
    /** The message field, so another section can focus it. */
    messageRef: createRef<HTMLTextAreaElement>(),
  };
}

const ContactFormContext = createContext<ReturnType<typeof createDraftStore> | null>(null);

export function ContactFormProvider({ children }: { children: ReactNode }) {
  const [store] = useState(createDraftStore);
  return <ContactFormContext.Provider value={store}>{children}</ContactFormContext.Provider>;
}

function useStore() {
  const store = useContext(ContactFormContext);
  if (!store) throw new Error("useContactForm must be used inside ContactFormProvider");
  return store;
}

/** The draft (the caller renders again when it changes) and what changes it. */
export function useContactForm() {
  const store = useStore();
  return { ...store, draft: useSyncExternalStore(store.subscribe, store.get, store.get) };
}

/**
 * The advisory request: scroll to the contact section, then after 500 ms write the advisory message into
 * the form and focus it (the advisory section's text in data/pages.json). Returns false (and does nothing) when
 * there is no contact section.
 */
export function useAdvisoryRequest(message: string): () => boolean {
  const { setField, messageRef } = useStore();
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
