import type { Database } from "../db/client.ts";
import { createMarketStats, type MarketStats } from "./market-stats.ts";
import { createSearchService, type SearchService } from "./search/search-service.ts";
import { createKeywordBuildings } from "./search/keyword-buildings.ts";
import { createReferenceNames } from "./search/reference-names.ts";
import { preparedQueryable } from "./search/prepared-query.ts";
import { createSuggestionsService, type SuggestionsService } from "./suggestions/suggestions-service.ts";
import { createMapPinsService, type MapPinsService } from "./map-pins/map-pins-service.ts";
import { createListingIndex, type ListingIndex } from "./listing-index/listing-index.ts";
import { createListingCards } from "./search/listing-cards.ts";
import { createListingDetailService, type ListingDetailService } from "./listing-detail/listing-detail-service.ts";
import { createPlacesService, type PlacesService } from "./places/places-service.ts";
import { createDistrictTree } from "./places/district-tree.ts";
import { createPagesService, type PagesService } from "./pages/pages-service.ts";
import { createTransactionsService, type TransactionsService } from "./transactions/transactions-service.ts";
import { createSavedSearchesService, type SavedSearchesService } from "./saved/saved-searches-service.ts";
import { createSavedPropertiesService, type SavedPropertiesService } from "./saved/saved-properties-service.ts";
import { createContentService, type ContentService } from "./content/content-service.ts";
import { createInternationalListings, type InternationalListings } from "./international/international-listings.ts";
import { createRateLimits, databaseRateLimitStore, type RateLimits, type RateLimitStore } from "../http/rate-limits.ts";

/**
 * The use-cases page loaders may call. main.ts builds them once and hands
 * them to React Router through the load context (see src/web/app-context.ts).
 */
export interface PortalServices {
  /** The in-memory listing index behind search and map pins; `refresh()` after writing listings. */
  listingIndex: ListingIndex;
  marketStats: MarketStats;
  /** search(spec, presentation), searchJson(spec, presentation), count(filters), byIds(ids, presentation) */
  search: SearchService;
  /** suggest(keyword, listingTypeId): grouped place suggestions from the in-memory place index */
  suggestions: SuggestionsService;
  /** pins(filters, view, presentation): map pins for the zoom's layer */
  mapPins: MapPinsService;
  /** byId(id, currencyId, languageId, { transactionsPage }) */
  listingDetail: ListingDetailService;
  /** place(kind, id, options), districtTree(languageId), popular(purpose, languageId) */
  places: PlacesService;
  /** pageOfPlace(scope, page, presentation), filtered(filter, page, presentation), quarters(scope) */
  transactions: TransactionsService;
  /** Page-level reads: trilingual names, place trails, sitemap parts, directory, exclusives, district list */
  pages: PagesService;
  /** consume(rule, key): the account calls' limits, shared by every server process */
  rateLimits: RateLimits;
  /** page(userId, request), ids(userId, type, page), save(userId, request), remove(userId, type, ids): a member's saved and recently viewed listings */
  savedProperties: SavedPropertiesService;
  /** save, saveMany, list, byIds, remove, idByKeyword, idByDistrict, updateNotifications: a member's saved searches and follows */
  savedSearches: SavedSearchesService;
  /** The agent team and profiles, news, guides, the fixed pages and the mega menus' places */
  content: ContentService;
  /** all(language), byId(id, language): the overseas listings, priced in their own currencies */
  international: InternationalListings;
}

export interface PortalServicesOptions {
  /** Where rate limit counters live; the database unless REDIS_URL gives a Redis store. */
  rateLimitStore?: RateLimitStore;
  /** The clock of dated writes (saved items); tests move it. */
  now?: () => Date;
}

export function createPortalServices(database: Database, options: PortalServicesOptions = {}): PortalServices {
  // In-memory reference data shared by search, map pins and detail.
  const keywordBuildings = createKeywordBuildings(database);
  const referenceNames = createReferenceNames(database);
  const listingIndex = createListingIndex(database);
  const listingCards = createListingCards(preparedQueryable(database), referenceNames, listingIndex);
  const transactions = createTransactionsService(preparedQueryable(database));
  const search = createSearchService(listingIndex, listingCards, keywordBuildings);
  return {
    listingIndex,
    marketStats: createMarketStats(database),
    search,
    suggestions: createSuggestionsService(database),
    mapPins: createMapPinsService(preparedQueryable(database), listingIndex, keywordBuildings),
    listingDetail: createListingDetailService(preparedQueryable(database), listingCards, listingIndex, transactions),
    places: createPlacesService(preparedQueryable(database), listingIndex, transactions, createDistrictTree(database)),
    transactions,
    pages: createPagesService(database, referenceNames),
    rateLimits: createRateLimits(options.rateLimitStore ?? databaseRateLimitStore(database)),
    savedProperties: createSavedPropertiesService(database, search, options.now ?? (() => new Date())),
    savedSearches: createSavedSearchesService(database, options.now ?? (() => new Date())),
    content: createContentService(preparedQueryable(database), search, listingIndex),
    international: createInternationalListings(),
  };
}
