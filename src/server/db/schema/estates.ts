import { boolean, index, integer, pgTable, smallint, text } from "drizzle-orm/pg-core";
import { geoPoint, trilingualNames, trilingualText } from "./columns.ts";
import { districts } from "./districts.ts";

// Estate -> phase -> block. A phase or block name alone ("Phase 1", "Tower 2")
// means nothing in a suggestion list, so each also carries its full name
// ("South Horizons Phase 1") which is what the trigram indexes cover.

export const estates = pgTable(
  "estates",
  {
    id: integer("id").primaryKey(),
    slug: text("slug").notNull().unique(),
    ...trilingualNames(),
    districtId: smallint("district_id")
      .notNull()
      .references(() => districts.id),
    ...geoPoint(),
    builtYear: smallint("built_year").notNull(),
    /** Curated real estates versus generated ones. */
    isCurated: boolean("is_curated").notNull(),
  },
  (t) => [
    index("estates_district_idx").on(t.districtId),
    index("estates_name_en_trgm").using("gin", t.nameEn.op("gin_trgm_ops")),
    index("estates_name_zh_hk_trgm").using("gin", t.nameZhHk.op("gin_trgm_ops")),
  ],
);

export const phases = pgTable(
  "phases",
  {
    id: integer("id").primaryKey(),
    estateId: integer("estate_id")
      .notNull()
      .references(() => estates.id),
    ...trilingualNames(),
    ...trilingualText("fullName", "full_name"),
    builtYear: smallint("built_year").notNull(),
  },
  (t) => [
    index("phases_estate_idx").on(t.estateId),
    index("phases_full_name_en_trgm").using("gin", t.fullNameEn.op("gin_trgm_ops")),
    index("phases_full_name_zh_hk_trgm").using("gin", t.fullNameZhHk.op("gin_trgm_ops")),
  ],
);

export const blocks = pgTable(
  "blocks",
  {
    id: integer("id").primaryKey(),
    estateId: integer("estate_id")
      .notNull()
      .references(() => estates.id),
    phaseId: integer("phase_id").references(() => phases.id),
    ...trilingualNames(),
    ...trilingualText("fullName", "full_name"),
  },
  (t) => [
    index("blocks_estate_idx").on(t.estateId),
    index("blocks_phase_idx").on(t.phaseId),
    index("blocks_full_name_en_trgm").using("gin", t.fullNameEn.op("gin_trgm_ops")),
    index("blocks_full_name_zh_hk_trgm").using("gin", t.fullNameZhHk.op("gin_trgm_ops")),
  ],
);
