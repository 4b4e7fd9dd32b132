// The saved and recently viewed property calls.
// Which member's list it is always comes from the session, never from here.
import { z } from "zod";
import { currencyIdSchema } from "./search-query-fields.ts";
import { MAX_PROPERTY_IDS } from "./properties-by-ids-request.ts";

// The codes live apart from the schemas so the browser can use them without zod.
export { SAVED_ORDER, SAVED_PROPERTY_TYPE, SAVED_SORT } from "../saved/saved-codes.ts";
/** Saved properties are fetched 120 a page (the largest page a list asks for). */
export const MAX_SAVED_PAGE_SIZE = 120;

const savedTypeSchema = z.union([z.literal(1), z.literal(2)]);
const listingIdSchema = z
  .number()
  .int()
  .positive()
  .max(2 ** 31 - 1);

export const userPropertiesRequestSchema = z.strictObject({
  CurrencyType: currencyIdSchema,
  SavedPropertyType: savedTypeSchema,
  SortByType: z.union([z.literal(1), z.literal(2), z.literal(3)]).default(1),
  order: z.union([z.literal(1), z.literal(2)]).default(2),
  PageNumber: z.number().int().min(1).max(100_000).default(1),
  PageSize: z.number().int().min(1).max(MAX_SAVED_PAGE_SIZE).default(12),
  LanguageId: z.number().int().min(0).max(3).default(1),
});
export type UserPropertiesRequest = z.output<typeof userPropertiesRequestSchema>;

/** The saved ids (page 1, size 1000) that mark hearts on cards. */
export const userPropertyIdsRequestSchema = z.strictObject({
  SavedPropertyType: savedTypeSchema,
  PageNumber: z.number().int().min(1).max(100_000).default(1),
  PageSize: z.number().int().min(1).max(MAX_PROPERTY_IDS).default(MAX_PROPERTY_IDS),
});

/** A guest's created date travels with the item, so the earlier date wins at the merge. */
export const saveUserPropertiesRequestSchema = z.strictObject({
  savedPropertyType: savedTypeSchema,
  properties: z
    .array(
      z.strictObject({
        propertyListingId: listingIdSchema,
        createdDate: z.iso.datetime({ offset: true }).optional(),
        /** The purpose it was saved or viewed under (1 sale, 2 rent): a listing offered for both keeps it. */
        listingTypeId: z.union([z.literal(1), z.literal(2)]).optional(),
      }),
    )
    .min(1)
    .max(MAX_PROPERTY_IDS),
});
export type SaveUserPropertiesRequest = z.output<typeof saveUserPropertiesRequestSchema>;

export const deleteUserPropertiesRequestSchema = z.strictObject({
  savedPropertyType: savedTypeSchema,
  propertyIds: z.array(listingIdSchema).min(1).max(MAX_PROPERTY_IDS),
});

/** The alerts page: the member's e-mails about their saved properties (price drop, off or back on the market). */
export const savedPropertyAlertsRequestSchema = z.strictObject({
  notificationEnabled: z.boolean(),
  notificationFrequency: z.union([z.literal(1), z.literal(2), z.literal(3)]).optional(),
});

/** The member's setting as the alerts page reads it (no setting yet: on, daily). */
export interface SavedPropertyAlertSettings {
  enabled: boolean;
  frequency: number;
}

// The answers.
export const userPropertiesResponseSchema = z.object({
  pager: z.object({ currentPage: z.number().int(), totalPages: z.number().int(), totalItems: z.number().int() }),
  /** Result cards, each with the entry's own fields; available listings first. */
  properties: z.array(
    z.looseObject({
      propertyListingId: z.number().int(),
      userPropertyId: z.number().int(),
      createdDate: z.string(),
      updatedDate: z.string(),
      available: z.boolean(),
    }),
  ),
});
export const userPropertyIdsResponseSchema = z.object({ data: z.object({ propertyIds: z.array(z.number().int()) }) });
export const saveUserPropertiesResponseSchema = z.object({ data: z.object({ isSaved: z.boolean(), savedCount: z.number().int() }) });
export const deleteUserPropertiesResponseSchema = z.object({ data: z.object({ isDeleted: z.boolean() }) });
export const savedPropertyAlertsResponseSchema = z.object({
  data: z.object({ enabled: z.boolean(), frequency: z.union([z.literal(1), z.literal(2), z.literal(3)]) }),
});
