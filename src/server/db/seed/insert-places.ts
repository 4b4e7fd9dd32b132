// Writes reference data, places, the agency and articles (everything but the
// listings and transactions) in dependency order.
import type { Queryable } from "../client.ts";
import type { Agency } from "./agents.ts";
import type { ArticleRow, ArticleTranslationRow } from "./articles.ts";
import { bulkInsert } from "./bulk-insert.ts";
import * as C from "./place-columns.ts";
import type { Places } from "./places-model.ts";
import type { Reference } from "./reference.ts";

export async function insertPlaces(
  tx: Queryable,
  reference: Reference,
  places: Places,
  agency: Agency,
  content: { articles: ArticleRow[]; translations: ArticleTranslationRow[] },
): Promise<void> {
  await bulkInsert(tx, "regions", C.REGION_COLUMNS, reference.regions);
  await bulkInsert(tx, "districts", C.DISTRICT_COLUMNS, reference.districts);
  await bulkInsert(tx, "special_districts", C.SPECIAL_DISTRICT_COLUMNS, reference.specialDistricts);
  const members = reference.specialDistricts.flatMap((s) => s.districtIds.map((districtId) => ({ specialDistrictId: s.id, districtId })));
  await bulkInsert(tx, "special_district_members", C.SPECIAL_MEMBER_COLUMNS, members);
  await bulkInsert(tx, "mtr_lines", C.MTR_LINE_COLUMNS, reference.mtrLines);
  await bulkInsert(tx, "mtr_stations", C.MTR_STATION_COLUMNS, reference.mtrStations);
  const stationLines = reference.mtrStations.flatMap((s) => s.lines.map((lineCode) => ({ stationId: s.id, lineCode })));
  await bulkInsert(tx, "mtr_station_lines", C.MTR_STATION_LINE_COLUMNS, stationLines);
  await bulkInsert(tx, "streets", C.STREET_COLUMNS, reference.streets);
  await bulkInsert(tx, "estates", C.ESTATE_COLUMNS, places.estates);
  await bulkInsert(tx, "phases", C.PHASE_COLUMNS, places.phases);
  await bulkInsert(tx, "blocks", C.BLOCK_COLUMNS, places.blocks);
  await bulkInsert(tx, "buildings", C.BUILDING_COLUMNS, places.buildings);
  await bulkInsert(tx, "offices", C.OFFICE_COLUMNS, agency.offices);
  await bulkInsert(tx, "agents", C.AGENT_COLUMNS, agency.agents);
  await bulkInsert(tx, "agent_testimonials", C.TESTIMONIAL_COLUMNS, agency.testimonials);
  await bulkInsert(tx, "articles", C.ARTICLE_COLUMNS, content.articles);
  await bulkInsert(tx, "article_translations", C.ARTICLE_TRANSLATION_COLUMNS, content.translations);
}
