import { useEffect, useState } from "react";
import { Link } from "react-router";
import { LISTING_PURPOSE } from "../../../domain/listing/purpose.ts";
import { useI18n } from "../../i18n/i18n.tsx";
import { useLayoutStore } from "../../lib/layout-context.tsx";
import { forgetPendingSearch, PENDING_SEARCH_HASH, pendingSearchSet, type SearchSetToSave } from "../../lib/saved-searches.ts";

/**
 * The search a guest keeps in this browser (until they sign up, at most 7
 * days), shown as a member's saved search is: its name opens its results,
 * its purpose and where it is kept below, and Remove forgets it. Read after
 * hydration: the server cannot see the browser's storage.
 */
export function PendingSearchRow() {
  const { t, language } = useI18n();
  const store = useLayoutStore();
  const [set, setSet] = useState<SearchSetToSave | null>(null);
  useEffect(() => setSet(pendingSearchSet()), []);
  if (!set) return null;
  const rent = set.listingTypeId === LISTING_PURPOSE.Rent;
  return (
    <ul className="saved-search-list">
      <li className="saved-search-row" data-testid="pending-search">
        <div className="saved-search-main">
          <h2>
            <Link to={`/${language}/property-search/${rent ? "rent" : "buy"}${PENDING_SEARCH_HASH}`} reloadDocument>
              {set.name}
            </Link>
          </h2>
          <p className="muted">{[t(rent ? "saved.searches.rent" : "saved.searches.buy"), t("saved.searches.keptHere")].join(" · ")}</p>
        </div>
        <div className="saved-search-controls">
          <button
            type="button"
            className="button button-ghost button-wrap"
            onClick={() => {
              forgetPendingSearch();
              setSet(null);
              store.showMessage("saved.msg.removeSaveSearchSuccess", { warningLevel: "info" });
            }}
          >
            {t("saved.searches.remove", { name: set.name })}
          </button>
        </div>
      </li>
    </ul>
  );
}
