import type { MouseEvent } from "react";
import { useI18n } from "../../i18n/i18n.tsx";
import { FavouriteToggle } from "../../ui/favourite-toggle.tsx";
import { ShareButton } from "../../ui/share-button.tsx";

/**
 * The sticky header of the detail page: back, the building and price, share
 * and the favourite toggle. Back returns to the previous page of this site when there
 * is one, otherwise it opens the search of the same purpose.
 */
export function ListingHeader(props: {
  title: string;
  price: string | null;
  purpose: "sale" | "rent";
  id: number;
  available: boolean;
  /** The page's canonical address, for sharing. */
  url: string;
}) {
  const { t, language } = useI18n();
  const back = (event: MouseEvent<HTMLAnchorElement>) => {
    // A page of this site came before: one the router moved from (its history entries count up from 0), or one
    // that loaded this page. document.referrer alone is the first page's, whatever the router did since.
    const routed = ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0;
    if (routed || (document.referrer.startsWith(window.location.origin) && window.history.length > 1)) {
      event.preventDefault();
      window.history.back();
    }
  };
  return (
    <div className="detail-header">
      <div className="container detail-header-inner">
        <a href={`/${language}/property-search/${props.purpose === "rent" ? "rent" : "buy"}`} onClick={back} className="back-link">
          ‹ {t("listing.back")}
        </a>
        <p className="detail-header-title">
          <span>{props.title}</span>
          {props.price ? <strong>{props.price}</strong> : null}
        </p>
        <div className="detail-header-actions">
          <ShareButton title={props.title} url={props.url} />
          <FavouriteToggle id={props.id} available={props.available} purpose={props.purpose} />
        </div>
      </div>
    </div>
  );
}
