import { pgTable, smallint, text } from "drizzle-orm/pg-core";
import { geoPoint, trilingualNames } from "./columns.ts";

/** The four areas; id is the region id (1000..4000), areaId the short form (1..4). */
export const regions = pgTable("regions", {
  id: smallint("id").primaryKey(),
  areaId: smallint("area_id").notNull().unique(),
  slug: text("slug").notNull().unique(),
  ...trilingualNames(),
  ...geoPoint(),
});
