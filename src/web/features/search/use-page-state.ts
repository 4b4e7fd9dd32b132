import { useEffect, useState } from "react";
import { savePageState, takePageState } from "../../../domain/saved/expiring-state.ts";
import { isReloadingForHistory } from "../../lib/history-reload.ts";

/**
 * The spec's saved page state: written when a visitor opens a card (the
 * results' path, how many pages were loaded, the grid or list view, the card),
 * read back — and removed — when the same results are shown again within
 * 10 s, as after Back. Kept in localStorage.
 */
export type SavedPageState = { path: string; pages: number; view: "grid" | "list"; cardId: number };

function isSaved(value: unknown): value is SavedPageState {
  if (typeof value !== "object" || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.path === "string" &&
    typeof v.pages === "number" &&
    Number.isInteger(v.pages) &&
    v.pages >= 1 &&
    v.pages <= 50 &&
    (v.view === "grid" || v.view === "list") &&
    typeof v.cardId === "number"
  );
}

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function rememberPageState(state: SavedPageState): void {
  const store = storage();
  if (store) savePageState(store, state, Date.now());
}

/**
 * The state saved for these results, taken once after the page mounts; null when there is none, or when the visitor
 * came back more than 10 s after opening the card (counted to the moment they asked for this page, not to when its
 * script ran).
 */
export function useRestoredPageState(path: string): SavedPageState | null {
  const [restored, setRestored] = useState<SavedPageState | null>(null);
  useEffect(() => {
    const store = storage();
    // Back renders these results in the browser and reloads the document: the reloaded page takes the state.
    if (!store || isReloadingForHistory()) return;
    const value = takePageState(store, Date.now(), performance.timeOrigin);
    if (isSaved(value) && value.path === path) setRestored(value);
  }, [path]);
  return restored;
}
