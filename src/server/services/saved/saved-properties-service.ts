// A member's saved properties and recently viewed listings. Every method
// takes the session user's id (the route never reads it from the body); the
// cards come from the search service, so a saved card matches a result card.
import type { CurrencyId } from "../../../domain/money/currency.ts";
import { pagerOf, type Pager } from "../../../domain/util/pager.ts";
import {
  SAVED_ORDER,
  SAVED_PROPERTY_TYPE,
  SAVED_SORT,
  type SaveUserPropertiesRequest,
  type UserPropertiesRequest,
} from "../../../domain/contracts/saved-properties.ts";
import type { Database } from "../../db/client.ts";
import {
  deleteSavedProperties,
  RECENTLY_VIEWED_KEEP,
  savedListingIds,
  savedPropertiesOf,
  trimSavedProperties,
  upsertSavedProperties,
  type SavedPropertyRow,
} from "../../db/saved/saved-property-queries.ts";
import { propertyAlertSettings, writePropertyAlertSettings, type SavedPropertyAlertSettings } from "../../db/alerts/alert-queries.ts";
import type { OpenCard, SearchService } from "../search/search-service.ts";
import type { ResultItem } from "../search/result-item.ts";

export type SavedProperty = ResultItem & {
  propertyListingId: number;
  userPropertyId: number;
  createdDate: string;
  updatedDate: string;
  currencyId: CurrencyId;
  available: boolean;
};

export interface SavedPropertiesService {
  page(userId: string, request: UserPropertiesRequest): Promise<{ pager: Pager; properties: SavedProperty[] }>;
  /** The same answer as page(), as JSON bytes (the cards' JSON is kept with their rows). */
  pageJson(userId: string, request: UserPropertiesRequest): Promise<Buffer>;
  ids(userId: string, savedType: number, page: { pageNumber: number; pageSize: number }): Promise<number[]>;
  save(userId: string, request: SaveUserPropertiesRequest): Promise<number>;
  remove(userId: string, savedType: number, listingIds: readonly number[]): Promise<number>;
  /** The member's e-mail alerts about their favourites (price drop, off or back on the market): on or off, and how often. */
  alertSettings(userId: string): Promise<SavedPropertyAlertSettings>;
  setAlertSettings(userId: string, change: { enabled: boolean; frequency: number | null }): Promise<void>;
}

type Entry = { row: SavedPropertyRow; card: OpenCard };

/** Available listings first, then by the chosen column and order (the row id breaks ties the same way). */
function compareEntries(sort: UserPropertiesRequest["SortByType"], descending: boolean): (a: Entry, b: Entry) => number {
  const key = (e: Entry) =>
    sort === SAVED_SORT.Name ? e.card.item.building.toLowerCase() : sort === SAVED_SORT.UpdatedDate ? e.row.updatedAt : e.row.createdAt;
  const direction = descending ? -1 : 1;
  return (a, b) => {
    if (a.card.item.available !== b.card.item.available) return a.card.item.available ? -1 : 1;
    const [x, y] = [key(a), key(b)];
    if (x !== y) return x < y ? -direction : direction;
    return (a.row.id - b.row.id) * direction;
  };
}

const COMMA = Buffer.from(",");

export function createSavedPropertiesService(database: Database, search: SearchService, now: () => Date): SavedPropertiesService {
  /** One page of the member's list, ordered, with each entry's card, and the list's length. */
  async function pageOf(userId: string, request: UserPropertiesRequest) {
    const rows = await savedPropertiesOf(database, userId, request.SavedPropertyType);
    const cards = new Map(
      (
        await search.openCards(
          rows.map((r) => r.listingId),
          { currencyId: request.CurrencyType, languageId: request.LanguageId || 1 },
        )
      ).map((c) => [c.item.id, c]),
    );
    const entries = rows.flatMap((row) => {
      const card = cards.get(row.listingId);
      return card ? [{ row, card }] : [];
    });
    entries.sort(compareEntries(request.SortByType, request.order === SAVED_ORDER.Descending));
    const offset = (request.PageNumber - 1) * request.PageSize;
    return {
      pager: pagerOf(request.PageNumber, entries.length, request.PageSize),
      entries: entries.slice(offset, offset + request.PageSize),
    };
  }
  /** What a saved entry adds to its card: with the purpose it was saved under, which the card shows. */
  const extra = (row: SavedPropertyRow, request: UserPropertiesRequest) => ({
    isSaved: request.SavedPropertyType === SAVED_PROPERTY_TYPE.Favorite,
    propertyListingId: row.listingId,
    userPropertyId: row.id,
    createdDate: row.createdAt,
    updatedDate: row.updatedAt,
    currencyId: request.CurrencyType,
    listingTypeId: row.listingType,
  });

  return {
    async page(userId, request) {
      const { pager, entries } = await pageOf(userId, request);
      return { pager, properties: entries.map(({ row, card }) => ({ ...card.item, ...extra(row, request) })) };
    },

    async pageJson(userId, request) {
      const { pager, entries } = await pageOf(userId, request);
      const parts: Buffer[] = [Buffer.from(`{"pager":${JSON.stringify(pager)},"properties":[`)];
      entries.forEach(({ row, card }, i) => {
        if (i > 0) parts.push(COMMA);
        parts.push(card.open, Buffer.from(`,${JSON.stringify(extra(row, request)).slice(1)}`));
      });
      parts.push(Buffer.from("]}"));
      return Buffer.concat(parts);
    },

    ids(userId, savedType, { pageNumber, pageSize }) {
      return savedListingIds(database, userId, savedType, { offset: (pageNumber - 1) * pageSize, limit: pageSize });
    },

    async save(userId, request) {
      const at = now();
      // One entry per listing (the earliest date, the last purpose named); a date from the future (a wrong guest
      // clock) counts as now.
      const items = new Map<number, { createdAt: Date; listingType: number | null }>();
      for (const p of request.properties) {
        const given = p.createdDate ? new Date(p.createdDate) : at;
        const created = given > at ? at : given;
        const known = items.get(p.propertyListingId);
        items.set(p.propertyListingId, {
          createdAt: known && known.createdAt < created ? known.createdAt : created,
          listingType: p.listingTypeId ?? known?.listingType ?? null,
        });
      }
      return database.transaction(async (tx) => {
        const saved = await upsertSavedProperties(
          tx,
          userId,
          request.savedPropertyType,
          [...items].map(([listingId, item]) => ({ listingId, ...item })),
          at,
        );
        if (request.savedPropertyType === SAVED_PROPERTY_TYPE.RecentlyViewed) {
          await trimSavedProperties(tx, userId, request.savedPropertyType, RECENTLY_VIEWED_KEEP);
        }
        return saved;
      });
    },

    remove(userId, savedType, listingIds) {
      return deleteSavedProperties(database, userId, savedType, listingIds);
    },

    alertSettings: (userId) => propertyAlertSettings(database, userId),
    setAlertSettings: (userId, change) => writePropertyAlertSettings(database, userId, change, now()),
  };
}
