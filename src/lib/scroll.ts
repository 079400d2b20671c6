// Read at each scroll, in the browser (jsdom has no matchMedia).
const prefersReducedMotion = () => window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;

/**
 * Moves focus to a section brought into view, without scrolling again, so that the next Tab goes on from there and a
 * screen reader reads it; a section that takes no focus of its own is given tabindex -1 (focusable by script only).
 */
export function focusTarget(el: HTMLElement): void {
  if (el.tabIndex < 0 && !el.hasAttribute("tabindex")) el.setAttribute("tabindex", "-1");
  el.focus({ preventScroll: true });
}

/**
 * Scrolls smoothly (or jumps, under reduced motion) to the element with this id, and moves focus to it. False when
 * it is absent.
 */
export function scrollToId(id: string): boolean {
  const el = document.getElementById(id);
  if (!el) return false;
  el.scrollIntoView({ behavior: prefersReducedMotion() ? "auto" : "smooth", block: "start" });
  focusTarget(el);
  return true;
}

export function scrollToTop(): void {
  window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? "auto" : "smooth" });
}
