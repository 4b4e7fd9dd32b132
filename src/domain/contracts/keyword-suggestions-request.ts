// POST /api/data/getkeywordsuggestions
import { z } from "zod";
import { safeString } from "./safe-string.ts";
import { listingTypeIdSchema, searchResultTypeSchema } from "./search-query-fields.ts";

export const keywordSuggestionsRequestSchema = z.strictObject({
  keyword: safeString(100).refine((s) => s.trim() !== "", { error: "keyword required" }),
  // With no type chosen, Buy and Rent are merged (as for Both and All).
  listingTypeId: listingTypeIdSchema.default(4),
  searchResultType: searchResultTypeSchema,
  searchResultId: z
    .number()
    .int()
    .min(-1)
    .max(2 ** 31 - 1),
});
