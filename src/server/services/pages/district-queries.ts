// The district list of the transaction page's filter.
import { asc } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { districts } from "../../db/schema/districts.ts";

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
