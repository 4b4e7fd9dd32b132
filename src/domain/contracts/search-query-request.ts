// POST /api/property/search
import { z } from "zod";
import { checkRanges, searchQueryFields } from "./search-query-fields.ts";

export const searchQueryRequestSchema = z.strictObject(searchQueryFields).superRefine(checkRanges);
export type SearchQueryRequest = z.output<typeof searchQueryRequestSchema>;
