import type { MouseEvent, ReactNode } from "react";
import { scrollToId } from "../../lib/scroll";
import { buttonStyles, type ButtonVariant } from "../ui/button";

interface ScrollLinkButtonProps {
  /** Id of the section to bring into view. */
  target: string;
  variant?: ButtonVariant;
  children: ReactNode;
  /**
   * Replaces the plain smooth scroll; returns whether it handled the click. Without JavaScript the
   * element is an ordinary link to the anchor, so it works either way.
   */
  onActivate?: () => boolean;
}

/** A button-styled in-page link: a real href="#id" that scripts turn into a smooth scroll. */
export function ScrollLinkButton({ target, variant = "primary", children, onActivate }: ScrollLinkButtonProps) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const handled = onActivate ? onActivate() : scrollToId(target);
    if (handled) event.preventDefault();
  };
  return (
    <a href={`#${target}`} css={buttonStyles(variant)} onClick={onClick}>
      {children}
    </a>
  );
}
