// The regions and their districts with names in the three languages: the
// district tree of the search pages and the transaction page's district filter.
import { asc } from "drizzle-orm";
import type { Database } from "../client.ts";
import { districts } from "../schema/districts.ts";
import { regions } from "../schema/regions.ts";

/** Every district, by region and English name. */
export const districtList = (database: Database) =>
  database.db
    .select({
      id: districts.id,
      regionId: districts.regionId,
      nameEn: districts.nameEn,
      nameZhHk: districts.nameZhHk,
      nameZhCn: districts.nameZhCn,
    })
    .from(districts)
    .orderBy(asc(districts.regionId), asc(districts.nameEn));

/** The four regions, by id. */
export const regionList = (database: Database) =>
  database.db
    .select({ id: regions.id, areaId: regions.areaId, nameEn: regions.nameEn, nameZhHk: regions.nameZhHk, nameZhCn: regions.nameZhCn })
    .from(regions)
    .orderBy(asc(regions.id));
