import { lazy, Suspense, useEffect } from "react";
import { useNavigation } from "react-router";
import type { SearchPageData } from "./search-data.ts";
import { LISTING_PURPOSE } from "../../../domain/listing/purpose.ts";
import { useI18n } from "../../i18n/i18n.tsx";
import { PageMeta } from "../layout/page-meta.tsx";
import { FilterBar } from "./filter-bar.tsx";
import { ResultsHead } from "./results-head.tsx";
import { ResultsList } from "./results-list.tsx";
import { SortColumnBar } from "./sort-column-bar.tsx";
import { searchHeading } from "./search-heading.ts";
import { useSearchFilter } from "./use-search-filter.ts";
import { useFilterDialog } from "./use-filter-dialog.ts";
import { placeTreeFromJson } from "./place-tree.ts";
import { SearchIconSprite } from "./search-icons.tsx";

// The full panel and the map load when first used; the grid needs neither.
const FilterDialog = lazy(() => import("./filter-dialog.tsx").then((m) => ({ default: m.FilterDialog })));
const MapArea = lazy(() => import("../map/map-area.tsx").then((m) => ({ default: m.MapArea })));

/** The results page: header filter bar, heading, grid / list / map, pager and load more. */
export function SearchPage({ data }: { data: SearchPageData }) {
  const { t } = useI18n();
  const { query, pager, path, currencyId } = data;
  const places = placeTreeFromJson(data.places);
  const search = useSearchFilter(query, path, places, currencyId);
  const dialog = useFilterDialog(search);
  const navigation = useNavigation();
  const busy = navigation.state === "loading" && navigation.location.pathname.includes("/property-search");
  const heading = searchHeading(query, pager.totalItems, places, t);
  const purpose = query.listingTypeId === LISTING_PURPOSE.Rent ? "rent" : "sale";

  // Spec: browser back and forward reload the page.
  useEffect(() => {
    const reload = () => window.location.reload();
    window.addEventListener("popstate", reload);
    return () => window.removeEventListener("popstate", reload);
  }, []);

  return (
    <div className={`search-page${search.filter.view === "map" ? " is-map" : ""}`}>
      <SearchIconSprite />
      <PageMeta title={`${heading} | ${t("site.name")}`} description={t("search.metaDescription", { heading })} />
      <FilterBar search={search} query={query} places={places} onOpenDialog={dialog.open} />
      <div className="container search-body">
        <ResultsHead heading={heading} search={search} total={pager.totalItems} />
        {search.filter.view === "map" ? (
          <Suspense fallback={<div className="map-layout"><div className="map-frame"><div className="map-skeleton" /></div></div>}>
            <MapArea data={data} busy={busy} purpose={purpose} />
          </Suspense>
        ) : (
          <>
            {search.filter.view === "list" ? <SortColumnBar query={query} search={search} purpose={purpose} /> : null}
            <ResultsList data={data} busy={busy} layout={search.filter.view === "list" ? "list" : "grid"} purpose={purpose} />
          </>
        )}
      </div>
      {dialog.isOpen || dialog.prompt ? (
        <Suspense fallback={null}><FilterDialog dialog={dialog} places={places} query={query} /></Suspense>
      ) : null}
    </div>
  );
}
