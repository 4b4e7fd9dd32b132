// POST /api/property/search
import { z } from "zod";
import { checkRanges, searchQueryFields } from "./search-query-fields.ts";
import { resolveSort } from "../search/sort.ts";

export const searchQueryRequestSchema = z
  .strictObject(searchQueryFields)
  .superRefine(checkRanges)
  .transform((value) => {
    // Both are checked by the field rules above, so a sort always resolves.
    const sort = resolveSort(value.sortBy, value.orderBy) ?? { sortBy: "qualityscore" as const, orderBy: value.orderBy };
    return { ...value, ...sort };
  });
export type SearchQueryRequest = z.output<typeof searchQueryRequestSchema>;
