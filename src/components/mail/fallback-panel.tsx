import { css } from "@emotion/react";
import { autoUpdate, computePosition, flip, hide, offset, shift } from "@floating-ui/dom";
import { useEffect, useId, useRef, useState, type FocusEvent } from "react";
import { createRoot } from "react-dom/client";
import { fillLocal } from "../../lib/content/fill-local";
import type { UiText } from "../../hooks/use-ui";
import type { MailParts } from "../../lib/mailto";
import { copyText, type ClipboardLike } from "../../lib/open-mail";
import { composeLink, messageText } from "../../lib/webmail";
import { colors, fontSizes, radii, shadows, space } from "../../styles/tokens";
import { Icon } from "../ui/icon";
import { centred } from "../ui/layout";

/** What the panel reads from data/ui.json's "mail": its words and the webmail services, in order. */
export type MailFallbackText = Pick<UiText["mail"], "fallback" | "webmail">;

/** How long the panel stays while neither focus nor the pointer is inside it. */
export const AUTO_DISMISS_MS = 20_000;

/**
 * The live region gets its words a moment after it is in the page: screen readers announce a change to a live
 * region they already know, and often say nothing about one inserted with its text.
 */
export const ANNOUNCE_DELAY_MS = 100;

export type CloseReason = "escape" | "button" | "timeout";

interface PanelProps {
  mail: MailParts;
  text: MailFallbackText;
  onClose: (reason: CloseReason) => void;
  /** The clipboard to write to; the browser's by default. */
  clipboard?: ClipboardLike | undefined;
}

const panelStyles = css`
  box-sizing: border-box;
  width: min(24rem, calc(100vw - 16px));
  /* In a window too short for it (a phone held sideways, a page zoomed in), it scrolls within itself. */
  max-height: calc(100vh - 16px);
  max-height: calc(100dvh - 16px);
  overflow-y: auto;
  padding: ${space[4]};
  border: 1px solid ${colors.border};
  border-radius: ${radii.medium};
  background: ${colors.surface};
  color: ${colors.text};
  box-shadow: ${shadows.lift};
  font-size: ${fontSizes.small};
  line-height: 1.5;
  text-align: left;
`;

const actionStyles = css`
  display: inline-flex;
  align-items: center;
  gap: ${space[1.5]};
  min-height: 40px;
  padding: ${space[2]} ${space[3]};
  border: 1px solid ${colors.fieldBorder};
  border-radius: ${radii.small};
  background: ${colors.surface};
  color: ${colors.primaryStrong};
  font: inherit;
  font-weight: 600;
  text-decoration: none;
  cursor: pointer;
  &:hover {
    background: ${colors.tintPrimary};
    border-color: ${colors.primary};
  }
`;

const listStyles = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[2]};
  margin: ${space[3]} 0 0;
  padding: 0;
  list-style: none;
`;

const hiddenStyles = css`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;

/**
 * Stays while it is in use: the timer runs only while neither the pointer nor focus is inside the panel, and
 * starts over when both have left.
 */
function useAutoDismiss(onClose: PanelProps["onClose"]) {
  const [pointerInside, setPointerInside] = useState(false);
  const [focusInside, setFocusInside] = useState(false);
  const held = pointerInside || focusInside;
  useEffect(() => {
    if (held) return undefined;
    const timer = setTimeout(() => onClose("timeout"), AUTO_DISMISS_MS);
    return () => clearTimeout(timer);
  }, [held, onClose]);
  return {
    onPointerEnter: () => setPointerInside(true),
    onPointerLeave: () => setPointerInside(false),
    onFocus: () => setFocusInside(true),
    onBlur: (event: FocusEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget)) setFocusInside(false);
    },
  };
}

