import type { LanguageCode } from "../../../domain/i18n/languages.ts";
import { accountApi, callFailure } from "../../lib/account-api.ts";
import type { LayoutStore } from "../../lib/layout-state.ts";
import { forgetPendingSearch, keepPendingSearch, type SearchSetToSave } from "../../lib/saved-searches.ts";
import { saveSearch } from "./use-save-search.ts";

/**
 * After an enquiry sent from this results page with an e-mail, the search is
 * saved without asking (the spec's enquiry flow), and a popup queued
 * after the success popup says what happened and how to undo it. A member's
 * is saved at once with daily alerts (the popup links to the saved searches).
 * A guest is signed up with the enquiry's e-mail and the search waits in this
 * browser, under that e-mail, until the address is verified (the saved menu
 * uploads it then; the popup offers to forget it); an address that turns out
 * to have an account keeps the search for after signing in to it.
 * A module of its own, imported when an enquiry has been sent: the results
 * page's first load does not carry it, nor the rules of a set to save.
 */
export async function saveSearchAfterEnquiry(
  page: { store: LayoutStore; language: LanguageCode },
  set: SearchSetToSave,
  email: string,
): Promise<void> {
  const { store, language } = page;
  const savedSearches = { to: `/${language}/profile/savedsearch`, label: "search.savedAfterEnquiry.manage" };
  const captionValues = { name: set.name, email };
  const user = store.getState().user;
  if (user) {
    const result = await saveSearch(store, set, false, {
      type: "success",
      title: "saved.msg.searchSavedSuccess",
      // Alerts go to verified addresses only (decision 0048): an unverified member is told so.
      caption: user.isConfirmed ? "search.savedAfterEnquiry.memberCaption" : "search.savedAfterEnquiry.unverifiedCaption",
      captionValues,
      link: savedSearches,
    });
    if (result.kind === "duplicate")
      store.showBigPopup({ type: "failed", title: "saved.msg.searchSavedDuplicatedTitle", link: savedSearches });
    else if (result.kind === "failed") store.showMessage("saved.msg.searchSavedFailed");
    return;
  }
  try {
    const answer = await accountApi.register(language, email);
    if (answer.user) {
      keepPendingSearch(set, email);
      store.setUser(answer.user);
      store.showBigPopup({
        type: "success",
        title: "search.savedAfterEnquiry.guestTitle",
        caption: "search.savedAfterEnquiry.guestCaption",
        captionValues,
        action: () => {
          forgetPendingSearch();
          store.showMessage("search.savedAfterEnquiry.forgotten", { warningLevel: "info" });
        },
        actionLabel: "search.savedAfterEnquiry.forget",
      });
    } else if (answer.existingAccount) {
      keepPendingSearch(set, answer.existingAccount.email);
      store.openExistingAccount(answer.existingAccount);
    } else {
      store.showMessage(answer.result.message);
    }
  } catch (failure) {
    const { answered, message } = callFailure(failure);
    store.showMessage(answered ? message : "apiCallError");
  }
}
