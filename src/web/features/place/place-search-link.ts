import { buildSearchPath } from "../../../domain/search/url.ts";
import { DEFAULT_SEARCH_QUERY } from "../../../domain/search/query.ts";
import { LISTING_PURPOSE } from "../../../domain/listing/purpose.ts";
import { SUGGESTION_RESULT_TYPE } from "../../../domain/listing/enums.ts";
import { languageIdFromCode, type LanguageCode } from "../../../domain/i18n/languages.ts";
import type { PlacePageKind } from "../../../domain/places/place-kinds.ts";

/** The search of a place's listings: a building or block result, the district filter, or the name as keyword. */
export function placeSearchPath(language: LanguageCode, kind: PlacePageKind, id: number, name: string, purpose: "sale" | "rent"): string {
  const base = {
    ...DEFAULT_SEARCH_QUERY,
    languageId: languageIdFromCode(language),
    listingTypeId: purpose === "rent" ? LISTING_PURPOSE.Rent : LISTING_PURPOSE.Sale,
  };
  if (kind === "district") return buildSearchPath({ ...base, district: [id] });
  if (kind === "building")
    return buildSearchPath({ ...base, keyword: name, searchResultType: SUGGESTION_RESULT_TYPE.building, searchResultId: id });
  if (kind === "block")
    return buildSearchPath({ ...base, keyword: name, searchResultType: SUGGESTION_RESULT_TYPE.block, searchResultId: id });
  return buildSearchPath({ ...base, keyword: name });
}
