// The listings a person has saved (favourites) and recently viewed, for the
// hearts, the saved menu's count and the saved pages. A guest's lists live in
// this browser (local-saved.ts); a member's on the server, whose saved ids
// are fetched once per page (page 1, size 1000) and kept here. At sign-in the
// guest's lists are uploaded, merged by the server (the earlier created date
// wins) and cleared here.
import type { SavedPurpose } from "../../domain/saved/saved-purpose.ts";
import { track } from "./analytics.ts";
import { saveEvent } from "./analytics-events.ts";
import type { SavedPropertyAlertSettings } from "../../domain/contracts/saved-properties.ts";
import { SAVED_PROPERTY_TYPE } from "../../domain/saved/saved-codes.ts";
import type { User } from "../../domain/contracts/account-user.ts";
import { LOCAL_LIST_MAX } from "../../domain/saved/local-lists.ts";
import { api } from "./api-client.ts";
import { addListing, FAVOURITES_KEY, isInList, readLocalList, RECENTLY_VIEWED_KEY, removeListing, clearLocalList } from "./local-saved.ts";

type Listener = () => void;
const listeners = new Set<Listener>();
let version = 0;
let serverIds: { userId: string; ids: Set<number> } | null = null;
let loading: { userId: string; promise: Promise<void> } | null = null;
let uploading: Promise<void> | null = null;

function changed() {
  version++;
  for (const listener of listeners) listener();
}

export function subscribeSaved(listener: Listener): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** Bumped on every change, for useSyncExternalStore. */
export const savedVersion = (): number => version;

const SAVED_IDS_PAGE = { PageNumber: 1, PageSize: 1000 } as const;

/** Fetches the member's saved ids once (again after `forget`); a guest has none on the server. */
export function loadSavedIds(user: User | null): Promise<void> {
  if (!user) return Promise.resolve();
  if (serverIds?.userId === user.userId) return Promise.resolve();
  if (loading?.userId === user.userId) return loading.promise;
  const promise = api
    .post<{ data: { propertyIds: number[] } }>("/api/property/getuserpropertyids", {
      SavedPropertyType: SAVED_PROPERTY_TYPE.Favorite,
      ...SAVED_IDS_PAGE,
    })
    .then((answer) => {
      serverIds = { userId: user.userId, ids: new Set(answer.data.propertyIds) };
      changed();
    })
    .finally(() => {
      loading = null;
    });
  loading = { userId: user.userId, promise };
  return promise;
}

/** Whether this page knows what is saved: always for a guest; for a member once their ids have come from the server. */
export function savedIdsKnown(user: User | null): boolean {
  return !user || serverIds?.userId === user.userId;
}

export function isSavedListing(user: User | null, id: number): boolean {
  if (!user) return isInList(FAVOURITES_KEY, id);
  return serverIds?.userId === user.userId && serverIds.ids.has(id);
}

/** How many listings are saved (the saved menu's count); null while a member's ids are loading. */
export function savedCount(user: User | null): number | null {
  if (!user) return readLocalList(FAVOURITES_KEY).length;
  return savedIdsKnown(user) ? serverIds!.ids.size : null;
}

/** Saves or unsaves a listing; answers whether it is now saved. Throws when the server refuses. */
export async function setListingSaved(
  user: User | null,
  id: number,
  available: boolean,
  saved: boolean,
  listingTypeId: SavedPurpose,
): Promise<boolean> {
  if (!user) {
    if (saved) addListing(FAVOURITES_KEY, id, available, listingTypeId);
    else removeListing(FAVOURITES_KEY, id);
    changed();
    if (saved) track(saveEvent("listing", id));
    return saved;
  }
  // A heart clicked while the ids are on their way: the change lands after them, so an answer read before it cannot undo it.
  if (loading?.userId === user.userId) await loading.promise.catch(() => {});
  if (saved) {
    await api.post("/api/property/saveuserproperties", {
      savedPropertyType: SAVED_PROPERTY_TYPE.Favorite,
      properties: [{ propertyListingId: id, listingTypeId }],
    });
  } else {
    await api.request("DELETE", "/api/property/deleteuserpropertybypropertyids", {
      body: { savedPropertyType: SAVED_PROPERTY_TYPE.Favorite, propertyIds: [id] },
    });
  }
  if (serverIds?.userId === user.userId) {
    if (saved) serverIds.ids.add(id);
    else serverIds.ids.delete(id);
  }
  changed();
  if (saved) track(saveEvent("listing", id));
  return saved;
}

/** A verified member's e-mails about their saved properties (price drop, off or back on the market): on or off, and how often. */
export function setPropertyAlerts(change: { notificationEnabled: boolean; notificationFrequency?: number }) {
  return api.post<{ data: SavedPropertyAlertSettings }>("/api/property/savedpropertyalerts", change);
}

/** Viewing a listing (for sale or for rent) puts it first in the person's recently viewed list. */
export function recordView(user: User | null, id: number, available: boolean, listingTypeId: SavedPurpose): void {
  if (!user) {
    addListing(RECENTLY_VIEWED_KEY, id, available, listingTypeId);
    return;
  }
  api
    .post("/api/property/saveuserproperties", {
      savedPropertyType: SAVED_PROPERTY_TYPE.RecentlyViewed,
      properties: [{ propertyListingId: id, listingTypeId }],
    })
    .catch(() => {
      // Not worth a message: the listing is on screen either way.
    });
}

/**
 * Uploads the guest's local lists for the member now signed in, then clears
 * them; a failed upload keeps them for the next page. One upload at a time.
 */
export function uploadLocalLists(user: User | null): Promise<void> {
  if (!user || uploading) return uploading ?? Promise.resolve();
  const lists = [
    { key: FAVOURITES_KEY, type: SAVED_PROPERTY_TYPE.Favorite },
    { key: RECENTLY_VIEWED_KEY, type: SAVED_PROPERTY_TYPE.RecentlyViewed },
  ].map((list) => ({ ...list, items: readLocalList(list.key) }));
  if (lists.every((list) => list.items.length === 0)) return Promise.resolve();
  uploading = (async () => {
    for (const list of lists) {
      if (list.items.length === 0) continue;
      await api.post("/api/property/saveuserproperties", {
        savedPropertyType: list.type,
        properties: list.items.slice(0, LOCAL_LIST_MAX).map((item) => ({
          propertyListingId: item.propertyListingId,
          ...(item.listingTypeId === 1 || item.listingTypeId === 2 ? { listingTypeId: item.listingTypeId } : {}),
          ...(typeof item.createdDate === "string" && !Number.isNaN(Date.parse(item.createdDate))
            ? { createdDate: new Date(item.createdDate).toISOString() }
            : {}),
        })),
      });
      clearLocalList(list.key);
    }
    serverIds = null;
    await loadSavedIds(user);
  })()
    .catch(() => {
      // Kept locally; the next page tries again.
    })
    .finally(() => {
      uploading = null;
    });
  return uploading;
}
