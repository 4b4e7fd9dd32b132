// The listing form kept in this browser (IndexedDB, through idb-keyval), photos
// included, so nothing typed or chosen is lost while a guest signs up and
// confirms their e-mail address, or when the page is closed by mistake. The
// draft is this browser's only: it is never sent anywhere until the owner
// sends the listing, and it is cleared once the listing is stored.
import { createStore, del, get, set, type UseStore } from "idb-keyval";
import type { FormStep, ListingForm } from "./listing-form-model.ts";

export interface KeptDraft {
  form: ListingForm;
  step: FormStep;
  /** The listing being edited or already saved as a draft on the server. */
  listingId: number | null;
  /** Photos not uploaded yet, by their form id. */
  files: Record<string, Blob>;
  savedAt: number;
}

const KEY = "draft";
/** A draft older than this is not offered back: the owner has moved on. */
const KEPT_FOR_MS = 30 * 24 * 60 * 60 * 1000;

let store: UseStore | null = null;
const theStore = () => (store ??= createStore("harbour-homes-list-property", "drafts"));

/** The draft kept in this browser, or null (none, too old, or no IndexedDB, as in a private window). */
export async function readDraft(now = Date.now()): Promise<KeptDraft | null> {
  try {
    const draft = await get<KeptDraft>(KEY, theStore());
    return draft && now - draft.savedAt < KEPT_FOR_MS ? draft : null;
  } catch {
    return null;
  }
}

/** Keeps the draft; answers false when the browser cannot (the form still works, it is only not kept). */
export async function keepDraft(draft: KeptDraft): Promise<boolean> {
  try {
    await set(KEY, draft, theStore());
    return true;
  } catch {
    return false;
  }
}

export async function forgetDraft(): Promise<void> {
  try {
    await del(KEY, theStore());
  } catch {
    // Nothing kept, nothing to forget.
  }
}
