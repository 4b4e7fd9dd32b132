// POST /api/data/getkeywordsuggestions
import { z } from "zod";
import { safeString } from "./safe-string.ts";
import { listingTypeIdSchema, searchResultTypeSchema } from "./search-query-fields.ts";

export const keywordSuggestionsRequestSchema = z.strictObject({
  keyword: safeString(100).refine((s) => s.trim() !== "", { error: "keyword required" }),
  listingTypeId: listingTypeIdSchema,
  searchResultType: searchResultTypeSchema,
  searchResultId: z
    .number()
    .int()
    .min(-1)
    .max(2 ** 31 - 1),
});
