import type { SearchQuery } from "../../../domain/search/query.ts";
import type { CurrencyId } from "../../../domain/money/currency.ts";
import { MAX_SEARCH_NAME_LENGTH, NOTIFICATION_FREQUENCY } from "../../../domain/saved/saved-codes.ts";
import { useI18n } from "../../i18n/i18n.tsx";
import { accountApi, callFailure } from "../../lib/account-api.ts";
import { useLayoutStore } from "../../lib/layout-context.tsx";
import { keepPendingSearch } from "../../lib/saved-searches.ts";
import { searchSetOf, useSaveSearch } from "./use-save-search.ts";
import type { PlaceTree } from "./place-tree.ts";

/**
 * After an enquiry sent from this results page with an e-mail, the person is
 * asked whether to save the search (queued after the success popup). A member
 * saves it at once, with daily alerts. A guest is signed up with the enquiry's
 * e-mail and the search waits in this browser until the address is verified
 * (the saved menu uploads it then); an address that turns out to have an
 * account keeps the search for after signing in to it.
 */
export function useSaveSearchOffer(search: { query: SearchQuery; places: PlaceTree; currencyId: CurrencyId; name: string }) {
  const { language } = useI18n();
  const store = useLayoutStore();
  const saveSearch = useSaveSearch();

  async function saveFor(email: string) {
    const set = searchSetOf({ ...search, language }, search.name.slice(0, MAX_SEARCH_NAME_LENGTH), {
      enabled: true,
      frequency: NOTIFICATION_FREQUENCY.Daily,
    });
    if (store.getState().user) {
      const result = await saveSearch(set, false);
      if (result.kind === "duplicate") store.showBigPopup({ type: "failed", title: "saved.msg.searchSavedDuplicatedTitle" });
      else if (result.kind === "failed") store.showMessage("saved.msg.searchSavedFailed");
      return;
    }
    keepPendingSearch(set);
    try {
      const answer = await accountApi.register(language, email);
      if (answer.user) {
        store.setUser(answer.user);
        store.showBigPopup({ type: "success", title: "account.msg.signupSuccess", caption: "account.msg.signupSuccessCaption" });
      } else if (answer.existingAccount) {
        store.openExistingAccount(answer.existingAccount);
      } else {
        store.showMessage(answer.result.message);
      }
    } catch (failure) {
      const { answered, message } = callFailure(failure);
      store.showMessage(answered ? message : "apiCallError");
    }
  }

  return (email: string) => {
    const member = store.getState().user !== null;
    store.showBigPopup({
      type: "question",
      title: "search.saveOffer.title",
      caption: member ? "search.saveOffer.memberCaption" : "search.saveOffer.guestCaption",
      captionValues: { email },
      actionLabel: "search.saveSearch",
      action: () => void saveFor(email),
    });
  };
}
