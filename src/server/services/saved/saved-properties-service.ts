// A member's saved properties and recently viewed listings. Every method
// takes the session user's id (the route never reads it from the body); the
// cards come from the search service, so a saved card matches a result card.
import type { CurrencyId } from "../../../domain/money/currency.ts";
import { pagerOf, type Pager } from "../../../domain/util/pager.ts";
import {
  SAVED_PROPERTY_TYPE,
  type SaveUserPropertiesRequest,
  type UserPropertiesRequest,
} from "../../../domain/contracts/saved-properties.ts";
import type { Database } from "../../db/client.ts";
import {
  deleteSavedProperties,
  pageOfSavedProperties,
  RECENTLY_VIEWED_KEEP,
  savedListingIds,
  trimSavedProperties,
  upsertSavedProperties,
} from "../../db/saved/saved-property-queries.ts";
import type { SearchService } from "../search/search-service.ts";
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
  ids(userId: string, savedType: number, page: { pageNumber: number; pageSize: number }): Promise<number[]>;
  save(userId: string, request: SaveUserPropertiesRequest): Promise<number>;
  remove(userId: string, savedType: number, listingIds: readonly number[]): Promise<number>;
}

const iso = (value: Date | string) => new Date(value).toISOString();

export function createSavedPropertiesService(database: Database, search: SearchService, now: () => Date): SavedPropertiesService {
  return {
    async page(userId, request) {
      const { rows, total } = await pageOfSavedProperties(
        database,
        userId,
        request.SavedPropertyType,
        { by: request.SortByType, descending: request.order === 2 },
        { offset: (request.PageNumber - 1) * request.PageSize, limit: request.PageSize },
      );
      const cards = await search.byIds(
        rows.map((r) => r.listing_id),
        { currencyId: request.CurrencyType, languageId: request.LanguageId || 1 },
      );
      const byId = new Map(cards.map((c) => [c.id, c]));
      const properties = rows.flatMap((row) => {
        const card = byId.get(row.listing_id);
        if (!card) return [];
        const { isAvaliable: _ignored, ...item } = card;
        return [
          {
            ...item,
            isSaved: request.SavedPropertyType === SAVED_PROPERTY_TYPE.Favorite ? true : item.isSaved,
            propertyListingId: row.listing_id,
            userPropertyId: Number(row.id),
            createdDate: iso(row.created_at),
            updatedDate: iso(row.updated_at),
            currencyId: request.CurrencyType,
            available: row.available,
          },
        ];
      });
      return { pager: pagerOf(request.PageNumber, total, request.PageSize), properties };
    },

    ids(userId, savedType, { pageNumber, pageSize }) {
      return savedListingIds(database, userId, savedType, { offset: (pageNumber - 1) * pageSize, limit: pageSize });
    },

    async save(userId, request) {
      const at = now();
      // One entry per listing; a date from the future (a wrong guest clock) counts as now.
      const items = new Map<number, Date>();
      for (const p of request.properties) {
        const given = p.createdDate ? new Date(p.createdDate) : at;
        const created = given > at ? at : given;
        const known = items.get(p.propertyListingId);
        if (!known || created < known) items.set(p.propertyListingId, created);
      }
      return database.transaction(async (tx) => {
        const saved = await upsertSavedProperties(
          tx,
          userId,
          request.savedPropertyType,
          [...items].map(([listingId, createdAt]) => ({ listingId, createdAt })),
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
  };
}
