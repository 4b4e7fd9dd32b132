import { lazy, Suspense, useEffect, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import type { SearchQuery } from "../../../domain/search/query.ts";
import type { CurrencyId } from "../../../domain/money/currency.ts";
import type { SavedSearchSet } from "../../../domain/search/saved-search.ts";
import { useI18n } from "../../i18n/i18n.tsx";
import { useLayout, useLayoutStore } from "../../lib/layout-context.tsx";
import { forgetPendingSearch, PENDING_SEARCH_HASH, pendingSearchSet, savedSearchApi } from "../../lib/saved-searches.ts";
import type { PlaceTree } from "./place-tree.ts";
import { PanelMessages } from "../../i18n/panel-messages.tsx";

const loadSaveSearchDialog = () => import("./save-search-dialog.tsx");
const SaveSearchDialog = lazy(() => loadSaveSearchDialog().then((m) => ({ default: m.SaveSearchDialog })));

const SEARCH_ID_HASH = /^#searchid=(\d{1,15})$/;

/** The saved search the page was opened from, and how to remove it. */
type OpenSearch = { name: string; remove: () => Promise<unknown> };

/**
 * Save Search on the results page, `#savenow` (opens the dialog), and
 * `#searchid={id}`: the member's saved search is opened with its filter
 * rebuilt, and can be removed from here (the hash is cleared and the page
 * loads again). `#pendingsearch` opens the search a guest keeps in this
 * browser the same way.
 */
export function SavedSearchBar(props: { query: SearchQuery; places: PlaceTree; currencyId: CurrencyId; name: string }) {
  const { t, language } = useI18n();
  const { user } = useLayout();
  const store = useLayoutStore();
  const navigate = useNavigate();
  const location = useLocation();
  const [saving, setSaving] = useState(false);
  const [open, setOpen] = useState<OpenSearch | null>(null);
  const [hash, setHash] = useState("");

  useEffect(() => {
    const read = () => setHash(window.location.hash);
    read();
    window.addEventListener("hashchange", read);
    return () => window.removeEventListener("hashchange", read);
  }, [location.key]);

  useEffect(() => {
    if (hash === "#savenow") {
      window.history.replaceState(window.history.state, "", location.pathname + location.search);
      // Read once: the hash is gone, so a later run (the guest signing up sets a user) must not open the dialog again.
      setHash("");
      setSaving(true);
      return;
    }
    let live = true;
    // The rules rebuilding a set's filter load only when a saved search is opened.
    const show = (set: SavedSearchSet, remove: () => Promise<unknown>) =>
      import("./saved-search-path.ts").then(({ searchPathOfSet }) => {
        if (!live) return;
        setOpen({ name: set.name, remove });
        const path = searchPathOfSet(set, props.places, language);
        if (path !== location.pathname) void navigate(`${path}${hash}`, { replace: true });
      });
    const failed = () => {
      if (live) store.showMessage("apiCallError");
    };
    if (hash === PENDING_SEARCH_HASH) {
      const pending = pendingSearchSet();
      if (pending) show(pending, async () => forgetPendingSearch()).catch(failed);
      else setOpen(null);
      return () => {
        live = false;
      };
    }
    const match = SEARCH_ID_HASH.exec(hash);
    // Saved searches are the server's: a guest has none to open.
    if (!match || !user) {
      setOpen(null);
      return;
    }
    savedSearchApi
      .byIds([Number(match[1])])
      .then(([set]) => (set ? show(set, () => savedSearchApi.remove(set.userSearchSetId)) : undefined))
      .catch(failed);
    return () => {
      live = false;
    };
  }, [hash, user, language, location.pathname, location.search, navigate, props.places, store]);

  async function remove(search: OpenSearch) {
    try {
      await search.remove();
    } catch {
      store.showMessage("saved.msg.searchSavedFailed");
      return;
    }
    setOpen(null);
    await navigate(location.pathname + location.search, { replace: true });
    setHash("");
    store.showMessage("saved.msg.removeSaveSearchSuccess", { warningLevel: "info" });
  }

  return (
    <div className="saved-search-bar">
      {open ? (
        <p className="saved-search-open" data-testid="open-saved-search">
          <span>{t("saved.search.open", { name: open.name })}</span>
          <button type="button" className="button button-ghost" onClick={() => void remove(open)}>
            {t("saved.search.remove")}
          </button>
        </p>
      ) : null}
      <button type="button" className="button button-ghost" onClick={() => setSaving(true)}>
        {t("search.saveSearch")}
      </button>
      {saving ? (
        <Suspense fallback={null}>
          <PanelMessages part="search-panels" load={loadSaveSearchDialog}>
            <SaveSearchDialog
              open={saving}
              onClose={() => setSaving(false)}
              query={props.query}
              places={props.places}
              currencyId={props.currencyId}
              defaultName={props.name}
            />
          </PanelMessages>
        </Suspense>
      ) : null}
    </div>
  );
}
