// The query a search URL can carry. Fields the 18-segment grammar has no
// place for go back to their defaults, so parse(build(q)) equals
// canonicalSearchQuery(q) exactly.
import { DEFAULT_CURRENCY_ID } from "../money/currency.ts";
import { DEFAULT_SIZE_TYPE } from "../money/size.ts";
import { SUGGESTION_RESULT_TYPE } from "../listing/enums.ts";
import { LISTING_PURPOSE } from "../listing/purpose.ts";
import { DEFAULT_SEARCH_QUERY, normaliseSearchQuery } from "./query.ts";
import type { SearchQuery } from "./query.ts";

/** The result types a search URL can name by id: a building, street, estate, phase or block. */
export const PLACE_RESULT_TYPES: ReadonlySet<number> = new Set([
  SUGGESTION_RESULT_TYPE.building,
  SUGGESTION_RESULT_TYPE.address,
  SUGGESTION_RESULT_TYPE.estate,
  SUGGESTION_RESULT_TYPE.phase,
  SUGGESTION_RESULT_TYPE.block,
]);

export function canonicalSearchQuery(input: SearchQuery): SearchQuery {
  const q = normaliseSearchQuery(input);
  const hasPrice = !(q.priceMin === 0 && q.priceMax < 0);
  const hasSize = !(q.sizeMin === 0 && q.sizeMax < 0);
  const type = q.searchResultType;
  // A picked place keeps its type and id (the id goes in the query string,
  // decision 0022); building and block names keep their URL forms without one.
  const placeId = q.keyword !== "" && PLACE_RESULT_TYPES.has(type) && q.searchResultId > 0 ? q.searchResultId : 0;
  const keywordType =
    q.keyword !== "" && (placeId > 0 || type === SUGGESTION_RESULT_TYPE.building || type === SUGGESTION_RESULT_TYPE.block)
      ? type
      : SUGGESTION_RESULT_TYPE.keyword;
  const named = q.districtName !== "";
  return {
    ...q,
    // Only sale and rent have a URL word; Both/All fall back to the URL default.
    listingTypeId: q.listingTypeId === LISTING_PURPOSE.Rent ? LISTING_PURPOSE.Rent : LISTING_PURPOSE.Sale,
    // The district name wins over ids (spec: "or the district name when present").
    area: named ? [] : q.area,
    district: named ? [] : q.district,
    searchResultType: keywordType,
    searchResultId: placeId,
    currencyId: hasPrice ? q.currencyId : DEFAULT_CURRENCY_ID,
    sizeType: hasSize ? q.sizeType : DEFAULT_SIZE_TYPE,
    pageSize: DEFAULT_SEARCH_QUERY.pageSize,
    searchSaveSetType: DEFAULT_SEARCH_QUERY.searchSaveSetType,
    expandInMetres: DEFAULT_SEARCH_QUERY.expandInMetres,
    mapDetailsType: DEFAULT_SEARCH_QUERY.mapDetailsType,
  };
}
