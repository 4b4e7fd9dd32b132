import type { LanguageCode } from "../../domain/i18n/languages.ts";
import { languageIdFromCode } from "../../domain/i18n/languages.ts";
import { LISTING_PURPOSE } from "../../domain/listing/purpose.ts";
import { createSearchQuery, type SearchQuery } from "../../domain/search/query.ts";
import { buildSearchPath } from "../../domain/search/url.ts";

export type Purpose = "sale" | "rent";

/** The search of a language and purpose, before any filter. */
export function purposeQuery(language: LanguageCode, purpose: Purpose): Pick<SearchQuery, "languageId" | "listingTypeId"> {
  return { languageId: languageIdFromCode(language), listingTypeId: purpose === "rent" ? LISTING_PURPOSE.Rent : LISTING_PURPOSE.Sale };
}

/** The search URL of a typed keyword (the home form, the overlay, the form posted before hydration). */
export function keywordPath(keyword: string, language: LanguageCode, purpose: Purpose): string {
  return buildSearchPath(createSearchQuery({ ...purposeQuery(language, purpose), keyword: keyword.trim() }));
}
