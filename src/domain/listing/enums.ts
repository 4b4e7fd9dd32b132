// Small enumerations of the search API. Where the product names values but
// gives no numbers (icon types, aggregation levels, photo types) the
// numbering is ours and follows the listed order.

export const SUGGESTION_RESULT_TYPE = {
  property: 1,
  building: 2,
  address: 3,
  district: 4,
  area: 5,
  estate: 6,
  phase: 7,
  block: 8,
  specialDistrict: 99,
  keyword: -1,
} as const;
export type SuggestionResultType = (typeof SUGGESTION_RESULT_TYPE)[keyof typeof SUGGESTION_RESULT_TYPE];
export const SUGGESTION_RESULT_TYPES: readonly SuggestionResultType[] = Object.values(SUGGESTION_RESULT_TYPE);

export const SAVED_SEARCH_TYPE = { Search: 1, Building: 2, District: 3, Map: 4, Block: 5 } as const;
export type SavedSearchType = (typeof SAVED_SEARCH_TYPE)[keyof typeof SAVED_SEARCH_TYPE];

export const ICON_TYPE = { None: 0, VirtualTour: 1, Video: 2, Exclusive: 3, All: 4 } as const;
export type IconType = (typeof ICON_TYPE)[keyof typeof ICON_TYPE];

export const MAP_AGGREGATION_LEVELS = ["Country", "Area", "AreaLocality", "Locality", "Building", "BuildingProperty", "Property"] as const;
export type MapAggregationLevel = (typeof MAP_AGGREGATION_LEVELS)[number];
export const DEFAULT_MAP_DETAILS_TYPE: MapAggregationLevel = "Area";

export const SORT_ORDER = { asc: "asc", desc: "desc" } as const;
export type SortOrder = keyof typeof SORT_ORDER;

export const PIN_STYLES = ["DOT", "BUBBLE", "BUBBLE_LEG", "CALLOUT"] as const;

/** Building age -1 means unknown. */
export const UNKNOWN_BUILDING_AGE = -1;
