// The browser's saved-search calls (a member's saved searches and follows),
// through the one queued API client, and the guest's pending saved search:
// kept in this browser for 7 days and uploaded when a confirmed member with
// no return state is set (spec accounts §4).
import type { User } from "../../domain/contracts/account-user.ts";
import type { SaveSearchSetResponse, UserSearchSet } from "../../domain/contracts/saved-searches.ts";
import type { SavedSearchSet } from "../../domain/search/saved-search.ts";
import { PENDING_SAVE_SEARCH_KEY, readPendingSearch, savePendingSearch } from "../../domain/saved/expiring-state.ts";
import { SAVED_SEARCH_TYPE, SUGGESTION_RESULT_TYPE } from "../../domain/listing/enums.ts";
import { api } from "./api-client.ts";

export type SearchSetToSave = SavedSearchSet & { notificationEnabled: boolean; notificationFrequency: number };

export const savedSearchApi = {
  save: (set: SearchSetToSave, forceSave: boolean) =>
    api.post<SaveSearchSetResponse>("/api/saved-search/savesearchset", { ...set, forceSave }),
  list: async () =>
    (await api.post<{ status: number; searchSets: UserSearchSet[] }>("/api/saved-search/getsearchsets", { pageSize: 1000 })).searchSets,
  byIds: async (ids: number[]) =>
    (await api.post<{ status: number; searchSets: UserSearchSet[] }>("/api/saved-search/getsearchsetbyids", { searchSetIds: ids }))
      .searchSets,
  remove: (id: number) => api.get<{ status: number }>(`/api/saved-search/deleteusersearchset/${String(id)}`, { changesState: true }),
  updateNotification: (change: { userSearchSetId?: number; notificationEnabled: boolean; notificationFrequency?: number }) =>
    api.post<{ status: number; updated: number }>("/api/saved-search/updatenotification", change),
};

/** A guest's search waits here (7 days) until they sign up or in. */
export function keepPendingSearch(set: SearchSetToSave): void {
  try {
    savePendingSearch(window.localStorage, { set }, Date.now());
  } catch {
    // Blocked storage: nothing is kept.
  }
}

function pendingSet(): SearchSetToSave | null {
  try {
    const value = readPendingSearch(window.localStorage, Date.now());
    if (typeof value !== "object" || value === null || !("set" in value)) return null;
    const set = value.set as SearchSetToSave | null;
    return typeof set === "object" && set !== null && typeof set.name === "string" ? set : null;
  } catch {
    return null;
  }
}

/** Uploads the pending search for a confirmed member with no return state, then forgets it. */
export async function uploadPendingSearch(user: User | null, hasReturnState: boolean): Promise<void> {
  if (!user?.isConfirmed || hasReturnState) return;
  const set = pendingSet();
  if (!set) return;
  await api.post("/api/saved-search/savesearchsets", [set]);
  window.localStorage.removeItem(PENDING_SAVE_SEARCH_KEY);
}

export type FollowedPlace = { kind: "building" | "district"; id: number };

/** Listing type 4 (every purpose) marks a follow set (spec §4). */
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
    return answer.userSearchSetId ?? 0;
  },
  unfollow: (setId: number) => savedSearchApi.remove(setId),
};
