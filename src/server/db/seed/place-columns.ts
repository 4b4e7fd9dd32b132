// Column lists for the reference and place tables, in bulkInsert form.
import { arrayLiteral, type Column } from "./bulk-insert.ts";

/** A column whose value is the row property of the same (camelCase) name. */
export function col<Row>(name: string, type: string, cast?: string): Column<Row> {
  const key = name.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
  return { name, type, value: (row) => (row as Record<string, unknown>)[key], ...(cast ? { cast } : {}) };
}

const NAMES = ["name_en", "name_zh_hk", "name_zh_cn"].map((n) => col(n, "text"));
const FULL_NAMES = ["full_name_en", "full_name_zh_hk", "full_name_zh_cn"].map((n) => col(n, "text"));
const POINT = [col("lat", "float8"), col("lng", "float8")];

export const REGION_COLUMNS = [col("id", "smallint"), col("area_id", "smallint"), col("slug", "text"), ...NAMES, ...POINT];
export const DISTRICT_COLUMNS = [
  col("id", "smallint"),
  col("region_id", "smallint"),
  col("slug", "text"),
  ...NAMES,
  ...POINT,
  col("radius_km", "real"),
  { name: "council_district", type: "text", value: (d: unknown) => (d as { council: string }).council },
];
export const SPECIAL_DISTRICT_COLUMNS = [col("id", "smallint"), col("type", "smallint"), col("slug", "text"), ...NAMES];
export const SPECIAL_MEMBER_COLUMNS = [col("special_district_id", "smallint"), col("district_id", "smallint")];
export const MTR_LINE_COLUMNS = [col("code", "text"), ...NAMES, col("colour", "text")];
export const MTR_STATION_COLUMNS = [col("id", "int"), col("code", "text"), ...NAMES, ...POINT, col("district_id", "smallint")];
export const MTR_STATION_LINE_COLUMNS = [col("station_id", "int"), col("line_code", "text")];
export const STREET_COLUMNS = [col("id", "int"), col("district_id", "smallint"), ...NAMES];
export const ESTATE_COLUMNS = [
  col("id", "int"),
  col("slug", "text"),
  ...NAMES,
  col("district_id", "smallint"),
  ...POINT,
  col("built_year", "smallint"),
  col("is_curated", "bool"),
];
export const PHASE_COLUMNS = [col("id", "int"), col("estate_id", "int"), ...NAMES, ...FULL_NAMES, col("built_year", "smallint")];
export const BLOCK_COLUMNS = [col("id", "int"), col("estate_id", "int"), col("phase_id", "int"), ...NAMES, ...FULL_NAMES];
export const BUILDING_COLUMNS = [
  col("id", "int"),
  col("slug", "text"),
  ...NAMES,
  col("estate_id", "int"),
  col("phase_id", "int"),
  col("block_id", "int"),
  col("district_id", "smallint"),
  col("region_id", "smallint"),
  col("street_id", "int"),
  col("street_no", "text"),
  ...POINT,
  col("built_year", "smallint"),
  col("floors", "smallint"),
  col("units_per_floor", "smallint"),
  col("kind", "smallint"),
  col("has_clubhouse", "bool"),
  col("photo_key", "text"),
  col("is_curated", "bool"),
];
export const OFFICE_COLUMNS = [
  col("id", "int"),
  col("slug", "text"),
  ...NAMES,
  col("district_id", "smallint"),
  col("address_en", "text"),
  col("address_zh_hk", "text"),
  col("address_zh_cn", "text"),
  col("phone", "text"),
  col("whatsapp", "text"),
  col("wechat_id", "text"),
  col("email", "text"),
  col("opening_hours", "text"),
  ...POINT,
];
export const AGENT_COLUMNS = [
  col("id", "int"),
  col("office_id", "int"),
  col("licence_no", "text"),
  ...NAMES,
  col("title_en", "text"),
  col("title_zh_hk", "text"),
  col("title_zh_cn", "text"),
  col("phone", "text"),
  col("whatsapp", "text"),
  col("email", "text"),
  { name: "languages", type: "text", cast: "::text[]", value: (a: unknown) => arrayLiteral((a as { languages: string[] }).languages) },
  {
    name: "district_ids",
    type: "text",
    cast: "::int[]",
    value: (a: unknown) => arrayLiteral((a as { districtIds: number[] }).districtIds),
  },
  col("photo_key", "text"),
  col("bio_en", "text"),
  col("bio_zh_hk", "text"),
  col("bio_zh_cn", "text"),
  col("linkedin_url", "text"),
  col("joined_on", "date"),
];
export const TESTIMONIAL_COLUMNS = [
  col("id", "int"),
  col("agent_id", "int"),
  col("author_name", "text"),
  col("language_id", "smallint"),
  col("rating", "smallint"),
  col("body", "text"),
  col("written_on", "date"),
];
export const ARTICLE_COLUMNS = [
  col("id", "int"),
  col("slug", "text"),
  col("kind", "text"),
  col("category", "text"),
  col("district_id", "smallint"),
  col("cover_key", "text"),
  col("author_agent_id", "int"),
  col("published_at", "timestamptz"),
];
export const ARTICLE_TRANSLATION_COLUMNS = [
  col("article_id", "int"),
  col("language_id", "smallint"),
  col("title", "text"),
  col("summary", "text"),
  col("body", "text"),
];
export const TRANSACTION_COLUMNS = [
  col("id", "int"),
  col("building_id", "int"),
  col("district_id", "smallint"),
  col("kind", "smallint"),
  col("transacted_on", "date"),
  col("floor_level", "smallint"),
  col("flat", "text"),
  col("saleable_size", "int"),
  col("gross_size", "int"),
  col("price", "bigint"),
  col("ppsf_saleable", "real"),
  col("ppsf_gross", "real"),
  col("agent_id", "int"),
];
