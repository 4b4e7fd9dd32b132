// The saved-search and saved-property calls' codes without their zod schemas
// (contracts/saved-searches.ts and contracts/saved-properties.ts re-export them):
// the browser uses these codes but never parses with zod, so importing them must
// not bring zod into a page's script.

/** getsearchsets answers at most this many (spec: pageSize 1000). */
export const MAX_SEARCH_SETS = 1000;
export const MAX_SEARCH_NAME_LENGTH = 200;
/** Notification frequency: instant (within a minute), daily, weekly. */
export const NOTIFICATION_FREQUENCY = { Instant: 1, Daily: 2, Weekly: 3 } as const;
export type NotificationFrequency = (typeof NOTIFICATION_FREQUENCY)[keyof typeof NOTIFICATION_FREQUENCY];

/** SavedPropertyType: Favorite 1, RecentlyViewed 2. */
export const SAVED_PROPERTY_TYPE = { Favorite: 1, RecentlyViewed: 2 } as const;
/** SortByType: CreatedDate 1, UpdatedDate 2, Name 3; order: Ascending 1, Descending 2. */
export const SAVED_SORT = { CreatedDate: 1, UpdatedDate: 2, Name: 3 } as const;
export const SAVED_ORDER = { Ascending: 1, Descending: 2 } as const;
