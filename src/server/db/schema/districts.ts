import { index, pgTable, primaryKey, real, smallint, text } from "drizzle-orm/pg-core";
import { geoPoint, trilingualNames } from "./columns.ts";
import { regions } from "./regions.ts";

/** Localities ("districts" in the spec) under a region. */
export const districts = pgTable(
  "districts",
  {
    id: smallint("id").primaryKey(),
    regionId: smallint("region_id")
      .notNull()
      .references(() => regions.id),
    slug: text("slug").notNull().unique(),
    ...trilingualNames(),
    ...geoPoint(),
    /** Rough extent of the locality around its centre, for "nearby" and sanity checks. */
    radiusKm: real("radius_km").notNull(),
    /** The District Council area it lies in (matches data/hk-council-districts.geo.json). */
    councilDistrict: text("council_district").notNull(),
  },
  (t) => [
    index("districts_region_idx").on(t.regionId),
    index("districts_name_en_trgm").using("gin", t.nameEn.op("gin_trgm_ops")),
    index("districts_name_zh_hk_trgm").using("gin", t.nameZhHk.op("gin_trgm_ops")),
  ],
);

/** The two fixed district sets of the search URL grammar (type 1 and type 2). */
export const specialDistricts = pgTable("special_districts", {
  id: smallint("id").primaryKey(),
  type: smallint("type").notNull(),
  slug: text("slug").notNull().unique(),
  ...trilingualNames(),
});

export const specialDistrictMembers = pgTable(
  "special_district_members",
  {
    specialDistrictId: smallint("special_district_id")
      .notNull()
      .references(() => specialDistricts.id),
    districtId: smallint("district_id")
      .notNull()
      .references(() => districts.id),
  },
  (t) => [primaryKey({ columns: [t.specialDistrictId, t.districtId] })],
);
