/** Sends the window to a URL (a mailto: link opens the mail program). Its own module so tests can observe it. */
export function assignLocation(url: string): void {
  window.location.href = url;
}
