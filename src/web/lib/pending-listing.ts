// A listing a guest or an unconfirmed member has filled in and is waiting to
// send: the form's page remembers it here (only a path, in this browser), so
// the e-mail confirmation page can lead back to it. The listing itself is
// kept by the form (features/list-property/draft-store.ts).
const KEY = "hh.pendingListing";

export function markListingWaiting(path: string): void {
  try {
    localStorage.setItem(KEY, path);
  } catch {
    // Storage refused (a private window): the owner finds the form from the menu.
  }
}

/** The form's path when a listing waits to be sent, else null. */
export function waitingListingPath(): string | null {
  try {
    const path = localStorage.getItem(KEY);
    return path && path.startsWith("/") && !path.startsWith("//") ? path : null;
  } catch {
    return null;
  }
}

export function clearListingWaiting(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // Nothing kept.
  }
}
