import { useEffect } from "react";
import { addListing, RECENTLY_VIEWED_KEY } from "../../lib/local-saved.ts";

/** Viewing a listing puts it first in the guest's local recently viewed list. */
export function useRecentlyViewed(id: number, available: boolean): void {
  useEffect(() => addListing(RECENTLY_VIEWED_KEY, id, available), [id, available]);
}
