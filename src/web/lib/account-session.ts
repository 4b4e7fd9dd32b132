// Signing out, and what the page forgets with it. Shared by the header's
// account menu and the member pages.
import { PAGE_STATE_KEY } from "../../domain/saved/expiring-state.ts";
import { PENDING_SAVE_SEARCH_KEY } from "../../domain/saved/pending-search.ts";
import type { LanguageCode } from "../../domain/i18n/languages.ts";
import { accountApi } from "./account-api.ts";
import type { LayoutStore } from "./layout-state.ts";

/** The guest's enquiry form, kept in the browser so a half-written enquiry survives a reload. */
export const STORED_ENQUIRY_FORM_KEY = "enquiryForm";

function forget(keys: string[]) {
  try {
    for (const key of keys) window.localStorage.removeItem(key);
  } catch {
    // Storage blocked: there is nothing stored to forget.
  }
}

/**
 * Sign out: global loading, the stored enquiry form cleared, the call, the
 * empty user, the logoutSuccess popup, the panel closed, then the home page.
 * The saved page state (which keeps URL hashes such as #searchid) and the
 * pending saved search go too, so the next person on this browser starts clean.
 */
export async function logout(store: LayoutStore, language: LanguageCode, navigate: (to: string) => void): Promise<void> {
  store.setLoading(true);
  forget([STORED_ENQUIRY_FORM_KEY]);
  try {
    await accountApi.logout();
  } catch {
    // The session may already be gone on the server; the page still signs out.
  } finally {
    store.setLoading(false);
  }
  store.setUser(null);
  store.showBigPopup({ type: "success", title: "account.msg.logoutSuccess", caption: "account.msg.logoutSuccessCaption" });
  store.closePanel();
  forget([PAGE_STATE_KEY, PENDING_SAVE_SEARCH_KEY]);
  navigate(`/${language}`);
}
