// Column lists for listings and their child rows, in bulkInsert form.
import type { Column } from "./bulk-insert.ts";
import type { GeneratedListing } from "./listing-generator.ts";
import type { PhotoRow } from "./listing-photos.ts";
import { col } from "./place-columns.ts";

type L = GeneratedListing;
const c = (name: string, type: string): Column<L> => col<L>(name, type);

export const LISTING_COLUMNS: Column<L>[] = [
  c("id", "int"),
  c("reference_id", "text"),
  c("purpose", "smallint"),
  c("available", "bool"),
  c("building_id", "int"),
  c("estate_id", "int"),
  c("block_id", "int"),
  c("district_id", "smallint"),
  c("region_id", "smallint"),
  c("built_year", "smallint"),
  c("lat", "float8"),
  c("lng", "float8"),
  c("layout", "smallint"),
  c("sale_price", "bigint"),
  c("rent_price", "int"),
  c("gross_size", "int"),
  c("saleable_size", "int"),
  c("sale_ppsf_gross", "int"),
  c("sale_ppsf_saleable", "int"),
  c("rent_ppsf_gross", "real"),
  c("rent_ppsf_saleable", "real"),
  c("bedrooms", "smallint"),
  c("bathrooms", "smallint"),
  c("maid_rooms", "smallint"),
  c("floor_level", "smallint"),
  c("floor_name", "text"),
  c("has_carpark", "bool"),
  c("has_maid_room", "bool"),
  c("has_outdoor_space", "bool"),
  c("has_balcony", "bool"),
  c("has_terrace", "bool"),
  c("has_garden", "bool"),
  c("has_roof", "bool"),
  c("is_virtual", "bool"),
  c("is_video", "bool"),
  c("is_exclusive", "bool"),
  c("is_sole_agent", "bool"),
  c("is_joint_sole_agent", "bool"),
  c("management_fee", "text"),
  c("is_sale_subject_to_offer", "bool"),
  c("is_lease_subject_to_offer", "bool"),
  { name: "banners", type: "text", cast: "::jsonb", value: (l) => JSON.stringify(l.banners) },
  c("quality_score", "smallint"),
  c("photo_count", "smallint"),
  c("agent_id", "int"),
  c("listed_at", "timestamptz"),
  c("updated_at", "timestamptz"),
  c("last_confirmed_at", "timestamptz"),
];

export type PhotoInsert = PhotoRow & { listingId: number };
export const PHOTO_COLUMNS: Column<PhotoInsert>[] = [
  col("listing_id", "int"),
  col("position", "smallint"),
  col("type", "text"),
  col("kind", "text"),
  col("image_key", "text"),
  col("caption_code", "smallint"),
];

export type HistoryInsert = { listingId: number; seq: number; purpose: number; changedAt: Date; oldPrice: number; newPrice: number };
export const HISTORY_COLUMNS: Column<HistoryInsert>[] = [
  col("listing_id", "int"),
  col("seq", "smallint"),
  col("purpose", "smallint"),
  col("changed_at", "timestamptz"),
  col("old_price", "bigint"),
  col("new_price", "bigint"),
];
