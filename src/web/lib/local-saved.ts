// Guest-side saved lists, kept in this browser's localStorage: favourites
// and recently viewed. The rules (newest first, max 120) are
// the domain's; this file only reads and writes the browser's storage, and
// treats unreadable storage (private mode, bad JSON) as empty.
import type { SavedPurpose } from "../../domain/saved/saved-purpose.ts";
import { addToLocalList, removeFromLocalList } from "../../domain/saved/local-lists.ts";

/** `listingTypeId`: the purpose it was saved or viewed under (absent in lists kept before it was). */
export type LocalListing = { propertyListingId: number; createdDate: string; available: boolean; listingTypeId?: SavedPurpose };
export const FAVOURITES_KEY = "savedProperties";
export const RECENTLY_VIEWED_KEY = "recentlyViewed";

function read<T>(key: string): T[] {
  try {
    const value: unknown = JSON.parse(window.localStorage.getItem(key) ?? "[]");
    return Array.isArray(value) ? (value as T[]) : [];
  } catch {
    return [];
  }
}

function write(key: string, list: unknown[]): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(list));
  } catch {
    // Storage full or blocked: the page still works, the list just is not kept.
  }
}

/** The list as stored (newest first); unreadable storage reads as empty. */
export function readLocalList(key: string): LocalListing[] {
  return read<LocalListing>(key).filter(
    (x) => typeof x === "object" && x !== null && Number.isSafeInteger(x.propertyListingId) && x.propertyListingId > 0,
  );
}

export function clearLocalList(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Blocked storage has nothing to clear.
  }
}

export function isInList(key: string, id: number): boolean {
  return read<LocalListing>(key).some((x) => x.propertyListingId === id);
}

export function addListing(key: string, id: number, available: boolean, listingTypeId: SavedPurpose): void {
  write(
    key,
    addToLocalList(read<LocalListing>(key), { propertyListingId: id, createdDate: new Date().toISOString(), available, listingTypeId }),
  );
}

export function removeListing(key: string, id: number): void {
  write(key, removeFromLocalList(read<LocalListing>(key), id));
}
