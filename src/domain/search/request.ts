// The wire form of a search query for POST /api/property/search: comma
// lists, and an unlimited max sent as 0.
import type { SearchQuery } from "./query.ts";
import { normaliseSearchQuery } from "./query.ts";
import { maxForServer } from "../money/server-units.ts";
import type { SearchQueryRequest } from "../contracts/search-query-request.ts";

export function toSearchRequest(query: SearchQuery): SearchQueryRequest {
  const q = normaliseSearchQuery(query);
  return {
    ...q,
    layout: q.layout.join(","),
    area: q.area.join(","),
    district: q.district.join(","),
    priceMax: maxForServer(q.priceMax),
    sizeMax: maxForServer(q.sizeMax),
  };
}
