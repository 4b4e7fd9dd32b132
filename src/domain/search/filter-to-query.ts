// Filter → search query: sale prices are sent ÷10000 (held in units of
// 10000 by the query), the bed option becomes a bedroom range, amenities
// become the three flags and show-only options pick the icon type.
import type { FilterState } from "./filter-state.ts";
import type { SearchQuery } from "./query.ts";
import { normaliseSearchQuery } from "./query.ts";
import { salePriceToQuery } from "../money/server-units.ts";
import { flagsFromAmenityIds } from "../listing/amenities.ts";
import { ICON_TYPE } from "../listing/enums.ts";
import type { IconType } from "../listing/enums.ts";
import { LISTING_PURPOSE } from "../listing/purpose.ts";
import { sortOptionByKey } from "./sort-options.ts";
import { bedToRange } from "./bed-range.ts";

/** vr → VirtualTour, video → Video, both → All; none keeps Exclusive if set. */
export function iconTypeFromShowOnly(showOnly: readonly number[], current: IconType): IconType {
  const vr = showOnly.includes(1);
  const video = showOnly.includes(2);
  if (vr && video) return ICON_TYPE.All;
  if (vr) return ICON_TYPE.VirtualTour;
  if (video) return ICON_TYPE.Video;
  return current === ICON_TYPE.Exclusive ? current : ICON_TYPE.None;
}

export function filterToQuery(filter: FilterState, base: SearchQuery): SearchQuery {
  const isSale = filter.mode === "sale";
  const price = (n: number) => (isSale ? salePriceToQuery(n) : n);
  const beds = bedToRange(filter.bed);
  const sort = sortOptionByKey(filter.sortKey);
  return normaliseSearchQuery({
    ...base,
    listingTypeId: isSale ? LISTING_PURPOSE.Sale : LISTING_PURPOSE.Rent,
    keyword: filter.keyword,
    currencyId: filter.currencyId,
    district: filter.districtIds,
    layout: filter.layouts,
    priceMin: price(filter.priceMin),
    priceMax: price(filter.priceMax),
    sizeType: filter.sizeType,
    sizeMin: filter.sizeMin,
    sizeMax: filter.sizeMax,
    bedroomMin: beds.min,
    bedroomMax: beds.max,
    ...flagsFromAmenityIds(filter.amenities),
    iconType: iconTypeFromShowOnly(filter.showOnly, base.iconType),
    sortBy: sort.sortBy,
    orderBy: sort.orderBy,
    isMap: filter.view === "map",
    pageNumber: 1,
  });
}
