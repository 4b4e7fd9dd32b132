// Listing purpose (server ids) and the search filter type (client ids with
// text forms). They are different enumerations with different numbering.

export const LISTING_PURPOSE = { Sale: 1, Rent: 2, Both: 3, All: 4 } as const;
export type ListingPurpose = (typeof LISTING_PURPOSE)[keyof typeof LISTING_PURPOSE];

export const SEARCH_FILTER_TYPE = { buy: 0, rent: 1, buyOrRent: 2, all: 3 } as const;
export type SearchFilterType = (typeof SEARCH_FILTER_TYPE)[keyof typeof SEARCH_FILTER_TYPE];

/** Text forms of the filter type; "all" has none in the spec, so it reuses buyrent. */
export const SEARCH_FILTER_TYPE_TEXT = {
  0: "buy",
  1: "rent",
  2: "buyrent",
  3: "buyrent",
} as const satisfies Record<SearchFilterType, string>;

export const DEFAULT_SEARCH_FILTER_TYPE: SearchFilterType = SEARCH_FILTER_TYPE.buy;

export function isListingPurpose(value: number): value is ListingPurpose {
  return value === 1 || value === 2 || value === 3 || value === 4;
}

export function parseSearchFilterType(text: string): SearchFilterType {
  switch (text.toLowerCase()) {
    case "rent":
      return SEARCH_FILTER_TYPE.rent;
    case "buyrent":
      return SEARCH_FILTER_TYPE.buyOrRent;
    default:
      return DEFAULT_SEARCH_FILTER_TYPE;
  }
}

export function purposeFromFilterType(type: SearchFilterType): ListingPurpose {
  if (type === SEARCH_FILTER_TYPE.buy) return LISTING_PURPOSE.Sale;
  if (type === SEARCH_FILTER_TYPE.rent) return LISTING_PURPOSE.Rent;
  if (type === SEARCH_FILTER_TYPE.buyOrRent) return LISTING_PURPOSE.Both;
  return LISTING_PURPOSE.All;
}

export function filterTypeFromPurpose(purpose: ListingPurpose): SearchFilterType {
  if (purpose === LISTING_PURPOSE.Sale) return SEARCH_FILTER_TYPE.buy;
  if (purpose === LISTING_PURPOSE.Rent) return SEARCH_FILTER_TYPE.rent;
  if (purpose === LISTING_PURPOSE.Both) return SEARCH_FILTER_TYPE.buyOrRent;
  return SEARCH_FILTER_TYPE.all;
}
