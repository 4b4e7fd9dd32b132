// Everything the listing detail page shows, in one call: the result item,
// photos grouped PP/BP/FP, building/estate/district facts, the agent, price
// history, a page of the building's transactions, a page of other
// transactions nearby, other listings in the building and the nearest MTR
// stations with walking minutes.
import type { Queryable } from "../../db/client.ts";
import type { CurrencyId } from "../../../domain/money/currency.ts";
import { convertFromHkd } from "../../../domain/money/currency.ts";
import type { ListingCards } from "../search/listing-cards.ts";
import { presentResultItem, type ResultItem } from "../search/result-item.ts";
import { agentImagePath, captionText, listingPhotoPath } from "../search/media-paths.ts";
import { nameSuffix } from "../search/localised.ts";
import {
  agentOf,
  allStations,
  buildingFacts,
  factsIn,
  listingExtras,
  type BuildingFactsRow,
  type TrilingualBuildingFacts,
} from "../../db/listings/listing-detail-queries.ts";
import { walkingMinutes } from "./walking.ts";
import { listingMedia, type ListingMedia } from "./listing-media.ts";
import { listingIdOfReference } from "../../db/listings/listing-index-queries.ts";
import { createKeyedSnapshots } from "../cache/timed-snapshot.ts";
import { nearestStations } from "./nearest-stations.ts";
import type { ListingIndex } from "../listing-index/listing-index.ts";
import { placeFilters } from "../../../domain/search/search-filters.ts";
import { TRANSACTIONS_PAGE_SIZE, type TransactionsService } from "../transactions/transactions-service.ts";
import { presentTransactionPage, type TransactionPage } from "../transactions/transaction-presenter.ts";

const OTHER_LISTINGS = 6;
const STATIONS = 3;
/**
 * A building's facts, agents and the MTR station list are shared by many
 * listing pages and change only when the market data is reloaded: kept this long.
 */
const REFERENCE_TTL_MS = 60_000;

export type Photo = { path: string; caption: string };

export type ListingDetail = {
  listing: ResultItem;
  /**
   * When the listing was first advertised (ISO 8601): the advertisement date every listing page shows. Its
   * `listing.lastUpdated` is the last change since.
   */
  listedAt: string;
  photos: { PP: Photo[]; BP: Photo[]; FP: Photo[] };
  /** Its virtual tour and video, where it has them. */
  media: ListingMedia;
  building: BuildingFactsRow & { age: number };
  agent: {
    id: number;
    name: string;
    title: string;
    phone: string;
    whatsapp: string;
    email: string;
    licenceNo: string;
    image: string;
    languages: string[];
  } | null;
  priceHistory: { purpose: "sale" | "rent"; date: string; oldPrice: number; newPrice: number }[];
  transactions: TransactionPage;
  /** Transactions of the estate (or district, outside an estate) in other buildings. */
  otherTransactions: TransactionPage & { scope: "estate" | "district" };
  otherListings: ResultItem[];
  nearbyStations: { id: number; code: string; name: string; lines: string[]; metres: number; walkingMinutes: number }[];
};

export interface ListingDetailService {
  /** The detail of one listing (also off-market ones, shown as unavailable), or null when there is no such listing. */
  byId(
    id: number,
    currencyId: CurrencyId,
    languageId: number,
    options?: { transactionsPage?: number; otherTransactionsPage?: number },
  ): Promise<ListingDetail | null>;
  /** The listing a reference id names (on the market or not), else null. */
  idOfReference(referenceId: string): Promise<number | null>;
}

const iso = (d: Date | string) => new Date(d).toISOString().slice(0, 10);

/** Every available listing of a building, for sale or rent, in the listing index's terms. */
const inBuilding = (buildingId: number) => placeFilters(4, { kind: "building", id: buildingId });
const BEST_FIRST = { sortBy: "qualityscore", orderBy: "desc", languageId: 1 } as const;

/**
 * The listing's own card row and its building's other listings come through
 * the shared card cache; which listings those are, best first, the listing
 * index says.
 */
