// The guest's pending saved search: a search a guest chose
// to keep, or the search page on screen when their sign-up met an existing
// account ("saved locally under the e-mail"). One shape, written and read only
// here; it expires after 7 days and waits for a confirmed member to upload it.
import type { SavedSearchSet } from "../search/saved-search.ts";
import { readStamped, writeStamped, type KeyValueStore } from "./expiring-state.ts";

export const PENDING_SAVE_SEARCH_LIFE_MS = 7 * 24 * 60 * 60 * 1000;
export const PENDING_SAVE_SEARCH_KEY = "pendingSaveSearch";

/** `email`: the address it was kept under, when known; only that member uploads it. */
export type PendingSearch<Set extends SavedSearchSet = SavedSearchSet> = { email: string | null; set: Set };

export function keepPendingSearch(store: KeyValueStore, pending: PendingSearch, now: number): void {
  writeStamped(store, PENDING_SAVE_SEARCH_KEY, pending, now);
}

/** The pending search if one younger than 7 days is stored in this shape, else null. */
export function readPendingSearch(store: KeyValueStore, now: number): PendingSearch | null {
  const value = readStamped(store, PENDING_SAVE_SEARCH_KEY, PENDING_SAVE_SEARCH_LIFE_MS, now, false);
  if (typeof value !== "object" || value === null || !("set" in value) || !("email" in value)) return null;
  const { set, email } = value;
  if (typeof set !== "object" || set === null || !("name" in set) || typeof set.name !== "string") return null;
  if (email !== null && typeof email !== "string") return null;
  return { email, set: set as SavedSearchSet };
}

export type PendingSearchStep = "upload" | "discard" | "keep";

/**
 * What becomes of a pending search when a user is set: a user set with a
 * return state discards it; a confirmed member with an e-mail uploads it,
 * unless it was kept under another address; anyone else leaves it waiting.
 */
export function pendingSearchStep(
  pending: PendingSearch,
  user: { email: string; isConfirmed: boolean } | null,
  hasReturnState: boolean,
): PendingSearchStep {
  if (!user) return "keep";
  if (hasReturnState) return "discard";
  if (!user.isConfirmed || user.email === "") return "keep";
  if (pending.email !== null && pending.email.toLowerCase() !== user.email.toLowerCase()) return "keep";
  return "upload";
}
