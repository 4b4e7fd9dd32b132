// A member's saved items: saved and recently viewed properties, saved searches and follows.
import type { Database } from "../../db/client.ts";
import type { SearchService } from "../search/search-service.ts";
import { createSavedPropertiesService, type SavedPropertiesService } from "./saved-properties-service.ts";
import { createSavedSearchesService, type SavedSearchesService } from "./saved-searches-service.ts";

export interface SavedServices {
  /** page(userId, request), ids(userId, type, page), save(userId, request), remove(userId, type, ids) */
  properties: SavedPropertiesService;
  /** save, saveMany, list, byIds, remove, idByKeyword, idByDistrict, updateNotifications */
  searches: SavedSearchesService;
}

export function createSavedServices(database: Database, search: SearchService, now: () => Date): SavedServices {
  return { properties: createSavedPropertiesService(database, search, now), searches: createSavedSearchesService(database, now) };
}
