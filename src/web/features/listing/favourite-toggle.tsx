import { useEffect, useState } from "react";
import { useI18n } from "../../i18n/i18n.tsx";
import { Icon } from "../../ui/icons.tsx";
import { addListing, FAVOURITES_KEY, isInList, removeListing } from "./local-saved.ts";

/** Heart toggle; guests keep favourites locally (the saved-items issue adds the remote list). */
export function FavouriteToggle(props: { id: number; available: boolean }) {
  const { t } = useI18n();
  const [saved, setSaved] = useState(false);
  useEffect(() => setSaved(isInList(FAVOURITES_KEY, props.id)), [props.id]);
  const toggle = () => {
    if (saved) removeListing(FAVOURITES_KEY, props.id);
    else addListing(FAVOURITES_KEY, props.id, props.available);
    setSaved(!saved);
  };
  return (
    <button type="button" className={saved ? "icon-button favourite is-saved" : "icon-button favourite"} aria-pressed={saved} aria-label={t("listing.favourite")} onClick={toggle}>
      <Icon name="heart" />
    </button>
  );
}
