// The saved-search calls. A saved search set is the
// search query's filter fields plus a name and notification settings; which
// member's sets are read or changed always comes from the session.
import { z } from "zod";
import { safeString } from "./safe-string.ts";
import { checkRanges, searchQueryFields } from "./search-query-fields.ts";
import type { SavedSearchSet } from "../search/saved-search.ts";

import { MAX_SEARCH_NAME_LENGTH, MAX_SEARCH_SETS, NOTIFICATION_FREQUENCY, type NotificationFrequency } from "../saved/saved-codes.ts";

// The codes live apart from the schemas so the browser can use them without zod.
export { MAX_SEARCH_NAME_LENGTH, MAX_SEARCH_SETS, NOTIFICATION_FREQUENCY, type NotificationFrequency };
/** The saved-search list calls answer status 2 for success. */
export const SAVED_SEARCH_STATUS_OK = 2;

const f = searchQueryFields;
const frequencySchema = z.union([z.literal(1), z.literal(2), z.literal(3)]);
const setIdSchema = z
  .number()
  .int()
  .positive()
  .max(2 ** 53 - 1);

/** The filter fields a saved set keeps (what decides which listings match). */
export const searchSetCriteriaFields = {
  currencyId: f.currencyId,
  listingTypeId: f.listingTypeId,
  layout: f.layout,
  area: f.area,
  district: f.district,
  keyword: f.keyword,
  priceMin: f.priceMin,
  priceMax: f.priceMax,
  sizeType: f.sizeType,
  sizeMin: f.sizeMin,
  sizeMax: f.sizeMax,
  bedroomMin: f.bedroomMin,
  bedroomMax: f.bedroomMax,
  orderBy: f.orderBy,
  sortBy: f.sortBy,
  searchSaveSetType: f.searchSaveSetType,
  searchResultId: f.searchResultId,
  searchResultType: f.searchResultType,
  districtId: z
    .number()
    .int()
    .min(0)
    .max(2 ** 31 - 1)
    .default(0),
  hasBalcony: z.boolean().default(false),
  hasGarden: z.boolean().default(false),
  hasMaidRoom: f.hasMaidRoom,
  hasOutdoorSpace: f.hasOutdoorSpace,
  hasParking: f.hasParking,
  hasTerrace: z.boolean().default(false),
  isMap: f.isMap,
  geoString: f.geoString,
  zoomLevel: f.zoomLevel,
  mapDetailsType: f.mapDetailsType,
};

const searchSetObject = z.strictObject({
  ...searchSetCriteriaFields,
  name: safeString(MAX_SEARCH_NAME_LENGTH).refine((s) => s.trim().length > 0, { error: "required" }),
  languageId: f.languageId,
  isCustomName: z.boolean().default(true),
  notificationEnabled: z.boolean().default(true),
  notificationFrequency: frequencySchema.default(NOTIFICATION_FREQUENCY.Daily),
  pageSize: z.number().int().min(1).max(MAX_SEARCH_SETS).optional(),
});
export const searchSetSchema = searchSetObject.superRefine(checkRanges);
export type SearchSetInput = z.output<typeof searchSetSchema>;

/** savesearchset: one set; `forceSave` is the dialog's "Save new", saving even when a duplicate exists. */
export const saveSearchSetRequestSchema = searchSetObject.extend({ forceSave: z.boolean().default(false) }).superRefine(checkRanges);

export const saveSearchSetsRequestSchema = z.array(searchSetSchema).min(1).max(MAX_SEARCH_SETS);
export const getSearchSetsRequestSchema = z.strictObject({
  pageSize: z.number().int().min(1).max(MAX_SEARCH_SETS).default(MAX_SEARCH_SETS),
});
export const searchSetByIdsRequestSchema = z.strictObject({ searchSetIds: z.array(setIdSchema).min(1).max(MAX_SEARCH_SETS) });
export const searchSetIdParamsSchema = z.strictObject({ id: z.coerce.number().pipe(setIdSchema) });

export const hasSavedByKeywordRequestSchema = z.strictObject({
  keyword: f.keyword,
  searchSaveSetType: f.searchSaveSetType,
  listingPurposeType: f.listingTypeId,
  searchResultType: f.searchResultType,
  searchResultId: f.searchResultId,
});
export const hasSavedByDistrictRequestSchema = z.strictObject({
  districtId: z
    .number()
    .int()
    .positive()
    .max(2 ** 31 - 1),
  searchSaveSetType: f.searchSaveSetType,
  listingPurposeType: f.listingTypeId,
});

/** The alerts page: one set's notifications, or every set's at once (userSearchSetId absent). */
export const updateNotificationRequestSchema = z.strictObject({
  userSearchSetId: setIdSchema.optional(),
  notificationEnabled: z.boolean(),
  notificationFrequency: frequencySchema.optional(),
});

/** A saved set as the server answers it. */
export type UserSearchSet = SavedSearchSet & {
  userSearchSetId: number;
  notificationId: number;
  notificationEnabled: boolean;
  notificationFrequency: NotificationFrequency;
  createdDate: string;
};

export type SaveSearchSetResponse = {
  result: boolean;
  isSaved: boolean;
  userSearchSetId: number | null;
  duplicateResult: { item1: boolean; item2: { userSearchSetId: number; name: string } | null } | null;
  userSearchSets: Pick<UserSearchSet, "userSearchSetId" | "name" | "notificationId" | "notificationEnabled" | "notificationFrequency">[];
};

// The answers.
const setSummarySchema = z.object({
  userSearchSetId: setIdSchema,
  name: z.string(),
  notificationId: z.number().int(),
  notificationEnabled: z.boolean(),
  notificationFrequency: frequencySchema,
});
/** A saved set as the server answers it: its criteria, name and alert settings. */
export const userSearchSetSchema = z.looseObject({ ...setSummarySchema.shape, createdDate: z.string() });
export const saveSearchSetResponseSchema = z.object({
  result: z.boolean(),
  isSaved: z.boolean(),
  userSearchSetId: setIdSchema.nullable(),
  duplicateResult: z
    .object({ item1: z.boolean(), item2: z.object({ userSearchSetId: setIdSchema, name: z.string() }).nullable() })
    .nullable(),
  userSearchSets: z.array(setSummarySchema),
});
export const searchSetsResponseSchema = z.object({ status: z.literal(SAVED_SEARCH_STATUS_OK), searchSets: z.array(userSearchSetSchema) });
/** The follow checks: the member's set for the place, 0 when none. */
export const searchSetIdResponseSchema = z.object({ userSearchSetId: z.number().int().min(0) });
export const savedSearchStatusResponseSchema = z.object({
  status: z.literal(SAVED_SEARCH_STATUS_OK),
  updated: z.number().int().optional(),
});
