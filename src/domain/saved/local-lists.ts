// Guest-side saved items (favourites and recently viewed kept in the
// browser, at most LOCAL_LIST_MAX each): pure
// functions over plain data and `now` (ms since epoch).

export const LOCAL_LIST_MAX = 120;
export const RECENTLY_VIEWED_PAGE_SIZE = 12;

export type SavedItem = { propertyListingId: number; createdDate: string | null; available: boolean };

/** Newest first, one entry per id, at most 120 (the oldest drop off). */
export function addToLocalList<T extends { propertyListingId: number }>(list: readonly T[], item: T): T[] {
  const rest = list.filter((x) => x.propertyListingId !== item.propertyListingId);
  return [item, ...rest].slice(0, LOCAL_LIST_MAX);
}

export function removeFromLocalList<T extends { propertyListingId: number }>(list: readonly T[], id: number): T[] {
  return list.filter((x) => x.propertyListingId !== id);
}

/** Page n (from 1) of the local recently viewed list, 12 per page. */
export function recentlyViewedPage<T>(list: readonly T[], page: number): T[] {
  const start = (Math.max(1, Math.floor(page)) - 1) * RECENTLY_VIEWED_PAGE_SIZE;
  return list.slice(start, start + RECENTLY_VIEWED_PAGE_SIZE);
}

function time(date: string | null): number | null {
  if (!date) return null;
  const t = Date.parse(date);
  return Number.isNaN(t) ? null : t;
}

/** Available first, then by creation date, newest first (direction unstated in the spec). */
export function sortSavedItems<T extends SavedItem>(list: readonly T[]): T[] {
  return [...list].sort((a, b) => {
    if (a.available !== b.available) return a.available ? -1 : 1;
    return (time(b.createdDate) ?? -Infinity) - (time(a.createdDate) ?? -Infinity);
  });
}
