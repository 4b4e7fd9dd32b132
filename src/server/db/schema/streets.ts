import { index, integer, pgTable, smallint } from "drizzle-orm/pg-core";
import { trilingualNames } from "./columns.ts";
import { districts } from "./districts.ts";

/** A street within one locality; a street crossing localities appears once per locality. */
export const streets = pgTable(
  "streets",
  {
    id: integer("id").primaryKey(),
    districtId: smallint("district_id")
      .notNull()
      .references(() => districts.id),
    ...trilingualNames(),
  },
  (t) => [
    index("streets_district_idx").on(t.districtId),
    index("streets_name_en_trgm").using("gin", t.nameEn.op("gin_trgm_ops")),
    index("streets_name_zh_hk_trgm").using("gin", t.nameZhHk.op("gin_trgm_ops")),
  ],
);