/** The panel itself: what it says and offers, its timer and its Escape key. Placing it is showMailFallback's job. */
export function MailFallbackPanel({ mail, text, onClose, clipboard }: PanelProps) {
  const words = text.fallback;
  const titleId = useId();
  const [ready, setReady] = useState(false);
  const [notice, setNotice] = useState("");
  const [manual, setManual] = useState<string | null>(null);
  const manualRef = useRef<HTMLTextAreaElement>(null);
  const holders = useAutoDismiss(onClose);

  useEffect(() => {
    const timer = setTimeout(() => setReady(true), ANNOUNCE_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape" && !event.defaultPrevented) onClose("escape");
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [onClose]);

  useEffect(() => {
    manualRef.current?.focus();
    manualRef.current?.select();
  }, [manual]);

  const links = text.webmail.map((service) => ({ name: service.name, ...composeLink(service, mail, words.shortened) }));

  const copy = async (value: string, done: string) => {
    if (await copyText(value, clipboard ?? navigator.clipboard)) {
      setManual(null);
      setNotice(fillLocal(done, { email: mail.to }));
    } else {
      // Nothing to copy with: the text is shown selected, so one keystroke (or a long press) copies it.
      setNotice(words.copyRefused);
      setManual(value);
    }
  };

  return (
    <div role="group" aria-labelledby={titleId} css={panelStyles} {...holders}>
      <div
        css={css`
          display: flex;
          align-items: flex-start;
          justify-content: space-between;
          gap: ${space[3]};
        `}
      >
        <div role="status">
          {ready && (
            <>
              <p
                id={titleId}
                css={css`
                  font-weight: 700;
                  font-size: ${fontSizes.compact};
                `}
              >
                {words.title}
              </p>
              <p
                css={css`
                  margin-top: ${space[1]};
                  color: ${colors.muted};
                `}
              >
                {words.lead}
              </p>
            </>
          )}
          {notice && (
            <p
              css={css`
                margin-top: ${space[2]};
                color: ${manual === null ? colors.success : colors.text};
                font-weight: 600;
              `}
            >
              {notice}
            </p>
          )}
        </div>
        <button
          type="button"
          aria-label={words.close}
          onClick={() => onClose("button")}
          css={css`
            ${centred};
            flex: none;
            width: 40px;
            height: 40px;
            margin: -${space[2]} -${space[2]} 0 0;
            border: 0;
            border-radius: ${radii.pill};
            background: transparent;
            color: ${colors.muted};
            cursor: pointer;
            &:hover {
              background: ${colors.subtle};
              color: ${colors.text};
            }
          `}
        >
          <Icon name="X" size={18} />
        </button>
      </div>
      <ul css={listStyles}>
        <li>
          <button type="button" css={actionStyles} onClick={() => void copy(mail.to, words.addressCopied)}>
            <Icon name="Copy" size={16} />
            {words.copyAddress}
          </button>
        </li>
        <li>
          <button
            type="button"
            css={actionStyles}
            onClick={() => void copy(messageText(words.message, mail), words.messageCopied)}
          >
            <Icon name="Copy" size={16} />
            {words.copyMessage}
          </button>
        </li>
        {links.map((link) => (
          <li key={link.name}>
            {/* A plain link: nothing is asked of the service until the visitor follows it. */}
            <a href={link.url} target="_blank" rel="noopener noreferrer" css={actionStyles}>
              <Icon name="ExternalLink" size={16} />
              {fillLocal(words.openIn, { name: link.name })}
              <span css={hiddenStyles}> ({words.newTab})</span>
            </a>
          </li>
        ))}
      </ul>
      {manual !== null && (
        <textarea
          ref={manualRef}
          readOnly
          value={manual}
          aria-label={words.copyRefused}
          rows={Math.min(8, manual.split("\n").length)}
          css={css`
            box-sizing: border-box;
            width: 100%;
            margin-top: ${space[3]};
            padding: ${space[2]};
            border: 1px solid ${colors.fieldBorder};
            border-radius: ${radii.small};
            font: inherit;
            resize: vertical;
          `}
        />
      )}
    </div>
  );
}

export interface MailFallbackOptions {
  /**
   * A toast comes with the panel (the contact form's "Email client opened"): the panel keeps clear of the band at
   * the bottom of the window where toasts appear (src/components/ui/toaster-impl.tsx), so neither hides the other.
   */
  clearOfToast?: boolean;
}

/**
 * The height kept free for a toast at the bottom of the window: the toaster's 16 px margin, a toast of a title and
 * two lines of text (about 110 px), and 8 px between it and the panel; a taller toast on the page counts as it is.
 */
export const TOAST_BAND = 140;

function toastBand(): number {
  const tops = [...document.querySelectorAll(".site-toaster > div")].map((toast) => toast.getBoundingClientRect().top);
  return Math.max(TOAST_BAND, ...tops.map((top) => window.innerHeight - top + 8));
}

/** Closes the panel shown, if any; `returnFocus` is false when it timed out or another replaces it. */
let close: ((returnFocus: boolean) => void) | undefined;

/** Removes the panel, if one is shown, leaving focus where it is (for tests). */
export const hideMailFallback = () => close?.(false);

/**
 * Shows the panel beside `anchor`, replacing any other. It comes right after the anchor in the document, so the
 * next Tab reaches it, and does not take focus. It is placed below the anchor, or above where there is no room,
 * never over it. In a browser with the Popover API it sits in the top layer, so no card or overflow clips it.
 */
export function showMailFallback(
  anchor: HTMLElement,
  mail: MailParts,
  text: MailFallbackText,
  options: MailFallbackOptions = {},
): void {
  close?.(false);
  const container = document.createElement("div");
  container.dataset.mailFallback = "";
  const supportsPopover = typeof container.showPopover === "function";
  if (supportsPopover) container.popover = "manual";
  // The top layer's defaults (centred, framed) give way to the panel's own look and computed place.
  Object.assign(container.style, {
    position: "fixed",
    inset: "auto",
    top: "0",
    left: "0",
    margin: "0",
    padding: "0",
    border: "0",
    background: "transparent",
    overflow: "visible",
    zIndex: "60",
  });
  anchor.insertAdjacentElement("afterend", container);
  if (supportsPopover) container.showPopover();

  const place = () => {
    // The window, less the toasts' band when a toast comes with the panel.
    const rootBoundary = options.clearOfToast
      ? { x: 0, y: 0, width: document.documentElement.clientWidth, height: window.innerHeight - toastBand() }
      : "viewport";
    void computePosition(anchor, container, {
      strategy: "fixed",
      placement: "bottom-start",
      // flip keeps the panel off the anchor (below, else above); shift only slides it sideways into view.
      middleware: [
        offset(8),
        flip({ fallbackPlacements: ["top-start", "bottom-end", "top-end"], rootBoundary }),
        shift({ padding: 8, rootBoundary }),
        hide(),
      ],
    }).then(({ x, y, placement, middlewareData }) => {
      // While its button is scrolled out of the window, the panel waits out of sight too (unless focus is in it),
      // rather than hang at the window's edge; Tab or Shift+Tab then reach the button, which scrolls into view.
      const away = middlewareData.hide?.referenceHidden === true && !container.contains(document.activeElement);
      container.style.visibility = away ? "hidden" : "";
      // Above a button that sits in the toasts' band itself, the panel rises clear of the band (still above it).
      const top =
        rootBoundary !== "viewport" && placement.startsWith("top")
          ? Math.max(8, Math.min(y, rootBoundary.height - container.offsetHeight))
          : y;
      container.style.transform = `translate(${Math.round(x)}px, ${Math.round(top)}px)`;
    });
  };
  const stopPlacing = autoUpdate(anchor, container, place);
  const root = createRoot(container);
  const closeThis = (returnFocus: boolean) => {
    if (close !== closeThis) return;
    close = undefined;
    const hadFocus = container.contains(document.activeElement);
    stopPlacing();
    root.unmount();
    container.remove();
    // Focus goes back to the button that opened the panel only when it was in the panel, which is now gone; the
    // button scrolls into view if it was out of it.
    if (returnFocus && hadFocus && anchor.isConnected) anchor.focus();
  };
  close = closeThis;
  root.render(<MailFallbackPanel mail={mail} text={text} onClose={(reason) => closeThis(reason !== "timeout")} />);
}
