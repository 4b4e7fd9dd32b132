// The filter state a search URL stands for (the inverse of the domain's
// filterToQuery), so panels open on what the page shows.
import type { SearchQuery } from "../../../domain/search/query.ts";
import type { CurrencyId } from "../../../domain/money/currency.ts";
import { FILTER_PANEL_DEFAULTS, type FilterState, type ResultView } from "../../../domain/search/filter-state.ts";
import { salePriceFromQuery } from "../../../domain/money/server-units.ts";
import { bedFromRange } from "../../../domain/search/bed-range.ts";
import { amenityIdsFromFlags } from "../../../domain/listing/amenities.ts";
import type { ShowOnlyId } from "../../../domain/listing/amenities.ts";
import { ICON_TYPE } from "../../../domain/listing/enums.ts";
import { LISTING_PURPOSE } from "../../../domain/listing/purpose.ts";
import { sortOptionFor } from "../../../domain/search/sort-options.ts";

function showOnlyOf(iconType: number): ShowOnlyId[] {
  if (iconType === ICON_TYPE.All) return [1, 2];
  if (iconType === ICON_TYPE.VirtualTour) return [1];
  if (iconType === ICON_TYPE.Video) return [2];
  return [];
}

/**
 * `districtIds` already includes the districts of any area in the URL.
 * Without a price in the URL the filter works in the visitor's currency.
 */
export function filterFromQuery(
  query: SearchQuery,
  opts: { districtIds: number[]; currencyId: CurrencyId; view: ResultView },
): FilterState {
  const sale = query.listingTypeId !== LISTING_PURPOSE.Rent;
  const price = (n: number) => (sale && n > 0 ? salePriceFromQuery(n) : n);
  const hasPrice = !(query.priceMin === 0 && query.priceMax < 0);
  return {
    ...FILTER_PANEL_DEFAULTS,
    mode: sale ? "sale" : "rent",
    keyword: query.keyword || query.districtName,
    currencyId: hasPrice ? query.currencyId : opts.currencyId,
    view: query.isMap ? "map" : opts.view,
    districtIds: opts.districtIds,
    layouts: query.layout,
    layoutSectionOpen: query.layout.length > 0,
    priceMin: price(query.priceMin),
    priceMax: price(query.priceMax),
    sizeType: query.sizeType,
    sizeMin: query.sizeMin,
    sizeMax: query.sizeMax,
    bed: bedFromRange(query.bedroomMin, query.bedroomMax),
    amenities: amenityIdsFromFlags(query),
    showOnly: showOnlyOf(query.iconType),
    sortKey: sortOptionFor(query).key,
  };
}
