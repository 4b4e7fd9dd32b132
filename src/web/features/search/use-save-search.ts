import type { SearchQuery } from "../../../domain/search/query.ts";
import type { CurrencyId } from "../../../domain/money/currency.ts";
import type { LanguageCode } from "../../../domain/i18n/languages.ts";
import { languageIdFromCode } from "../../../domain/i18n/languages.ts";
import { saveSetFromFilter } from "../../../domain/search/saved-search.ts";
import { saveSearchOutcome } from "../../../domain/saved/save-search-outcome.ts";
import type { BigPopup, LayoutStore } from "../../lib/layout-state.ts";
import { savedSearchApi, type SearchSetToSave } from "../../lib/saved-searches.ts";
import { initialFilter } from "./use-search-filter.ts";
import type { PlaceTree } from "./place-tree.ts";

/** The search on screen (the applied query) as a set to save under `name`. */
export function searchSetOf(
  search: { query: SearchQuery; places: PlaceTree; currencyId: CurrencyId; language: LanguageCode },
  name: string,
  notification: { enabled: boolean; frequency: number },
): SearchSetToSave {
  const { query } = search;
  return {
    ...saveSetFromFilter(initialFilter(query, search.places, search.currencyId, query.isMap ? "map" : "grid"), {
      name,
      languageId: languageIdFromCode(search.language),
      searchResultId: query.searchResultId,
      searchResultType: query.searchResultType,
      ...(query.isMap ? { geoString: query.geoString, zoomLevel: query.zoomLevel } : {}),
    }),
    notificationEnabled: notification.enabled,
    notificationFrequency: notification.frequency,
  };
}

export type SaveSearchResult = { kind: "saved" } | { kind: "duplicate"; name: string } | { kind: "failed" };

/**
 * A member's save of a search set. Success stores the id in the address
 * (#searchid=) and shows searchSavedSuccess (or the caller's own success
 * popup); the caller says what a duplicate or a failure looks like where it was asked.
 */
export async function saveSearch(store: LayoutStore, set: SearchSetToSave, force: boolean, success?: BigPopup): Promise<SaveSearchResult> {
  let answer;
  try {
    answer = await savedSearchApi.save(set, force);
  } catch {
    answer = null;
  }
  const outcome = saveSearchOutcome(answer);
  if (outcome.kind === "success" && answer?.userSearchSetId) {
    window.history.replaceState(window.history.state, "", `#searchid=${String(answer.userSearchSetId)}`);
    window.dispatchEvent(new HashChangeEvent("hashchange"));
    store.showBigPopup(
      success ?? { type: "success", title: "saved.msg.searchSavedSuccess", caption: "saved.msg.searchSavedSuccessCaption" },
    );
    return { kind: "saved" };
  }
  if (outcome.kind === "duplicate") return { kind: "duplicate", name: answer?.duplicateResult?.item2?.name ?? "" };
  return { kind: "failed" };
}
