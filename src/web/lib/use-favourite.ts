import { savedPurposeOf } from "../../domain/saved/saved-purpose.ts";
import { useEffect, useSyncExternalStore } from "react";
import { useLayout, useLayoutStore } from "./layout-context.tsx";
import { isSavedListing, loadSavedIds, savedIdsKnown, savedVersion, setListingSaved, subscribeSaved } from "./saved-listings.ts";

/**
 * A listing's heart (every result card's and the listing page's): a guest's
 * favourites are kept in this browser, a member's on the server. The server
 * renders it as `savedOnServer` says, and the lists are read after
 * hydration, so both renders agree. Until a member's saved ids have come
 * from the server the heart stays as the server drew it, and a click acts on
 * what it shows: a saved card's heart clicked in that moment deletes, not
 * saves again. Saving shows the `sucessSaveProperty` popup; a saved listing's
 * heart deletes it.
 */
export function useFavourite(
  id: number,
  available: boolean,
  purpose: "sale" | "rent",
  savedOnServer = false,
): { saved: boolean; toggle: () => void } {
  const store = useLayoutStore();
  const { user } = useLayout();
  const hydrated = useSyncExternalStore(subscribeSaved, savedVersion, () => -1) >= 0;
  useEffect(() => {
    loadSavedIds(user).catch(() => {});
  }, [user]);
  const saved = hydrated && savedIdsKnown(user) ? isSavedListing(user, id) : savedOnServer;
  const toggle = () => {
    setListingSaved(user, id, available, !saved, savedPurposeOf(purpose)).then(
      (now) => {
        if (now) store.showBigPopup({ type: "success", title: "saved.msg.sucessSaveProperty" });
      },
      (failure: unknown) => store.showMessage(failure instanceof Error ? failure.message : "apiCallError"),
    );
  };
  return { saved, toggle };
}
