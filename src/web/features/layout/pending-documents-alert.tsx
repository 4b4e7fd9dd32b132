import { useEffect } from "react";
import { useI18n } from "../../i18n/i18n.tsx";
import { useLayout, useLayoutStore } from "../../lib/layout-context.tsx";
import { PENDING_DOCUMENTS_PATH, pendingAlertApplies, pendingNotificationShows } from "../../lib/pending-documents.ts";

/**
 * The pending-document alert: when the page has loaded, and again when a
 * member signs in on it, a verified member's first page of pending documents
 * is read; the account menu shows the count, and a notification linking to the
 * pending documents page says how many wait (not on that page itself). The
 * call's code is a lazy chunk: guests never load it, and no first load pays for it.
 */
export function PendingDocumentsAlert() {
  const { t, language } = useI18n();
  const store = useLayoutStore();
  const { user } = useLayout();
  const userId = user?.userId ?? null;
  const confirmed = user?.isConfirmed === true;
  useEffect(() => {
    if (!pendingAlertApplies(store.getState().user, window.location.pathname)) return;
    let current = true;
    void import("./pending-documents-fetch.ts")
      .then(({ fetchPendingCount }) => fetchPendingCount())
      .then((count) => {
        if (!current || count === null) return;
        store.setPendingDocuments(count);
        if (pendingNotificationShows(count, window.location.pathname))
          store.showMessage(t("account.shell.pendingNotice", { count }), {
            warningLevel: "info",
            actionUrl: `/${language}/${PENDING_DOCUMENTS_PATH}`,
            actionText: "account.shell.pendingOpen",
          });
      });
    return () => {
      current = false;
    };
    // Asked once per page load and once per member signing in: not on every render or client navigation.
  }, [userId, confirmed]);
  return null;
}
