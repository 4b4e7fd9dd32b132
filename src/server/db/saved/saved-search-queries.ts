// SQL of a member's saved search sets (searches and follows). Every query
// takes the session user's id; none learns "whose" from a request body.
import type { Queryable } from "../client.ts";

export interface SavedSearchRow {
  id: string | number;
  search_type: number;
  name: string;
  criteria: unknown;
  notification_enabled: boolean;
  notification_frequency: number;
  created_at: Date | string;
}

const COLUMNS = "id, search_type, name, criteria, notification_enabled, notification_frequency, created_at";

export interface NewSavedSearch {
  searchType: number;
  name: string;
  criteria: Record<string, unknown>;
  criteriaKey: string;
  notificationEnabled: boolean;
  notificationFrequency: number;
}

export async function insertSavedSearch(executor: Queryable, userId: string, set: NewSavedSearch, now: Date): Promise<SavedSearchRow> {
  const [row] = await executor.query<SavedSearchRow>(
    `insert into saved_search_sets (user_id, search_type, name, criteria, criteria_key, notification_enabled, notification_frequency, created_at, updated_at)
     values ($1, $2, $3, $4::jsonb, $5, $6, $7, $8, $8) returning ${COLUMNS}`,
    [
      userId,
      set.searchType,
      set.name,
      JSON.stringify(set.criteria),
      set.criteriaKey,
      set.notificationEnabled,
      set.notificationFrequency,
      now.toISOString(),
    ],
  );
  return row!;
}

/** The member's set with these criteria, if any (the oldest). */
export async function findDuplicateSearch(executor: Queryable, userId: string, criteriaKey: string): Promise<SavedSearchRow | null> {
  const [row] = await executor.query<SavedSearchRow>(
    `select ${COLUMNS} from saved_search_sets where user_id = $1 and criteria_key = $2 order by id limit 1`,
    [userId, criteriaKey],
  );
  return row ?? null;
}

export async function listSavedSearches(executor: Queryable, userId: string, limit: number): Promise<SavedSearchRow[]> {
  return executor.query<SavedSearchRow>(
    `select ${COLUMNS} from saved_search_sets where user_id = $1 order by created_at desc, id desc limit $2`,
    [userId, limit],
  );
}

export async function countSavedSearches(executor: Queryable, userId: string): Promise<number> {
  const [row] = await executor.query<{ n: string | number }>(`select count(*) as n from saved_search_sets where user_id = $1`, [userId]);
  return Number(row?.n ?? 0);
}

export async function savedSearchesByIds(executor: Queryable, userId: string, ids: readonly number[]): Promise<SavedSearchRow[]> {
  return executor.query<SavedSearchRow>(
    `select ${COLUMNS} from saved_search_sets where user_id = $1 and id = any($2::bigint[]) order by created_at desc, id desc`,
    [userId, [...ids]],
  );
}

export async function deleteSavedSearch(executor: Queryable, userId: string, id: number): Promise<boolean> {
  const rows = await executor.query(`delete from saved_search_sets where user_id = $1 and id = $2 returning id`, [userId, id]);
  return rows.length > 0;
}

/** A follow or place search of the member: by type, purpose and the place's result type and id (or keyword). */
export async function findSearchByKeyword(
  executor: Queryable,
  userId: string,
  q: { keyword: string; searchType: number; listingTypeId: number; searchResultType: number; searchResultId: number },
): Promise<number | null> {
  const [row] = await executor.query<{ id: string | number }>(
    `select id from saved_search_sets
      where user_id = $1 and search_type = $2 and (criteria->>'listingTypeId')::int = $3
        and (criteria->>'searchResultType')::int = $4 and (criteria->>'searchResultId')::int = $5
        and criteria->>'keyword' = $6
      order by id limit 1`,
    [userId, q.searchType, q.listingTypeId, q.searchResultType, q.searchResultId, q.keyword],
  );
  return row ? Number(row.id) : null;
}

export async function findSearchByDistrict(
  executor: Queryable,
  userId: string,
  q: { districtId: number; searchType: number; listingTypeId: number },
): Promise<number | null> {
  const [row] = await executor.query<{ id: string | number }>(
    `select id from saved_search_sets
      where user_id = $1 and search_type = $2 and (criteria->>'listingTypeId')::int = $3 and (criteria->>'districtId')::int = $4
      order by id limit 1`,
    [userId, q.searchType, q.listingTypeId, q.districtId],
  );
  return row ? Number(row.id) : null;
}

/** One set's notifications, or (id null) all of the member's sets'. Answers how many sets changed. */
export async function updateSearchNotifications(
  executor: Queryable,
  userId: string,
  id: number | null,
  change: { enabled: boolean; frequency: number | null },
  now: Date,
): Promise<number> {
  const rows = await executor.query(
    `update saved_search_sets set notification_enabled = $3, notification_frequency = coalesce($4, notification_frequency), updated_at = $5
      where user_id = $1 and ($2::bigint is null or id = $2) returning id`,
    [userId, id, change.enabled, change.frequency, now.toISOString()],
  );
  return rows.length;
}
