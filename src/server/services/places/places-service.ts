// Place pages (building, block, estate, phase, district, development): facts,
// listing counts for sale and rent, a page of transactions and the price per
// square foot by quarter. Development pages are estates seen as new projects.
import type { Queryable } from "../../db/client.ts";
import type { CurrencyId } from "../../../domain/money/currency.ts";
import { convertFromHkd } from "../../../domain/money/currency.ts";
import { languageKey } from "../search/localised.ts";
import { inLanguage, transactionsPage } from "../listing-detail/listing-detail-queries.ts";
import { presentTransaction, TRANSACTIONS_PAGE_SIZE, type TransactionPage } from "../listing-detail/listing-detail-service.ts";
import { PLACE_SCOPE, placeBuildingCount, placeFacts, pricePerSqftByQuarter, type PlaceKind } from "./place-queries.ts";
import type { ListingIndex } from "../listing-index/listing-index.ts";
import { searchFilters } from "../search/search-filters.ts";
import { searchCountRequestSchema } from "../../../domain/contracts/search-count-request.ts";
import { SUGGESTION_RESULT_TYPE } from "../../../domain/listing/enums.ts";

export type PlaceData = {
  kind: PlaceKind;
  id: number;
  name: string;
  names: { en: string; zhHk: string; zhCn: string };
  lat: number | null;
  lng: number | null;
  districtId: number | null;
  builtYear: number | null;
  listings: { sale: number; rent: number };
  buildings: number;
  transactions: TransactionPage;
  pricePerSqft: { quarter: string; kind: "sale" | "lease"; transactions: number; saleable: number; gross: number }[];
};

export type PlaceOptions = { currencyId: CurrencyId; languageId: number; transactionsPage?: number };

export interface PlacesService {
  /** Data of any place page kind, or null when there is no such place. */
  place(kind: PlaceKind, id: number, options: PlaceOptions): Promise<PlaceData | null>;
  /** Building page data. */
  building(id: number, options: PlaceOptions): Promise<PlaceData | null>;
  /** District page data. */
  district(id: number, options: PlaceOptions): Promise<PlaceData | null>;
  /** Estate page data. */
  estate(id: number, options: PlaceOptions): Promise<PlaceData | null>;
}

const RESULT_TYPE: Record<PlaceKind, number> = {
  building: SUGGESTION_RESULT_TYPE.building,
  block: SUGGESTION_RESULT_TYPE.block,
  estate: SUGGESTION_RESULT_TYPE.estate,
  development: SUGGESTION_RESULT_TYPE.estate,
  phase: SUGGESTION_RESULT_TYPE.phase,
  district: SUGGESTION_RESULT_TYPE.district,
};

export function createPlacesService(db: Queryable, index: ListingIndex): PlacesService {
  // The place's listings for sale and for rent, counted as the searches its page links to count them.
  const listingCount = (kind: PlaceKind, id: number, listingTypeId: 1 | 2) =>
    index.count(searchFilters(searchCountRequestSchema.parse({ listingTypeId, searchResultType: RESULT_TYPE[kind], searchResultId: id })));

  async function place(kind: PlaceKind, id: number, o: PlaceOptions): Promise<PlaceData | null> {
    const facts = await placeFacts(db, kind, id);
    if (!facts) return null;
    const lang = o.languageId || 1;
    const page = o.transactionsPage ?? 1;
    const [sale, rent, buildings, tx, quarters] = await Promise.all([
      listingCount(kind, id, 1),
      listingCount(kind, id, 2),
      placeBuildingCount(db, kind, id),
      transactionsPage(db, PLACE_SCOPE[kind].transactions, [id], page, TRANSACTIONS_PAGE_SIZE),
      pricePerSqftByQuarter(db, kind, id),
    ]);
    const money = (n: number) => Math.round(convertFromHkd(Number(n), o.currencyId) * 100) / 100;
    const names = { en: facts.name_en, zhHk: facts.name_zh_hk, zhCn: facts.name_zh_cn };
    return {
      kind, id, name: names[languageKey(lang)], names, lat: facts.lat, lng: facts.lng, districtId: facts.district_id, builtYear: facts.built_year,
      listings: { sale, rent },
      buildings,
      transactions: {
        pager: { currentPage: page, totalPages: Math.ceil(tx.total / TRANSACTIONS_PAGE_SIZE), totalItems: tx.total },
        items: inLanguage(tx.rows, lang).map((t) => presentTransaction(t, o.currencyId)),
      },
      pricePerSqft: quarters.map((q) => ({ quarter: q.quarter, kind: q.kind === 1 ? "sale" : "lease", transactions: Number(q.transactions), saleable: money(q.ppsf_saleable), gross: money(q.ppsf_gross) })),
    };
  }
  return {
    place,
    building: (id, o) => place("building", id, o),
    district: (id, o) => place("district", id, o),
    estate: (id, o) => place("estate", id, o),
  };
}
