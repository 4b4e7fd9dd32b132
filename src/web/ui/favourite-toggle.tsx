import { useI18n } from "../i18n/i18n.tsx";
import { useLocalFavourite } from "../lib/use-local-favourite.ts";
import { Icon } from "./icons.tsx";

/** The listing page's heart; guests keep favourites locally (the saved-items issue adds the remote list). */
export function FavouriteToggle(props: { id: number; available: boolean }) {
  const { t } = useI18n();
  const { saved, toggle } = useLocalFavourite(props.id, props.available);
  return (
    <button
      type="button"
      className={saved ? "icon-button favourite is-saved" : "icon-button favourite"}
      aria-pressed={saved}
      aria-label={t("listing.favourite")}
      onClick={toggle}
    >
      <Icon name="heart" />
    </button>
  );
}
