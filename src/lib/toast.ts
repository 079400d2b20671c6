/**
 * A tiny toast queue. Components call showToast(); the toaster (react-hot-toast, loaded only when the
 * first toast is needed, to keep it out of every page's first-load JavaScript) drains the queue.
 */
export interface ToastMessage {
  title: string;
  description?: string;
}

type Listener = () => void;

let queue: ToastMessage[] = [];
let requested = false;
const listeners = new Set<Listener>();

export function showToast(message: ToastMessage): void {
  queue = [...queue, message];
  requested = true;
  listeners.forEach((l) => l());
}

/** Takes every waiting message out of the queue. */
export function takeToasts(): ToastMessage[] {
  const taken = queue;
  queue = [];
  return taken;
}

export function subscribeToasts(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether any toast was ever asked for (the toaster loads from then on). */
export const toastsRequested = () => requested;

/** For tests: forget every message and listener state. */
export function resetToasts(): void {
  queue = [];
  requested = false;
}
