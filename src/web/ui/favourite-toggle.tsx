import { useI18n } from "../i18n/i18n.tsx";
import { useFavourite } from "../lib/use-favourite.ts";
import { Icon } from "./icons.tsx";

/** The listing page's heart: a guest's favourites in this browser, a member's on the server. */
export function FavouriteToggle(props: { id: number; available: boolean; purpose: "sale" | "rent" }) {
  const { t } = useI18n();
  const { saved, toggle } = useFavourite(props.id, props.available, props.purpose);
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
