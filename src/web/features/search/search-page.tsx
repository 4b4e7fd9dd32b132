import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, type ReactNode } from "react";
import { useNavigation } from "react-router";
import type { SearchPageData } from "./search-data.ts";
import { LISTING_PURPOSE } from "../../../domain/listing/purpose.ts";
import { useI18n } from "../../i18n/i18n.tsx";
import { PageMeta } from "../../ui/page-meta.tsx";
import { Breadcrumbs } from "../../ui/breadcrumbs.tsx";
import { useRootData } from "../../lib/root-data.ts";
import { useLayoutStore } from "../../lib/layout-context.tsx";
import { searchTrail } from "../../lib/search-trail.ts";
import { crumbsJsonLd } from "../../lib/breadcrumb-json-ld.ts";
import { FilterBar } from "./filter-bar.tsx";
import { ResultsHead } from "./results-head.tsx";
import { ResultsList } from "./results-list.tsx";
import { SortColumnBar } from "./sort-column-bar.tsx";
import { searchHeading, searchName } from "./search-heading.ts";
import { useSavableSearch } from "../../lib/saved-searches.ts";
import { MAX_SEARCH_NAME_LENGTH, NOTIFICATION_FREQUENCY } from "../../../domain/saved/saved-codes.ts";
import { ENQUIRY_TYPE } from "../../../domain/enquiry/enquiry-codes.ts";
import { mapShowsAll } from "../../../domain/map/constants.ts";
import { useSearchFilter } from "./use-search-filter.ts";
import { useRestoredPageState, type SavedPageState } from "./use-page-state.ts";
import { useFilterDialog } from "./use-filter-dialog.ts";
import { SavedSearchBar } from "./saved-search-bar.tsx";
import { placeTreeFromJson } from "./place-tree.ts";
import { SearchIconSprite } from "../../ui/search-icons.tsx";
import { HydrateWhenIdle } from "../../ui/hydrate-when-idle.tsx";
import type { CardPurpose } from "../../lib/card-format.ts";
import { track } from "../../lib/analytics.ts";
import { searchEvent } from "../../lib/analytics-events.ts";
import { PanelMessages, usePanelLoad } from "../../i18n/panel-messages.tsx";
import { usePreloadOnIntent } from "../../lib/use-preload-on-intent.ts";

// The full panel loads when first used; the grid does not need it.
const loadFilterDialog = () => import("./filter-dialog.tsx");
const FilterDialog = lazy(() => loadFilterDialog().then((m) => ({ default: m.FilterDialog })));

/** The map view as the route draws it (the map feature, loaded when first shown), with this page's list beside it. */
export type MapView = (view: { purpose: CardPurpose; list: ReactNode }) => ReactNode;

