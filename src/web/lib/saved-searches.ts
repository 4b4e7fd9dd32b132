// The browser's saved-search calls (a member's saved searches and follows),
// through the one queued API client, and the guest's pending saved search:
// kept in this browser for 7 days and uploaded when a confirmed member with
// no return state is set.
import type { User } from "../../domain/contracts/account-user.ts";
import type { SaveSearchSetResponse, UserSearchSet } from "../../domain/contracts/saved-searches.ts";
import type { SavedSearchSet } from "../../domain/search/saved-search.ts";
import {
  PENDING_SAVE_SEARCH_KEY,
  keepPendingSearch as storePendingSearch,
  pendingSearchStep,
  readPendingSearch,
} from "../../domain/saved/pending-search.ts";
import { SAVED_SEARCH_TYPE, SUGGESTION_RESULT_TYPE } from "../../domain/listing/enums.ts";
import { useEffect } from "react";
import { api } from "./api-client.ts";
import { track } from "./analytics.ts";
import { saveEvent } from "./analytics-events.ts";

export type SearchSetToSave = SavedSearchSet & { notificationEnabled: boolean; notificationFrequency: number };

export const savedSearchApi = {
  save: async (set: SearchSetToSave, forceSave: boolean) => {
    const answer = await api.post<SaveSearchSetResponse>("/api/saved-search/savesearchset", { ...set, forceSave });
    if (answer.isSaved) track(saveEvent("search", answer.userSearchSetId));
    return answer;
  },
  list: async () =>
    (await api.post<{ status: number; searchSets: UserSearchSet[] }>("/api/saved-search/getsearchsets", { pageSize: 1000 })).searchSets,
  byIds: async (ids: number[]) =>
    (await api.post<{ status: number; searchSets: UserSearchSet[] }>("/api/saved-search/getsearchsetbyids", { searchSetIds: ids }))
      .searchSets,
  remove: (id: number) => api.get<{ status: number }>(`/api/saved-search/deleteusersearchset/${String(id)}`, { changesState: true }),
  updateNotification: (change: { userSearchSetId?: number; notificationEnabled: boolean; notificationFrequency?: number }) =>
    api.post<{ status: number; updated: number }>("/api/saved-search/updatenotification", change),
};

/** A guest's search waits here (7 days) until they sign up or in; `email`, when known, is the only member who uploads it. */
export function keepPendingSearch(set: SearchSetToSave, email: string | null = null): void {
  try {
    storePendingSearch(window.localStorage, { email, set }, Date.now());
  } catch {
    // Blocked storage: nothing is kept.
  }
}

/** The guest changed their mind: the pending search is not uploaded. */
export function forgetPendingSearch(): void {
  try {
    window.localStorage.removeItem(PENDING_SAVE_SEARCH_KEY);
  } catch {
    // Blocked storage: nothing was kept.
  }
}

function pendingSearch() {
  try {
    return readPendingSearch(window.localStorage, Date.now());
  } catch {
    return null;
  }
}

/** The results page opens the guest's pending search when its address ends in this hash. */
export const PENDING_SEARCH_HASH = "#pendingsearch";

/** The search a guest keeps in this browser, while it has not expired; null when none is kept. */
export function pendingSearchSet(): SearchSetToSave | null {
  return (pendingSearch()?.set as SearchSetToSave | undefined) ?? null;
}

/** The search a results page on screen would save, while it is on screen (see `useSavableSearch`). */
let pageSearch: (() => Promise<SearchSetToSave>) | null = null;

/** A results page says which search it would save, for as long as it is mounted. */
export function useSavableSearch(searchSet: () => Promise<SearchSetToSave>): void {
  useEffect(() => {
    pageSearch = searchSet;
    return () => {
      if (pageSearch === searchSet) pageSearch = null;
    };
  }, [searchSet]);
}

/**
 * A sign-up met an existing account: the search the guest already chose to
 * keep, or else the results page's on screen, is kept under that e-mail for
 * after they sign in.
 */
export async function keepSearchFor(email: string): Promise<void> {
  const set = pendingSearchSet() ?? (await pageSearch?.().catch(() => undefined));
  if (set) keepPendingSearch(set, email);
}

/** When a user is set: uploads the pending search for its confirmed member, or discards it with a return state, then forgets it. */
export async function uploadPendingSearch(user: User | null, hasReturnState: boolean): Promise<void> {
  const pending = pendingSearch();
  if (!pending) return;
  const step = pendingSearchStep(pending, user, hasReturnState);
  if (step === "keep") return;
  if (step === "upload") await api.post("/api/saved-search/savesearchsets", [pending.set]);
  forgetPendingSearch();
}

export type FollowedPlace = { kind: "building" | "district"; id: number };

/** Listing type 4 (every purpose) marks a follow set. */
const FOLLOW_PURPOSE = 4;

export const followApi = {
  /** The follow set's id, or 0 when the member does not follow the place. */
  async followedId(place: FollowedPlace): Promise<number> {
    const answer =
      place.kind === "building"
        ? await api.post<{ userSearchSetId: number }>("/api/saved-search/hasSavedSearchSetByKeyword", {
            keyword: "",
            searchSaveSetType: SAVED_SEARCH_TYPE.Building,
            listingPurposeType: FOLLOW_PURPOSE,
            searchResultType: SUGGESTION_RESULT_TYPE.building,
            searchResultId: place.id,
          })
        : await api.post<{ userSearchSetId: number }>("/api/saved-search/hasSavedSearchSetByDistrictId", {
            districtId: place.id,
            searchSaveSetType: SAVED_SEARCH_TYPE.District,
            listingPurposeType: FOLLOW_PURPOSE,
          });
    return answer.userSearchSetId;
  },
  async follow(place: FollowedPlace, name: string): Promise<number> {
    const set =
      place.kind === "building"
        ? { searchSaveSetType: SAVED_SEARCH_TYPE.Building, searchResultType: SUGGESTION_RESULT_TYPE.building, searchResultId: place.id }
        : {
            searchSaveSetType: SAVED_SEARCH_TYPE.District,
            searchResultType: SUGGESTION_RESULT_TYPE.district,
            searchResultId: place.id,
            districtId: place.id,
          };
    const answer = await api.post<SaveSearchSetResponse>("/api/saved-search/savesearchset", {
      ...set,
      name,
      listingTypeId: FOLLOW_PURPOSE,
      forceSave: true,
    });
    if (answer.isSaved) track(saveEvent(place.kind === "building" ? "follow_building" : "follow_district", place.id));
    return answer.userSearchSetId ?? 0;
  },
  unfollow: (setId: number) => savedSearchApi.remove(setId),
};
