// A brute-force reading of the search contract over every listing held in
// memory, written from the spec rather than from the SQL builder, so the
// property tests compare two independent implementations.
import type { Queryable } from "../../../src/server/db/client.ts";
import type { SearchQueryRequest } from "../../../src/domain/contracts/search-query-request.ts";
import { CURRENCIES } from "../../../src/domain/money/currency.ts";
import * as OpenCC from "opencc-js";

export type OracleRow = {
  id: number;
  reference_id: string;
  purpose: number;
  available: boolean;
  building_id: number;
  estate_id: number | null;
  block_id: number | null;
  phase_id: number | null;
  street_id: number;
  district_id: number;
  region_id: number;
  lat: number;
  lng: number;
  layout: number;
  sale_price: number | null;
  rent_price: number | null;
  gross_size: number;
  saleable_size: number;
  bedrooms: number;
  has_carpark: boolean;
  has_maid_room: boolean;
  has_outdoor_space: boolean;
  is_virtual: boolean;
  is_video: boolean;
  is_exclusive: boolean;
  quality_score: number;
  updated_at: string;
  sale_ppsf_gross: number | null;
  sale_ppsf_saleable: number | null;
  rent_ppsf_gross: number | null;
  rent_ppsf_saleable: number | null;
  names: string[];
  building_name_en: string;
  district_name_en: string;
};

export async function loadOracleRows(db: Queryable): Promise<OracleRow[]> {
  return db.query<OracleRow>(`select l.id, l.reference_id, l.purpose, l.available, l.building_id, l.estate_id, l.block_id, b.phase_id, b.street_id,
      l.district_id, l.region_id, l.lat, l.lng, l.layout, l.sale_price, l.rent_price, l.gross_size, l.saleable_size, l.bedrooms,
      l.has_carpark, l.has_maid_room, l.has_outdoor_space, l.is_virtual, l.is_video, l.is_exclusive, l.quality_score,
      l.updated_at::text as updated_at, l.sale_ppsf_gross, l.sale_ppsf_saleable, l.rent_ppsf_gross, l.rent_ppsf_saleable,
      b.name_en as building_name_en, d.name_en as district_name_en,
      array[b.name_en, b.name_zh_hk, b.name_zh_cn, s.name_en, s.name_zh_hk, s.name_zh_cn, d.name_en, d.name_zh_hk, d.name_zh_cn,
            coalesce(e.name_en, ''), coalesce(e.name_zh_hk, ''), coalesce(e.name_zh_cn, '')] as names
    from listings l join buildings b on b.id = l.building_id join streets s on s.id = b.street_id
    join districts d on d.id = l.district_id left join estates e on e.id = l.estate_id`);
}

const toHk = OpenCC.Converter({ from: "cn", to: "hk" });
const ratio = (id: number) => CURRENCIES.find((c) => c.id === id)?.ratio ?? 1;
const ids = (s: string) => (s === "" ? [] : s.split(",").map(Number));

export function matches(r: OracleRow, q: SearchQueryRequest, specialMembers: Map<number, number[]>): boolean {
  if (!r.available) return false;
  const purposeOk = { 1: [1, 3], 2: [2, 3], 3: [3], 4: [1, 2, 3] }[q.listingTypeId]!.includes(r.purpose);
  if (!purposeOk) return false;
  const rent = q.listingTypeId === 2;
  const price = rent ? r.rent_price : r.sale_price;
  const unit = rent ? 1 : 10_000;
  const hkd = (v: number) => (v * unit) / ratio(q.currencyId);
  if (q.priceMin > 0 && (price === null || price < Math.ceil(hkd(q.priceMin) - 1e-6))) return false;
  if (q.priceMax > 0 && (price === null || price > Math.floor(hkd(q.priceMax) + 1e-6))) return false;
  const size = q.sizeType === "gross" ? r.gross_size : r.saleable_size;
  if (q.sizeMin > 0 && size < q.sizeMin) return false;
  if (q.sizeMax > 0 && size > q.sizeMax) return false;
  if (r.bedrooms < q.bedroomMin || (q.bedroomMax < 20 && r.bedrooms > q.bedroomMax)) return false;
  if (q.layout !== "" && !ids(q.layout).includes(r.layout)) return false;
  const d = ids(q.district);
  const a = ids(q.area).map((x) => (x <= 4 ? x * 1000 : x));
  if ((d.length || a.length) && !d.includes(r.district_id) && !a.includes(r.region_id)) return false;
  if (q.hasParking && !r.has_carpark) return false;
  if (q.hasMaidRoom && !r.has_maid_room) return false;
  if (q.hasOutdoorSpace && !r.has_outdoor_space) return false;
  if (q.iconType === 1 && !r.is_virtual) return false;
  if (q.iconType === 2 && !r.is_video) return false;
  if (q.iconType === 3 && !r.is_exclusive) return false;
  if (q.iconType === 4 && !(r.is_virtual && r.is_video)) return false;
  if (q.geoString) {
    const [ne, sw] = q.geoString
      .slice(q.geoString.indexOf("-") + 1)
      .split("_")
      .map((p) => p.split("~").map(Number)) as [number[], number[]];
    if (r.lat > ne[0]! || r.lat < sw[0]! || r.lng > ne[1]! || r.lng < sw[1]!) return false;
  }
  if (q.searchResultId > 0 && q.searchResultType !== -1) {
    const id = q.searchResultId;
    const byType: Record<number, boolean> = {
      1: r.id === id,
      2: r.building_id === id,
      3: r.street_id === id,
      4: r.district_id === id,
      5: r.region_id === (id <= 4 ? id * 1000 : id),
      6: r.estate_id === id,
      7: r.phase_id === id,
      8: r.block_id === id,
      99: (specialMembers.get(id) ?? []).includes(r.district_id),
    };
    return byType[q.searchResultType] ?? true;
  }
  const k = q.keyword.trim();
  if (k !== "") {
    const lower = k.toLowerCase();
    const hk = toHk(k);
    const hit = r.names.some((n) => n.toLowerCase().includes(lower) || n.includes(hk)) || r.reference_id === k.toUpperCase();
    if (!hit) return false;
  }
  return true;
}

/** Sort key of the request (null sorts last), then id ascending, as the contract says. */
export function compareFor(q: SearchQueryRequest): (a: OracleRow, b: OracleRow) => number {
  const rent = q.listingTypeId === 2;
  const basis = q.sizeType === "gross" ? "gross" : "saleable";
  const key = (r: OracleRow): number | string | null => {
    switch (q.sortBy) {
      case "qualityscore":
        return r.quality_score;
      case "price":
        return rent ? r.rent_price : r.sale_price;
      case "pricepersqft":
        return r[`${rent ? "rent" : "sale"}_ppsf_${basis}`];
      case "netsize":
        return r.saleable_size;
      case "grosssize":
        return r.gross_size;
      case "updateddate":
        return new Date(r.updated_at).getTime();
      case "district":
        return r.district_name_en;
      case "name":
        return r.building_name_en;
    }
  };
  const dir = q.orderBy === "asc" ? 1 : -1;
  return (a, b) => {
    const x = key(a);
    const y = key(b);
    if (x === null || y === null) {
      if (x !== y) return x === null ? 1 : -1;
    } else if (x !== y) return (x < y ? -1 : 1) * dir;
    return a.id - b.id;
  };
}
