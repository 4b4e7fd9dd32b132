// Count-only variant of the search (the "Show N Results" button): no paging
// and no sort, since a count does not depend on them.
import { z } from "zod";
import { checkRanges, searchQueryFields } from "./search-query-fields.ts";

export const searchCountRequestSchema = z
  .strictObject(searchQueryFields)
  .omit({ pageNumber: true, pageSize: true, sortBy: true, orderBy: true })
  .superRefine(checkRanges);
export type SearchCountRequest = z.output<typeof searchCountRequestSchema>;
