// Where a picked suggestion (or the raw keyword) leads: the search URL in the
// page's language for the chosen purpose. Districts and special districts
// search by district ids; buildings, blocks, estates, phases and streets by
// their id (decision 0022).
import { createSearchQuery } from "../../domain/search/query.ts";
import { buildSearchPath } from "../../domain/search/url.ts";
import { SUGGESTION_RESULT_TYPE, type SuggestionResultType } from "../../domain/listing/enums.ts";
import { PLACE_RESULT_TYPES } from "../../domain/search/url-canonical.ts";
import type { LanguageCode, Names } from "../../domain/i18n/languages.ts";
import { purposeQuery, type Purpose } from "./keyword-path.ts";

/** `names` are the place's names in the three languages: the label is shown in the page's language. */
export type Suggestion = {
  resultId: number;
  result: string;
  type: number;
  count?: number;
  names?: Names;
  /** A special district's fixed district set. */
  districtIds?: number[];
};
export type SuggestionGroup = { key: string; items: Suggestion[] };
export function suggestionPath(s: Suggestion, language: LanguageCode, purpose: Purpose): string {
  const T = SUGGESTION_RESULT_TYPE;
  const b = purposeQuery(language, purpose);
  if (s.type === T.district) return buildSearchPath(createSearchQuery({ ...b, district: [s.resultId] }));
  // Special districts: the localityarea form with their fixed district set.
  if (s.type === T.specialDistrict && s.districtIds?.length) return buildSearchPath(createSearchQuery({ ...b, district: s.districtIds }));
  // Other places by id, so the count promised is the count shown.
  if (PLACE_RESULT_TYPES.has(s.type))
    return buildSearchPath(
      createSearchQuery({ ...b, keyword: s.result, searchResultType: s.type as SuggestionResultType, searchResultId: s.resultId }),
    );
  return buildSearchPath(createSearchQuery({ ...b, keyword: s.result }));
}

/** Up/Down move through every row of every group and wrap at both ends; -1 is "none highlighted". */
export function moveHighlight(current: number, total: number, step: 1 | -1): number {
  if (total === 0) return -1;
  if (current < 0) return step === 1 ? 0 : total - 1;
  return (current + step + total) % total;
}