/** The results page: header filter bar, heading, grid / list / map, pager and load more. */
export function SearchPage({ data, map }: { data: SearchPageData; map: MapView }) {
  const { t, language } = useI18n();
  const { query, pager, path, currencyId } = data;
  const places = useMemo(() => placeTreeFromJson(data.places), [data.places]);
  const search = useSearchFilter(query, path, places, currencyId);
  // Back from a listing within 10 s: the view, the loaded pages and the card come back.
  const restored = useRestoredPageState(path);
  const viewSet = useRef<SavedPageState | null>(null);
  useEffect(() => {
    if (!restored || viewSet.current === restored) return;
    viewSet.current = restored;
    search.setView(restored.view);
  }, [restored, search]);
  // Each results page loaded or changed (filters, sort, page, view) is a search for analytics.
  const totalItems = pager.totalItems;
  useEffect(() => track(searchEvent(query, totalItems)), [path]);
  const dialog = useFilterDialog(search);
  // The texts of the filter panels, the dialogs and the map come once the page is idle, before any is opened.
  usePreloadOnIntent(usePanelLoad("search-panels"));
  const navigation = useNavigation();
  const busy = navigation.state === "loading" && navigation.location.pathname.includes("/property-search");
  const heading = searchHeading(query, pager.totalItems, places, t, data.mapPlace);
  const purpose: CardPurpose = query.listingTypeId === LISTING_PURPOSE.Rent ? "rent" : "sale";
  // The search as saved unasked (after an enquiry, or under an existing account's e-mail at sign-up): its heading's name, daily alerts.
  const name = searchName(query, places, t).slice(0, MAX_SEARCH_NAME_LENGTH);
  // The rules of a set to save load when one is saved, not with the page.
  const searchSet = useCallback(
    async () =>
      (await import("./use-save-search.ts")).searchSetOf({ query, places, currencyId, language }, name, {
        enabled: true,
        frequency: NOTIFICATION_FREQUENCY.Daily,
      }),
    [query, places, currencyId, language, name],
  );
  useSavableSearch(searchSet);
  // A card's enquiry is about a listing found by this search; once sent with an e-mail, the search is saved.
  const store = useLayoutStore();
  const afterSent = (email: string) =>
    void Promise.all([import("./save-search-after-enquiry.ts"), searchSet()])
      .then(([{ saveSearchAfterEnquiry }, set]) => saveSearchAfterEnquiry({ store, language }, set, email))
      .catch(() => store.showMessage("apiCallError"));
  const enquiry = { enquiryType: ENQUIRY_TYPE.Search_Property_Listing, afterSent };
  const { publicUrl } = useRootData();
  const crumbs = useMemo(() => searchTrail(language, purpose, data.trail, t), [language, purpose, data.trail, t]);
  const mapList = <ResultsList data={data} busy={busy} layout="list" purpose={purpose} compact enquiry={enquiry} />;

  return (
    <div className={`search-page${search.filter.view === "map" ? " is-map" : ""}`}>
      <SearchIconSprite />
      <PageMeta
        title={`${heading} | ${t("site.name")}`}
        description={t("search.metaDescription", { heading })}
        jsonLd={[crumbsJsonLd([{ label: t("nav.home"), to: `/${language}` }, ...crumbs], publicUrl, `${publicUrl}${path}`)]}
      />
      {/* Its buttons open panels: it goes live in an idle moment or on the first pointer, key, touch or focus (decision 0066). */}
      <HydrateWhenIdle>
        <FilterBar search={search} query={query} places={places} onOpenDialog={dialog.open} />
      </HydrateWhenIdle>
      <div className="container search-body">
        <Breadcrumbs items={crumbs} />
        <ResultsHead heading={heading} search={search} total={pager.totalItems} />
        <SavedSearchBar query={query} places={places} currencyId={currencyId} name={name} />
        {search.filter.view === "map" ? (
          <p className="map-scope" data-testid="map-scope">
            {/* Below zoom 15 the list beside the map is every result of the search; from 15 on, those inside the map. */}
            {query.geoString !== "" && !mapShowsAll(query.zoomLevel) ? t("search.map.showingInView") : t("search.map.showingAll")}
          </p>
        ) : null}
        {search.filter.view === "map" ? (
          // Until the map's chunk arrives the same layout stands with the same list beside an empty frame, so nothing moves.
          <Suspense
            fallback={
              <div className="map-layout">
                <div className="map-frame">
                  <div className="map-skeleton" />
                </div>
                <div className="map-side">{mapList}</div>
              </div>
            }
          >
            {map({ purpose, list: mapList })}
          </Suspense>
        ) : (
          <>
            {search.filter.view === "list" ? <SortColumnBar query={query} search={search} purpose={purpose} /> : null}
            <ResultsList
              data={data}
              busy={busy}
              layout={search.filter.view === "list" ? "list" : "grid"}
              purpose={purpose}
              restore={restored}
              enquiry={enquiry}
            />
          </>
        )}
      </div>
      {dialog.isOpen || dialog.prompt ? (
        <Suspense fallback={null}>
          <PanelMessages part="search-panels" load={loadFilterDialog}>
            <FilterDialog dialog={dialog} places={places} query={query} />
          </PanelMessages>
        </Suspense>
      ) : null}
    </div>
  );
}
