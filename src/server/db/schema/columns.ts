// Column groups shared by several tables. Every place name is stored in the
// three interface languages so pages and suggestions never translate at
// request time; Simplified Chinese is derived from Traditional by OpenCC
// when the market is seeded.
import { doublePrecision, text } from "drizzle-orm/pg-core";

export function trilingualNames() {
  return {
    nameEn: text("name_en").notNull(),
    nameZhHk: text("name_zh_hk").notNull(),
    nameZhCn: text("name_zh_cn").notNull(),
  };
}

export function geoPoint() {
  return {
    lat: doublePrecision("lat").notNull(),
    lng: doublePrecision("lng").notNull(),
  };
}
