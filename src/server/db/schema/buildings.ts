import { boolean, index, integer, pgTable, smallint, text } from "drizzle-orm/pg-core";
import { geoPoint, trilingualNames } from "./columns.ts";
import { districts } from "./districts.ts";
import { blocks, estates, phases } from "./estates.ts";
import { regions } from "./regions.ts";
import { streets } from "./streets.ts";

/**
 * A building is what a listing sits in. Buildings of an estate are its blocks
 * (one building per block); stand-alone towers, house clusters and village
 * houses have no estate.
 */
export const buildings = pgTable(
  "buildings",
  {
    id: integer("id").primaryKey(),
    slug: text("slug").notNull(),
    ...trilingualNames(),
    estateId: integer("estate_id").references(() => estates.id),
    phaseId: integer("phase_id").references(() => phases.id),
    blockId: integer("block_id").references(() => blocks.id),
    districtId: smallint("district_id")
      .notNull()
      .references(() => districts.id),
    regionId: smallint("region_id")
      .notNull()
      .references(() => regions.id),
    streetId: integer("street_id")
      .notNull()
      .references(() => streets.id),
    streetNo: text("street_no").notNull(),
    ...geoPoint(),
    builtYear: smallint("built_year").notNull(),
    floors: smallint("floors").notNull(),
    unitsPerFloor: smallint("units_per_floor").notNull(),
    /** 1 tower, 2 low-rise, 3 house cluster, 4 village houses, 5 walk-up tenement. */
    kind: smallint("kind").notNull(),
    hasClubhouse: boolean("has_clubhouse").notNull(),
    /** Key of the generated building photos: /media/building/{photoKey}-{n}/... */
    photoKey: text("photo_key").notNull(),
    isCurated: boolean("is_curated").notNull(),
  },
  (t) => [
    index("buildings_district_idx").on(t.districtId),
    index("buildings_estate_idx").on(t.estateId),
    index("buildings_block_idx").on(t.blockId),
    index("buildings_street_idx").on(t.streetId),
    index("buildings_lat_lng_idx").on(t.lat, t.lng),
    index("buildings_name_en_trgm").using("gin", t.nameEn.op("gin_trgm_ops")),
    index("buildings_name_zh_hk_trgm").using("gin", t.nameZhHk.op("gin_trgm_ops")),
  ],
);
