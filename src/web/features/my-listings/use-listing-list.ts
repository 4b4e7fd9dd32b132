import { useCallback, useEffect, useState } from "react";
import { api } from "../../lib/api-client.ts";
import { listingFailure } from "./owner-listing-facts.ts";

/**
 * A list of listings the page reads as its viewer (the owner's, or the agent's queue): null while it loads, the
 * failure's message when it failed, `load` to read it again, `replace` to put one listing's new state in its place.
 */
export function useListingList<T extends { id: number }>(path: string) {
  const [listings, setListings] = useState<T[] | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const load = useCallback(() => {
    let current = true;
    setFailed(null);
    api
      .get<{ results: T[] }>(path)
      .then((answer) => current && setListings(answer.results))
      .catch((failure: unknown) => current && setFailed(listingFailure(failure).message));
    return () => {
      current = false;
    };
  }, [path]);
  useEffect(load, [load]);
  const replace = (listing: T) => setListings((old) => old && old.map((l) => (l.id === listing.id ? listing : l)));
  return { listings, failed, load, replace };
}
