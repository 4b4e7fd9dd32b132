// A member's saved searches and follows (saved search sets). Every method
// takes the session user's id. Duplicates are the server's decision: the
// same criteria, whatever the name; "Save new" saves one anyway.
import {
  MAX_SEARCH_SETS,
  searchSetCriteriaFields,
  type NotificationFrequency,
  type SaveSearchSetResponse,
  type SearchSetInput,
  type UserSearchSet,
} from "../../../domain/contracts/saved-searches.ts";
import type { Database, Executor } from "../../db/client.ts";
import {
  countSavedSearches,
  deleteSavedSearch,
  findDuplicateSearch,
  findSearchByDistrict,
  findSearchByKeyword,
  insertSavedSearch,
  listSavedSearches,
  savedSearchesByIds,
  updateSearchNotifications,
  type SavedSearchRow,
} from "../../db/saved/saved-search-queries.ts";

const CRITERIA_KEYS = Object.keys(searchSetCriteriaFields).sort() as (keyof typeof searchSetCriteriaFields)[];
/** How results are shown, not which listings match: not part of a duplicate. */
const PRESENTATION_ONLY = new Set(["sortBy", "orderBy", "isMap", "zoomLevel", "mapDetailsType"]);

function criteriaOf(input: SearchSetInput): Record<string, unknown> {
  return Object.fromEntries(CRITERIA_KEYS.map((key) => [key, input[key]]));
}

/** The criteria's canonical text: equal for two sets that match the same listings. */
export function criteriaKeyOf(criteria: Record<string, unknown>): string {
  return JSON.stringify(CRITERIA_KEYS.filter((key) => !PRESENTATION_ONLY.has(key)).map((key) => [key, criteria[key]]));
}

function presentSet(row: SavedSearchRow): UserSearchSet {
  const criteria = row.criteria as Record<string, unknown>;
  const id = row.id;
  return {
    ...(criteria as Omit<UserSearchSet, "name">),
    name: row.name,
    languageId: 1,
    isCustomName: true,
    searchSaveSetType: row.searchType as UserSearchSet["searchSaveSetType"],
    userSearchSetId: id,
    notificationId: id,
    notificationEnabled: row.notificationEnabled,
    notificationFrequency: row.notificationFrequency as NotificationFrequency,
    createdDate: row.createdAt.toISOString(),
  };
}

const summary = (set: UserSearchSet) => ({
  userSearchSetId: set.userSearchSetId,
  name: set.name,
  notificationId: set.notificationId,
  notificationEnabled: set.notificationEnabled,
  notificationFrequency: set.notificationFrequency,
});

export interface SavedSearchesService {
  save(userId: string, input: SearchSetInput, force: boolean): Promise<SaveSearchSetResponse>;
  saveMany(userId: string, inputs: readonly SearchSetInput[]): Promise<SaveSearchSetResponse>;
  list(userId: string, pageSize: number): Promise<UserSearchSet[]>;
  byIds(userId: string, ids: readonly number[]): Promise<UserSearchSet[]>;
  remove(userId: string, id: number): Promise<boolean>;
  idByKeyword(userId: string, q: Parameters<typeof findSearchByKeyword>[2]): Promise<number | null>;
  idByDistrict(userId: string, q: Parameters<typeof findSearchByDistrict>[2]): Promise<number | null>;
  updateNotifications(userId: string, id: number | null, change: { enabled: boolean; frequency: number | null }): Promise<number>;
}

export function createSavedSearchesService(database: Database, now: () => Date): SavedSearchesService {
  const insert = (executor: Executor, userId: string, input: SearchSetInput, criteria: Record<string, unknown>, key: string) =>
    insertSavedSearch(
      executor,
      userId,
      {
        searchType: input.searchSaveSetType,
        name: input.name.trim(),
        criteria,
        criteriaKey: key,
        notificationEnabled: input.notificationEnabled,
        notificationFrequency: input.notificationFrequency,
      },
      now(),
    );
  const summaries = async (userId: string) => (await listSavedSearches(database, userId, MAX_SEARCH_SETS)).map(presentSet).map(summary);
  const refused = (duplicate: SavedSearchRow | null): SaveSearchSetResponse => ({
    result: false,
    isSaved: false,
    userSearchSetId: null,
    duplicateResult: duplicate ? { item1: true, item2: { userSearchSetId: duplicate.id, name: duplicate.name } } : null,
    userSearchSets: [],
  });

  return {
    async save(userId, input, force) {
      const criteria = criteriaOf(input);
      const key = criteriaKeyOf(criteria);
      const saved = await database.transaction(
        async (tx): Promise<{ kind: "refused"; duplicate: SavedSearchRow | null } | { kind: "saved"; row: SavedSearchRow }> => {
          const duplicate = await findDuplicateSearch(tx, userId, key);
          if (duplicate && !force) return { kind: "refused", duplicate };
          if ((await countSavedSearches(tx, userId)) >= MAX_SEARCH_SETS) return { kind: "refused", duplicate: null };
          return { kind: "saved", row: await insert(tx, userId, input, criteria, key) };
        },
      );
      if (saved.kind === "refused") return { ...refused(saved.duplicate), userSearchSets: await summaries(userId) };
      return {
        result: true,
        isSaved: true,
        userSearchSetId: saved.row.id,
        duplicateResult: null,
        userSearchSets: await summaries(userId),
      };
    },

    async saveMany(userId, inputs) {
      let last: number | null = null;
      await database.transaction(async (tx) => {
        let count = await countSavedSearches(tx, userId);
        for (const input of inputs) {
          const criteria = criteriaOf(input);
          const key = criteriaKeyOf(criteria);
          if (count >= MAX_SEARCH_SETS || (await findDuplicateSearch(tx, userId, key))) continue;
          last = (await insert(tx, userId, input, criteria, key)).id;
          count++;
        }
      });
      return {
        result: true,
        isSaved: last !== null,
        userSearchSetId: last,
        duplicateResult: null,
        userSearchSets: await summaries(userId),
      };
    },

    async list(userId, pageSize) {
      return (await listSavedSearches(database, userId, pageSize)).map(presentSet);
    },
    async byIds(userId, ids) {
      return (await savedSearchesByIds(database, userId, ids)).map(presentSet);
    },
    remove: (userId, id) => deleteSavedSearch(database, userId, id),
    idByKeyword: (userId, q) => findSearchByKeyword(database, userId, q),
    idByDistrict: (userId, q) => findSearchByDistrict(database, userId, q),
    updateNotifications: (userId, id, change) => updateSearchNotifications(database, userId, id, change, now()),
  };
}
