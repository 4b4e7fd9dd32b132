// Sort field (either naming set, already canonical in the contract) → ORDER BY.
// Every order ends with the listing id (ascending, matching the search
// indexes) so equal keys have one fixed order and consecutive pages never
// overlap; missing keys (a rent-only listing has no sale price) sort last in
// both directions. Not-null keys keep the default null placement so the
// order matches the indexes exactly.
import type { SortField } from "../../../domain/search/sort.ts";
import type { SearchFilters } from "./search-filters.ts";
import { nameSuffix } from "./localised.ts";

export type OrderPlan = { orderBy: string; joins: string };

export function searchOrderSql(sortBy: SortField, orderBy: "asc" | "desc", f: SearchFilters, languageId: number): OrderPlan {
  const dir = orderBy === "asc" ? "asc" : "desc";
  const name = nameSuffix(languageId);
  const isRent = f.priceColumn === "rent_price";
  const basis = f.sizeColumn === "gross_size" ? "gross" : "saleable";
  let key: string;
  let joins = "";
  let nullable = false;
  switch (sortBy) {
    case "qualityscore":
      key = "l.quality_score";
      break;
    case "price":
      key = `l.${f.priceColumn}`;
      nullable = true;
      break;
    case "pricepersqft":
      key = `l.${isRent ? "rent" : "sale"}_ppsf_${basis}`;
      nullable = true;
      break;
    case "netsize":
      key = "l.saleable_size";
      break;
    case "grosssize":
      key = "l.gross_size";
      break;
    case "updateddate":
      key = "l.updated_at";
      break;
    case "district":
      joins = "join districts sd on sd.id = l.district_id";
      key = `sd.name_${name}`;
      break;
    case "name":
      joins = "join buildings sb on sb.id = l.building_id";
      key = `sb.name_${name}`;
      break;
  }
  return { orderBy: `${key} ${dir}${nullable ? " nulls last" : ""}, l.id`, joins };
}
