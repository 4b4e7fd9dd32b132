// The pending-document alert's rules: who is asked, on which pages, and where
// the notification shows. Framework-free, so the rules are tested without a
// browser; the fetch itself is a lazy chunk (features/layout/pending-documents-fetch.ts),
// so guests and every first load carry only these lines.
import type { User } from "../../domain/contracts/account-user.ts";

/** The pending documents page, below /:lang. */
export const PENDING_DOCUMENTS_PATH = "mydocument/pendingdocument";

/** The pages where the alert is not fetched: confirming the e-mail and re-verifying it. */
const NO_ALERT_PAGES = ["account/confirmemail", "profile/reverifyemail"] as const;

/** The path below its language segment ("/zh-hk/a/b.data" → "a/b"). */
function pageOf(pathname: string): string {
  return pathname
    .replace(/\.data$/, "")
    .split("/")
    .filter(Boolean)
    .slice(1)
    .join("/");
}

/**
 * Whether this page asks for the pending documents: a signed-in member whose
 * e-mail is confirmed (guests never see documents, and an unverified member has
 * none to read), on any page but the confirm-email and reverify ones.
 */
export function pendingAlertApplies(user: User | null, pathname: string): boolean {
  if (user === null || !user.isConfirmed) return false;
  const page = pageOf(pathname);
  return !NO_ALERT_PAGES.some((excluded) => page === excluded);
}

/** The notification shows when something is pending, everywhere but the pending documents page itself. */
export function pendingNotificationShows(count: number, pathname: string): boolean {
  return count > 0 && pageOf(pathname) !== PENDING_DOCUMENTS_PATH;
}
