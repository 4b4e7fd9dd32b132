import type { ContactUsResponse } from "../../domain/contracts/enquiry-request.ts";
import { useLayoutStore } from "../lib/layout-context.tsx";

/**
 * After an enquiry is stored: it becomes the last enquiry, the panel (if
 * any) closes, the enquireSuccess popup shows, and a guest whose e-mail has
 * an account is offered to sign in to it (the existing-account prompt,
 * once the popup is closed). Otherwise, when an e-mail was given, the page
 * that opened the panel takes its turn (a results page offers to save its
 * search), queued after the success popup.
 */
export function useEnquirySent(options: { closePanel: boolean }) {
  const store = useLayoutStore();
  return (answer: ContactUsResponse, email: string) => {
    // Read before closing: the panel's target is forgotten once the dim lifts.
    const target = store.getState().enquiry;
    if (answer.enquiryId !== undefined) store.setLastEnquiry(answer.enquiryId);
    if (options.closePanel) store.closePanel();
    store.showBigPopup({ type: "success", title: "enquiry.msg.enquireSuccess", caption: "enquiry.msg.enquireSuccessCaption" });
    const references = answer.references;
    if (references?.HasAccount && !store.getState().user && email) {
      // One dialog at a time: the prompt follows once the success popup (and any queued after it) is closed.
      const unsubscribe = store.subscribe(() => {
        if (store.getState().bigPopups.length > 0) return;
        unsubscribe();
        store.openExistingAccount({ email, loginProvider: references.LoginProvider });
      });
    } else if (email && target?.afterSent) {
      target.afterSent(email);
    }
  };
}
