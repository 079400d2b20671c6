/**
 * A tiny toast queue. Components call showToast(); the toaster (react-hot-toast, loaded only when the
 * first toast is needed, to keep it out of every page's first-load JavaScript) drains the queue.
 */
export interface ToastMessage {
  title: string;
  description?: string;
}

const queue: ToastMessage[] = [];
let requested = false;
const listeners = new Set<() => void>();

export function showToast(message: ToastMessage): void {
  queue.push(message);
  requested = true;
  listeners.forEach((l) => l());
}

/** Takes every waiting message out of the queue. */
export const takeToasts = () => queue.splice(0);

export function subscribeToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether any toast was ever asked for (the toaster loads from then on). */
export const toastsRequested = () => requested;

/** For tests: forget every message and listener state. */
export function resetToasts(): void {
  queue.length = 0;
  requested = false;
}
