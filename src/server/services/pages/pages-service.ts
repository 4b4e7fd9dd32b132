// Page-level reads that the listing and place services do not cover:
// trilingual names for hreflang alternates, a place's trail, the sitemap
// parts, the human sitemap, developments, exclusive and executive listings
// and the district list of the transaction page's filter.
import type { Database, Queryable } from "../../db/client.ts";
import { EXECUTIVE_MIN_HKD, type ExecutivePurpose } from "../../../domain/listing/executive-band.ts";
import {
  directory,
  exclusiveListingIds,
  executiveListingIds,
  newestEstates,
  placeTrail,
  type DirectoryRow,
  type TrailKind,
} from "../../db/pages/page-queries.ts";
import { districtList } from "../../db/places/district-queries.ts";
import { sitemapChunks, sitemapRows, type SitemapKind } from "../../db/pages/sitemap-queries.ts";
import type { ReferenceNamesCache } from "../search/reference-names.ts";
import type { Names } from "../../../domain/i18n/languages.ts";

export type PlaceTrail = {
  district: { id: number; names: Names };
  region: { id: number; slug: string; names: Names };
  estate: { id: number; names: Names } | null;
  address: { streetNo: string; street: Names } | null;
  floors: number | null;
  unitsPerFloor: number | null;
  hasClubhouse: boolean | null;
};
export type SitemapEntry = { id: number; referenceId?: string; names: Names; purpose: number | null; updatedAt: string | null };
export type DistrictOption = { id: number; regionId: number; names: Names };
export type DirectoryEntry = {
  id: number;
  kind: "district" | "estate";
  regionId: number;
  districtId: number;
  names: Names;
  listings: number;
  builtYear?: number;
};

export interface PagesService {
  buildingNames(id: number): Promise<Names | null>;
  trail(kind: TrailKind, id: number): Promise<PlaceTrail | null>;
  sitemapParts(): Promise<{ kind: SitemapKind; chunk: number }[]>;
  sitemapEntries(kind: SitemapKind, chunk: number): Promise<SitemapEntry[]>;
  directory(): Promise<DirectoryEntry[]>;
  developments(limit: number): Promise<DirectoryEntry[]>;
  exclusiveIds(limit: number, offset: number): Promise<{ ids: number[]; total: number }>;
  /** High-end listings (top price band of `purpose`), dearest first. */
  executiveIds(purpose: ExecutivePurpose, limit: number, offset: number): Promise<{ ids: number[]; total: number }>;
  districts(): Promise<DistrictOption[]>;
}

const names = (en: string | null, zhHk: string | null, zhCn: string | null): Names => ({
  en: en ?? "",
  zhHk: zhHk ?? "",
  zhCn: zhCn ?? "",
});
const KINDS: SitemapKind[] = ["listings", "buildings", "districts", "estates"];

export function createPagesService(database: Database, referenceNames: ReferenceNamesCache): PagesService {
  const db: Queryable = database;
  const toEntry = (r: DirectoryRow & { built_year?: number }): DirectoryEntry => ({
    id: r.id,
    kind: r.kind,
    regionId: r.region_id,
    districtId: r.district_id,
    names: names(r.name_en, r.name_zh_hk, r.name_zh_cn),
    listings: Number(r.listings),
    ...(r.built_year === undefined ? {} : { builtYear: r.built_year }),
  });
  return {
    // Every listing page asks for its building's names (hreflang alternates): the names search cards use, held in memory.
    async buildingNames(id) {
      const row = (await referenceNames.get({ buildingIds: [id], agentIds: [] })).buildings.get(id);
      return row ? names(row.name_en, row.name_zh_hk, row.name_zh_cn) : null;
    },
    async trail(kind, id) {
      const r = await placeTrail(db, kind, id);
      if (!r) return null;
      return {
        district: { id: r.district_id, names: names(r.district_en, r.district_zh_hk, r.district_zh_cn) },
        region: { id: r.region_id, slug: r.region_slug, names: names(r.region_en, r.region_zh_hk, r.region_zh_cn) },
        estate: r.estate_id === null ? null : { id: r.estate_id, names: names(r.estate_en, r.estate_zh_hk, r.estate_zh_cn) },
        address: r.street_en === null ? null : { streetNo: r.street_no ?? "", street: names(r.street_en, r.street_zh_hk, r.street_zh_cn) },
        floors: r.floors,
        unitsPerFloor: r.units_per_floor,
        hasClubhouse: r.has_clubhouse,
      };
    },
    async sitemapParts() {
      const parts = await Promise.all(KINDS.map(async (kind) => (await sitemapChunks(db, kind)).map((chunk) => ({ kind, chunk }))));
      return parts.flat();
    },
    async sitemapEntries(kind, chunk) {
      const rows = await sitemapRows(db, kind, chunk);
      return rows.map((r) => ({
        id: r.id,
        ...(r.reference_id ? { referenceId: r.reference_id } : {}),
        names: names(r.name_en, r.name_zh_hk, r.name_zh_cn),
        purpose: r.purpose,
        updatedAt: r.updated_at === null ? null : new Date(r.updated_at).toISOString().slice(0, 10),
      }));
    },
    async directory() {
      return (await directory(db, 60)).map(toEntry);
    },
    async developments(limit) {
      return (await newestEstates(db, limit)).map(toEntry);
    },
    async exclusiveIds(limit, offset) {
      const rows = await exclusiveListingIds(db, limit, offset);
      return { ids: rows.map((r) => r.id), total: Number(rows[0]?.total ?? 0) };
    },
    async executiveIds(purpose, limit, offset) {
      const rows = await executiveListingIds(db, purpose === "rent" ? 2 : 1, EXECUTIVE_MIN_HKD[purpose], limit, offset);
      return { ids: rows.map((r) => r.id), total: Number(rows[0]?.total ?? 0) };
    },
    async districts() {
      return (await districtList(database)).map((r) => ({
        id: r.id,
        regionId: r.regionId,
        names: { en: r.nameEn, zhHk: r.nameZhHk, zhCn: r.nameZhCn },
      }));
    },
  };
}
