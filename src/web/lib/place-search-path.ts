import { buildSearchPath } from "../../domain/search/url.ts";
import { DEFAULT_SEARCH_QUERY } from "../../domain/search/query.ts";
import { LISTING_PURPOSE } from "../../domain/listing/purpose.ts";
import { SUGGESTION_RESULT_TYPE } from "../../domain/listing/enums.ts";
import { languageIdFromCode, type LanguageCode } from "../../domain/i18n/languages.ts";
import type { PlacePageKind } from "../../domain/places/place-kinds.ts";

const T = SUGGESTION_RESULT_TYPE;
const RESULT_TYPE = { building: T.building, block: T.block, estate: T.estate, phase: T.phase, development: T.estate } as const;

/** The search of a place's listings: the district filter, or the place's type and id. */
export function placeSearchPath(language: LanguageCode, kind: PlacePageKind, id: number, name: string, purpose: "sale" | "rent"): string {
  const base = {
    ...DEFAULT_SEARCH_QUERY,
    languageId: languageIdFromCode(language),
    listingTypeId: purpose === "rent" ? LISTING_PURPOSE.Rent : LISTING_PURPOSE.Sale,
  };
  if (kind === "district") return buildSearchPath({ ...base, district: [id] });
  // Every other place by its id (decision 0022): its own listings, not every place of the same name.
  return buildSearchPath({ ...base, keyword: name, searchResultType: RESULT_TYPE[kind], searchResultId: id });
}

/** The search page of a purpose, unfiltered: Buy or Rent. */
export function purposeSearchPath(language: LanguageCode, purpose: "sale" | "rent"): string {
  return buildSearchPath({
    ...DEFAULT_SEARCH_QUERY,
    languageId: languageIdFromCode(language),
    listingTypeId: purpose === "rent" ? LISTING_PURPOSE.Rent : LISTING_PURPOSE.Sale,
  });
}
