// POST /api/property/getpropertiesbyids (PascalCase keys, as the spec names them).
import { z } from "zod";
import { currencyIdSchema } from "./search-query-fields.ts";

/** Saved ids are fetched 1000 at a time: a saved list holds at most that many per request. */
export const MAX_PROPERTY_IDS = 1000;

export const propertiesByIdsRequestSchema = z.strictObject({
  CurrencyType: currencyIdSchema,
  /** The names' language (1 en, 2 zh-hk, 3 zh-cn); without it English. */
  LanguageId: z.number().int().min(1).max(3).optional(),
  PropertyListingIds: z
    .array(
      z
        .number()
        .int()
        .positive()
        .max(2 ** 31 - 1),
    )
    .min(1)
    .max(MAX_PROPERTY_IDS),
});