export function createListingDetailService(
  db: Queryable,
  cards: ListingCards,
  index: ListingIndex,
  transactions: TransactionsService,
  now: () => Date = () => new Date(),
): ListingDetailService {
  // Reads shared by every listing of a building; the listing's own rows
  // (card, photos, price history) are read each time.
  const cached = <T>(maxEntries: number) => createKeyedSnapshots<T>({ ttlMs: REFERENCE_TTL_MS, maxEntries });
  const factsCache = cached<TrilingualBuildingFacts | undefined>(20_000);
  const agentCache = cached<Awaited<ReturnType<typeof agentOf>>>(5_000);
  const stationsCache = cached<Awaited<ReturnType<typeof allStations>>>(1);
  const otherListingIds = async (id: number, buildingId: number) =>
    (await index.search(inBuilding(buildingId), BEST_FIRST, 0, OTHER_LISTINGS + 1)).ids
      .filter((other) => other !== id)
      .slice(0, OTHER_LISTINGS);
  /** The use-case: the listing's rows and what its page shows beside it, prices in HKD; null for no such listing. */
  async function find(id: number, languageId: number, page: number, otherPage: number) {
    const extras = listingExtras(db, id); // needs only the id: read beside the card
    // The card rows of the listing and of its building's other listings in one read, when the index knows the building.
    const indexedBuilding = await index.buildingOf(id);
    const rows = await cards.rows(indexedBuilding === null ? [id] : [id, ...(await otherListingIds(id, indexedBuilding))], languageId);
    const row = rows[0]?.id === id ? rows[0] : undefined;
    if (!row) {
      extras.catch(() => {});
      return null;
    }
    // Off the market, or moved since the index last looked: the other listings follow the row's building.
    const otherRows =
      row.building_id === indexedBuilding
        ? Promise.resolve(rows.slice(1))
        : otherListingIds(id, row.building_id).then((ids) => cards.rows(ids, languageId));
    const n = nameSuffix(languageId);
    const facts = factsCache.get(String(row.building_id), () => buildingFacts(db, row.building_id));
    // The scope of "other transactions" (estate, else district) comes from the building row.
    const otherScope = facts.then((b) =>
      b?.estate_id == null ? { kind: "district" as const, id: row.district_id } : { kind: "estate" as const, id: b.estate_id },
    );
    const [{ photos, history, listedAt }, otherListingRows, building, agent, tx, otherTx, stations, scope] = await Promise.all([
      extras,
      otherRows,
      facts,
      agentCache.get(`${row.agent_id}:${n}`, () => agentOf(db, row.agent_id, n)),
      transactions.ofPlace({ kind: "building", id: row.building_id }, page),
      otherScope.then((scope) => transactions.ofPlace(scope, otherPage, row.building_id)),
      stationsCache.get("all", () => allStations(db)),
      otherScope,
    ]);
    // Gone between the two reads: no such listing.
    if (listedAt === null) return null;
    return {
      row,
      listedAt,
      photos,
      history,
      otherListingRows,
      building: building!,
      agent,
      tx,
      otherTx,
      otherScope: scope.kind,
      stations,
      page,
      otherPage,
    };
  }

  /** Its presentation: prices in the currency, names in the language, the card shape. */
  function present(found: NonNullable<Awaited<ReturnType<typeof find>>>, currencyId: CurrencyId, lang: number): ListingDetail {
    const { row, photos, history, building, agent, stations } = found;
    const cardOptions = { currencyId, languageId: lang, sizeType: "saleable" as const, preferRent: row.purpose === 2, now: now() };
    const presentation = { currencyId, languageId: lang };
    const listing = presentResultItem(row, cardOptions);
    const grouped: ListingDetail["photos"] = { PP: [], BP: [], FP: [] };
    for (const p of photos)
      grouped[p.type].push({ path: listingPhotoPath(p.kind, p.image_key, row.bedrooms, lang), caption: captionText(p.caption_code, lang) });
    const n = nameSuffix(lang);
    return {
      listing,
      listedAt: new Date(found.listedAt).toISOString(),
      photos: grouped,
      media: listingMedia(listing),
      building: { ...factsIn(building, lang), age: listing.buildingAge },
      agent: agent
        ? {
            id: agent.id,
            name: agent.name,
            title: agent.title,
            phone: agent.phone,
            whatsapp: agent.whatsapp,
            email: agent.email,
            licenceNo: agent.licence_no,
            image: agentImagePath(agent.photo_key),
            languages: agent.languages,
          }
        : null,
      priceHistory: history.map((h) => ({
        purpose: h.purpose === 2 ? "rent" : "sale",
        date: iso(h.changed_at),
        oldPrice: Math.round(convertFromHkd(h.old_price, currencyId)),
        newPrice: Math.round(convertFromHkd(h.new_price, currencyId)),
      })),
      transactions: presentTransactionPage(found.tx, found.page, TRANSACTIONS_PAGE_SIZE, presentation),
      otherTransactions: {
        scope: found.otherScope,
        ...presentTransactionPage(found.otherTx, found.otherPage, TRANSACTIONS_PAGE_SIZE, presentation),
      },
      otherListings: found.otherListingRows.map((r) => presentResultItem(r, { ...cardOptions, preferRent: r.purpose === 2 })),
      nearbyStations: nearestStations(stations, row.lat, row.lng, STATIONS).map((s) => ({
        id: s.id,
        code: s.code,
        name: s[`name_${n}`],
        lines: s[`lines_${n}`],
        metres: Math.round(s.metres),
        walkingMinutes: walkingMinutes(s.metres),
      })),
    };
  }

  return {
    async byId(id, currencyId, languageId, options = {}) {
      const lang = languageId || 1;
      const found = await find(id, lang, options.transactionsPage ?? 1, options.otherTransactionsPage ?? 1);
      return found && present(found, currencyId, lang);
    },
    idOfReference: (referenceId) => listingIdOfReference(db, referenceId),
  };
}
