// Page-level reads for issue 7 that the listing and place services do not
// cover: trilingual names for hreflang alternates, a place's trail, the
// sitemap parts, the human sitemap, developments, exclusive and executive
// listings and the transaction page.
import type { Queryable } from "../../db/client.ts";
import type { CurrencyId } from "../../../domain/money/currency.ts";
import { EXECUTIVE_MIN_HKD, type ExecutivePurpose } from "../../../domain/listing/executive-band.ts";
import { nameSuffix } from "../search/localised.ts";
import { presentTransaction, type TransactionPage } from "../listing-detail/listing-detail-service.ts";
import { directory, exclusiveListingIds, executiveListingIds, newestEstates, placeTrail, type TrailKind } from "./page-queries.ts";
import { districtList, filteredTransactions } from "./transaction-queries.ts";
import { sitemapChunks, sitemapRows, type SitemapKind } from "./sitemap-queries.ts";
import type { ReferenceNamesCache } from "../search/reference-names.ts";

export type Names = { en: string; zhHk: string; zhCn: string };
export type PlaceTrail = {
  district: { id: number; names: Names };
  region: { id: number; slug: string; names: Names };
  estate: { id: number; names: Names } | null;
  address: { streetNo: string; street: Names } | null;
  floors: number | null;
  unitsPerFloor: number | null;
  hasClubhouse: boolean | null;
};
export type SitemapEntry = { id: number; names: Names; purpose: number | null; updatedAt: string | null };
export type TransactionFilter = { districtId: number | null; building: string; kind: "sale" | "lease" | null; page: number };
export type DistrictOption = { id: number; regionId: number; names: Names };
export type DirectoryEntry = { id: number; kind: "district" | "estate"; regionId: number; districtId: number; names: Names; listings: number; builtYear?: number };

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
  /** A page of recent transactions matching the filter, prices in `currencyId`. */
  transactions(filter: TransactionFilter, currencyId: CurrencyId, languageId: number): Promise<TransactionPage & { capped: boolean }>;
  districts(): Promise<DistrictOption[]>;
}

export const TRANSACTION_PAGE_SIZE = 20;
/** The transaction page stops counting (and paging) here; see filteredTransactions. */
const TRANSACTION_CAP = TRANSACTION_PAGE_SIZE * 50;

const names = (en: string | null, zhHk: string | null, zhCn: string | null): Names => ({ en: en ?? "", zhHk: zhHk ?? "", zhCn: zhCn ?? "" });
const KINDS: SitemapKind[] = ["listings", "buildings", "districts", "estates"];

export function createPagesService(db: Queryable, referenceNames: ReferenceNamesCache): PagesService {
  const toEntry = (r: { id: number; kind: "district" | "estate"; region_id: number; district_id: number; name_en: string; name_zh_hk: string; name_zh_cn: string; listings: number | string; built_year?: number }): DirectoryEntry => ({
    id: r.id, kind: r.kind, regionId: r.region_id, districtId: r.district_id, names: names(r.name_en, r.name_zh_hk, r.name_zh_cn), listings: Number(r.listings),
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
        floors: r.floors, unitsPerFloor: r.units_per_floor, hasClubhouse: r.has_clubhouse,
      };
    },
    async sitemapParts() {
      const parts = await Promise.all(KINDS.map(async (kind) => (await sitemapChunks(db, kind)).map((chunk) => ({ kind, chunk }))));
      return parts.flat();
    },
    async sitemapEntries(kind, chunk) {
      const rows = await sitemapRows(db, kind, chunk);
      return rows.map((r) => ({
        id: r.id, names: names(r.name_en, r.name_zh_hk, r.name_zh_cn), purpose: r.purpose,
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
    async transactions(filter, currencyId, languageId) {
      const kind = filter.kind === "sale" ? 1 : filter.kind === "lease" ? 2 : null;
      const page = Math.min(filter.page, TRANSACTION_CAP / TRANSACTION_PAGE_SIZE);
      const { rows, total } = await filteredTransactions(db, { districtId: filter.districtId, building: filter.building, kind }, nameSuffix(languageId || 1), page, TRANSACTION_PAGE_SIZE, TRANSACTION_CAP);
      return {
        pager: { currentPage: page, totalPages: Math.ceil(total / TRANSACTION_PAGE_SIZE), totalItems: total },
        items: rows.map((t) => presentTransaction(t, currencyId)),
        capped: total >= TRANSACTION_CAP,
      };
    },
    async districts() {
      return (await districtList(db)).map((r) => ({ id: r.id, regionId: r.region_id, names: names(r.name_en, r.name_zh_hk, r.name_zh_cn) }));
    },
  };
}
