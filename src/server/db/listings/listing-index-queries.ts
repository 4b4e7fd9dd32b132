// What the in-memory listing index reads: the searchable columns of
// available listings (in id batches, then as changes by row version), the
// listings removed since a version, and the small place tables it filters,
// groups and sorts by. Names are ranked here, by the database's collation,
// so a name sort in memory orders exactly as ORDER BY name would.
import type { Queryable } from "../client.ts";
import type { listings } from "../schema/listings.ts";
import type { RawRow } from "../schema/raw-row.ts";
import type { buildings } from "../schema/buildings.ts";
import type { districts } from "../schema/districts.ts";
import type { regions } from "../schema/regions.ts";

export type IndexedListingRow = RawRow<
  typeof listings,
  | "id"
  | "available"
  | "purpose"
  | "buildingId"
  | "estateId"
  | "blockId"
  | "districtId"
  | "regionId"
  | "lat"
  | "lng"
  | "layout"
  | "salePrice"
  | "rentPrice"
  | "grossSize"
  | "saleableSize"
  | "salePpsfGross"
  | "salePpsfSaleable"
  | "rentPpsfGross"
  | "rentPpsfSaleable"
  | "bedrooms"
  | "hasCarpark"
  | "hasMaidRoom"
  | "hasOutdoorSpace"
  | "isVirtual"
  | "isVideo"
  | "isExclusive"
  | "qualityScore"
> & {
  /** updated_at in microseconds since the epoch: exact, so ties order as in SQL. */
  updated_us: number;
  /** 0 for a row not yet numbered. */
  row_version: number;
};

const COLUMNS = `id, available, purpose, building_id, estate_id, block_id, district_id, region_id, lat, lng, layout,
  sale_price, rent_price, gross_size, saleable_size, sale_ppsf_gross, sale_ppsf_saleable, rent_ppsf_gross, rent_ppsf_saleable,
  bedrooms, has_carpark, has_maid_room, has_outdoor_space, is_virtual, is_video, is_exclusive, quality_score,
  (extract(epoch from updated_at) * 1000000)::int8 as updated_us, coalesce(row_version, 0) as row_version`;

/** Available listings with id above `afterId`, in id order, at most `limit`. */
export function availableListingBatch(db: Queryable, afterId: number, limit: number): Promise<IndexedListingRow[]> {
  return db.query<IndexedListingRow>(`select ${COLUMNS} from listings where available and id > $1 order by id limit $2`, [afterId, limit]);
}

/** Listings (available or not) changed after `version`, oldest change first. */
export function changedListings(db: Queryable, version: number, limit: number): Promise<IndexedListingRow[]> {
  return db.query<IndexedListingRow>(`select ${COLUMNS} from listings where row_version > $1 order by row_version limit $2`, [
    version,
    limit,
  ]);
}

/** Ids deleted after `version`; id 0 stands for a TRUNCATE. */
export function removedListings(db: Queryable, version: number): Promise<{ id: number; row_version: number }[]> {
  return db.query("select id, row_version from listing_removals where row_version > $1", [version]);
}

/** The highest change number handed out so far (0 before any). */
export async function latestRowVersion(db: Queryable): Promise<number> {
  const [row] = await db.query<{ v: number | null }>(
    "select greatest((select max(row_version) from listings), (select max(row_version) from listing_removals)) as v",
  );
  return Number(row?.v ?? 0);
}

/** A name's rank in the database's collation, per language. */
type NameRanks = { rank_en: number; rank_zh_hk: number; rank_zh_cn: number };
type Names = "nameEn" | "nameZhHk" | "nameZhCn";
export type IndexedBuildingRow = RawRow<
  typeof buildings,
  "id" | "lat" | "lng" | "districtId" | "regionId" | "phaseId" | "streetId" | Names
> &
  NameRanks;
export type IndexedDistrictRow = RawRow<typeof districts, "id" | "regionId" | "slug" | "lat" | "lng" | Names> & NameRanks;
export type IndexedRegionRow = RawRow<typeof regions, "id" | "lat" | "lng" | Names>;

const RANKS = `dense_rank() over (order by name_en) as rank_en, dense_rank() over (order by name_zh_hk) as rank_zh_hk,
  dense_rank() over (order by name_zh_cn) as rank_zh_cn`;

export async function indexedPlaces(db: Queryable) {
  const [buildings, districts, regions, special] = await Promise.all([
    db.query<IndexedBuildingRow>(
      `select id, lat, lng, district_id, region_id, phase_id, street_id, name_en, name_zh_hk, name_zh_cn, ${RANKS} from buildings`,
    ),
    db.query<IndexedDistrictRow>(`select id, region_id, slug, lat, lng, name_en, name_zh_hk, name_zh_cn, ${RANKS} from districts`),
    db.query<IndexedRegionRow>("select id, lat, lng, name_en, name_zh_hk, name_zh_cn from regions"),
    db.query<{ special_district_id: number; district_id: number }>("select special_district_id, district_id from special_district_members"),
  ]);
  return { buildings, districts, regions, special };
}

/** Available listing whose reference id the keyword is (reference ids are upper case). */
export async function listingIdByReference(db: Queryable, keyword: string): Promise<number | null> {
  const [row] = await db.query<{ id: number }>("select id from listings where reference_id = upper($1) and available", [keyword]);
  return row?.id ?? null;
}

/** The listing of a reference id, on the market or not. */
export async function listingIdOfReference(db: Queryable, referenceId: string): Promise<number | null> {
  const [row] = await db.query<{ id: number }>("select id from listings where reference_id = $1", [referenceId]);
  return row?.id ?? null;
}

export function referenceIds(db: Queryable, ids: number[]): Promise<{ id: number; reference_id: string }[]> {
  return db.query("select id, reference_id from listings where id = any($1::int[])", [ids]);
}
