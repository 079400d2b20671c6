/** Each card of a list starts this much later than the one before it (spec: 200 ms per card index). */
export const CARD_STAGGER_MS = 200;

/** What marks a card that rises in (the Card component sets it), and one that is rising. */
export const CARD_ATTRIBUTE = "data-card";
export const ENTERING_ATTRIBUTE = "data-entering";

/**
 * How far below the window a card is seen coming: it is made transparent there, before it shows, and rises in as
 * it scrolls into sight. A quarter of the window covers a wheel's or a finger's step.
 */
const AHEAD = "0px 0px 25% 0px";

/** A card's place among the cards of its list, counted from 0. */
function cardIndex(card: Element): number {
  const siblings = card.parentElement ? Array.from(card.parentElement.children) : [card];
  return siblings.filter((el) => el.hasAttribute(CARD_ATTRIBUTE)).indexOf(card);
}

/**
 * Cards fade and rise in as they come into the window from below, 200 ms later per index (visual brief). A card
 * already in sight when it is first seen (on load, after a jump to an anchor or to a focused link) is left as it
 * is, so nothing that was shown disappears, and a page that is never scrolled, printed or captured whole shows
 * every card. Without scripts or with reduced motion, nothing animates. Returns what stops watching.
 */
export function watchCardEntrances(doc: Document = document): () => void {
  const win = doc.defaultView;
  if (!win || typeof win.IntersectionObserver !== "function") return () => undefined;
  if (win.matchMedia?.("(prefers-reduced-motion: reduce)").matches) return () => undefined;
  const observer = new win.IntersectionObserver(
    (entries) => {
      const sight = doc.documentElement.clientHeight;
      for (const { target, isIntersecting, boundingClientRect } of entries) {
        if (!isIntersecting) continue;
        observer.unobserve(target);
        if (boundingClientRect.top < sight) continue;
        (target as HTMLElement).style.animationDelay = `${cardIndex(target) * CARD_STAGGER_MS}ms`;
        target.setAttribute(ENTERING_ATTRIBUTE, "");
      }
    },
    { rootMargin: AHEAD },
  );
  doc.querySelectorAll(`[${CARD_ATTRIBUTE}]`).forEach((card) => observer.observe(card));
  return () => observer.disconnect();
}
