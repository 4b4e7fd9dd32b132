import type { ListingIndex } from "./listing-index/listing-index.ts";
import type { Database } from "../db/client.ts";
import type { KeywordBuildings } from "./search/keyword-buildings.ts";
import { createMarketStats, type MarketStats } from "./market-stats.ts";
import { createSearchService, type SearchService } from "./search/search-service.ts";
import { createReferenceNames } from "./search/reference-names.ts";
import { preparedQueryable } from "./search/prepared-query.ts";
import { createSuggestionsService, type SuggestionsService } from "./suggestions/suggestions-service.ts";
import { createBuildingChoices, type BuildingChoices } from "./suggestions/building-choices.ts";
import { createMapPinsService, type MapPinsService } from "./map-pins/map-pins-service.ts";
import { createListingCards } from "./search/listing-cards.ts";
import { createListingDetailService, type ListingDetailService } from "./listing-detail/listing-detail-service.ts";
import { createPlacesService, type PlacesService } from "./places/places-service.ts";
import { createDistrictTree } from "./places/district-tree.ts";
import { createPagesService, type PagesService } from "./pages/pages-service.ts";
import { createTransactionsService, type TransactionsService } from "./transactions/transactions-service.ts";
import { createInternationalListings, type InternationalListings } from "./international/international-listings.ts";

/** The browse side's use-cases: search, map pins, listing and place pages, transactions and page-level reads. */
export interface BrowseServices {
  /** The in-memory listing index behind search and map pins; `refresh()` after writing listings. */
  listingIndex: ListingIndex;
  marketStats: MarketStats;
  /** search(spec, presentation), searchJson(spec, presentation), count(filters), byIds(ids, presentation) */
  search: SearchService;
  /** suggest(keyword, listingTypeId): grouped place suggestions from the in-memory place index */
  suggestions: SuggestionsService;
  /** of(kind, id): the buildings of a building, block, phase or estate, for the owners' listing form */
  buildingChoices: BuildingChoices;
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
  /** all(language), byId(id, language): the overseas listings, priced in their own currencies */
  international: InternationalListings;
}

/** Builds the browse services over the shared listing index and keyword buildings (one copy of each per process). */
export function createBrowseServices(shared: {
  database: Database;
  listingIndex: ListingIndex;
  keywordBuildings: KeywordBuildings;
}): BrowseServices {
  const { database, listingIndex, keywordBuildings } = shared;
  const referenceNames = createReferenceNames(database);
  const listingCards = createListingCards(preparedQueryable(database), referenceNames, listingIndex);
  const transactions = createTransactionsService(preparedQueryable(database));
  const search = createSearchService(listingIndex, listingCards, keywordBuildings);
  return {
    listingIndex,
    marketStats: createMarketStats(database),
    search,
    suggestions: createSuggestionsService(database),
    buildingChoices: createBuildingChoices(database),
    mapPins: createMapPinsService(preparedQueryable(database), listingIndex, keywordBuildings),
    listingDetail: createListingDetailService(preparedQueryable(database), listingCards, listingIndex, transactions),
    places: createPlacesService(preparedQueryable(database), listingIndex, transactions, createDistrictTree(database)),
    transactions,
    pages: createPagesService(database, referenceNames),
    international: createInternationalListings(),
  };
}
