import { createContext, useSyncExternalStore } from "react";
import { dayOf } from "../../lib/slots";

/** The line a chosen slot adds to every inquiry e-mail of the page (MailButton); none while nothing is chosen. */
export const SlotLine = createContext<string | undefined>(undefined);

const unchanging = () => () => undefined;

/**
 * The day the slots are counted from: the build's in the static HTML and while React adopts it (the server's
 * snapshot, so hydration finds what the build wrote), then the visitor's when later, so slots that passed since
 * the build drop out right after hydration.
 */
export function useToday(buildDay: string): string {
  const now = useSyncExternalStore(
    unchanging,
    () => dayOf(Date.now()),
    () => buildDay,
  );
  return now > buildDay ? now : buildDay;
}
