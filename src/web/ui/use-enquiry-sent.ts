import type { ContactUsResponse } from "../../domain/contracts/enquiry-request.ts";
import { useLayoutStore } from "../lib/layout-context.tsx";

/**
 * After an enquiry is stored: it becomes the last enquiry, the panel (if
 * any) closes, the enquireSuccess popup shows, and a guest whose e-mail has
 * an account is offered to sign in to it (the existing-account prompt).
 */
export function useEnquirySent(options: { closePanel: boolean }) {
  const store = useLayoutStore();
  return (answer: ContactUsResponse, email: string) => {
    if (answer.enquiryId !== undefined) store.setLastEnquiry(answer.enquiryId);
    if (options.closePanel) store.closePanel();
    store.showBigPopup({ type: "success", title: "enquiry.msg.enquireSuccess", caption: "enquiry.msg.enquireSuccessCaption" });
    if (answer.references?.HasAccount && !store.getState().user && email) {
      store.openExistingAccount({ email, loginProvider: answer.references.LoginProvider });
    }
  };
}
