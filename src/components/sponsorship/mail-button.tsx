import { useContext, type MouseEvent, type ReactNode } from "react";
import { buildMailto, withLine, type MailParts } from "../../lib/mailto";
import { useUi } from "../../hooks/use-ui";
import { offerMailFallback } from "../../lib/mail-fallback";
import { openMail } from "../../lib/open-mail";
import { buttonStyles, type ButtonVariant } from "../ui/button";
import { SlotLine } from "./slot-line";

interface MailButtonProps {
  mail: MailParts;
  variant?: ButtonVariant;
  children: ReactNode;
  className?: string;
}

/**
 * Opens a prefilled inquiry e-mail in a new window (else copies the address), then offers the fallback panel
 * (webmail, copying). A real mailto link underneath, so it still works where scripts do not run. The slot chosen
 * on the page, if any, is one more line of the e-mail, in the link and in the panel alike.
 */
export function MailButton({ mail: given, variant = "primary", children, className }: MailButtonProps) {
  const words = useUi().mail;
  const line = useContext(SlotLine);
  const mail = line ? withLine(given, line) : given;
  const href = buildMailto(mail);
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    void openMail(href, mail.to, words);
    offerMailFallback(event.currentTarget, mail, words);
  };
  return (
    <a href={href} onClick={onClick} className={className} css={buttonStyles(variant)}>
      {children}
    </a>
  );
}
