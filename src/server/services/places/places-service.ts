// Place pages (building, block, estate, phase, district, development):
// facts, listing counts for sale and rent, a page of transactions and the
// price per square foot by quarter. Development pages are estates seen as
// new projects. The district tree of the search pages and the popular
// places of the home page are read here too.
import type { Queryable } from "../../db/client.ts";
import type { CurrencyId } from "../../../domain/money/currency.ts";
import { convertFromHkd } from "../../../domain/money/currency.ts";
import { languageKey } from "../search/localised.ts";
import { placeOfPage, type PlacePageKind } from "../../../domain/places/place-kinds.ts";
import type { Names } from "../../../domain/i18n/languages.ts";
import { placeBuildingCount, placeFacts } from "../../db/places/place-queries.ts";
import type { ListingIndex } from "../listing-index/listing-index.ts";
import { placeFilters } from "../../../domain/search/search-filters.ts";
import type { TransactionsService } from "../transactions/transactions-service.ts";
import type { TransactionPage } from "../transactions/transaction-presenter.ts";
import type { QuarterRow } from "../../db/transactions/transaction-queries.ts";
import type { DistrictTree } from "./district-tree.ts";
import { createPopularPlaces, type PopularPlaces } from "./popular-places.ts";

export type PlaceData = {
  kind: PlacePageKind;
  id: number;
  name: string;
  names: Names;
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
  place(kind: PlacePageKind, id: number, options: PlaceOptions): Promise<PlaceData | null>;
  /** Regions and their districts with names in the three languages, from the database (kept; see district-tree.ts). */
  districtTree: DistrictTree["get"];
  /** The districts and buildings with the most available listings for sale or rent (see popular-places.ts). */
  popular: PopularPlaces["get"];
}

type Found = {
  facts: NonNullable<Awaited<ReturnType<typeof placeFacts>>>;
  sale: number;
  rent: number;
  buildings: number;
  quarters: QuarterRow[];
  transactions: TransactionPage;
};

export function createPlacesService(
  db: Queryable,
  index: ListingIndex,
  transactions: TransactionsService,
  tree: DistrictTree,
): PlacesService {
  // The place's listings for sale and for rent, counted as the searches its page links to count them.
  const listingCount = (place: ReturnType<typeof placeOfPage>, listingTypeId: 1 | 2) => index.count(placeFilters(listingTypeId, place));
  const popular = createPopularPlaces(index);

  /** The use-case: what the place is and what it holds, prices in HKD. */
  async function find(kind: PlacePageKind, id: number, o: PlaceOptions): Promise<Found | null> {
    const place = placeOfPage(kind, id);
    const facts = await placeFacts(db, place);
    if (!facts) return null;
    const presentation = { currencyId: o.currencyId, languageId: o.languageId || 1 };
    const [sale, rent, buildings, tx, quarters] = await Promise.all([
      listingCount(place, 1),
      listingCount(place, 2),
      placeBuildingCount(db, place),
      transactions.pageOfPlace(place, o.transactionsPage ?? 1, presentation),
      transactions.quarters(place),
    ]);
    return { facts, sale, rent, buildings, quarters, transactions: tx };
  }

  /** Its presentation: names in the language, prices in the currency. */
  function present(kind: PlacePageKind, id: number, found: Found, o: PlaceOptions): PlaceData {
    const { facts } = found;
    const money = (n: number) => Math.round(convertFromHkd(Number(n), o.currencyId) * 100) / 100;
    const names = { en: facts.name_en, zhHk: facts.name_zh_hk, zhCn: facts.name_zh_cn };
    return {
      kind,
      id,
      name: names[languageKey(o.languageId || 1)],
      names,
      lat: facts.lat,
      lng: facts.lng,
      districtId: facts.district_id,
      builtYear: facts.built_year,
      listings: { sale: found.sale, rent: found.rent },
      buildings: found.buildings,
      transactions: found.transactions,
      pricePerSqft: found.quarters.map((q) => ({
        quarter: q.quarter,
        kind: q.kind === 1 ? "sale" : "lease",
        transactions: Number(q.transactions),
        saleable: money(q.ppsf_saleable),
        gross: money(q.ppsf_gross),
      })),
    };
  }

  return {
    async place(kind, id, o) {
      const found = await find(kind, id, o);
      return found && present(kind, id, found, o);
    },
    districtTree: (languageId) => tree.get(languageId),
    popular: (purpose, languageId) => popular.get(purpose, languageId),
  };
}
