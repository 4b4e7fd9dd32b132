import { useEffect, useState } from "react";
import { addListing, FAVOURITES_KEY, isInList, removeListing } from "./local-saved.ts";

/**
 * A listing's heart, kept in the browser's favourites list (the listing
 * page's and every result card's). The server renders it unsaved (or saved
 * when `savedOnServer`), and the list is read after hydration, so both
 * renders agree.
 */
export function useLocalFavourite(id: number, available: boolean, savedOnServer = false): { saved: boolean; toggle: () => void } {
  const [saved, setSaved] = useState(savedOnServer);
  useEffect(() => setSaved(savedOnServer || isInList(FAVOURITES_KEY, id)), [id, savedOnServer]);
  const toggle = () => {
    if (saved) removeListing(FAVOURITES_KEY, id);
    else addListing(FAVOURITES_KEY, id, available);
    setSaved(!saved);
  };
  return { saved, toggle };
}
