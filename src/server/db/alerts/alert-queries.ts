// SQL of the alerts: the saved sets to match, the change feed's cursor, the
// deliveries found and mailed, and the one-click unsubscribe tokens.
import type { Queryable } from "../client.ts";

export interface AlertSetRow {
  id: string | number;
  user_id: string;
  criteria: unknown;
  notification_frequency: number;
}

/** The sets whose notifications are on, of members whose address is confirmed. */
export async function enabledAlertSets(executor: Queryable): Promise<AlertSetRow[]> {
  return executor.query<AlertSetRow>(
    `select s.id, s.user_id, s.criteria, s.notification_frequency
       from saved_search_sets s join users u on u.id = s.user_id
      where s.notification_enabled and u.email_confirmed_at is not null
      order by s.id`,
  );
}

/** Changes when any set is added, changed or removed: the matcher's cache key. */
export async function alertSetsVersion(executor: Queryable): Promise<string> {
  const [row] = await executor.query<{ v: string }>(
    `select count(*)::text || ':' || coalesce(max(id), 0)::text || ':' || coalesce(max(updated_at)::text, '') ||
            ':' || (select coalesce(max(email_confirmed_at)::text, '') from users) as v
       from saved_search_sets`,
  );
  return row?.v ?? "";
}

export async function readAlertCursor(executor: Queryable): Promise<number | null> {
  const [row] = await executor.query<{ row_version: string | number }>(`select row_version from alert_cursor where id = 1`);
  return row ? Number(row.row_version) : null;
}

export async function writeAlertCursor(executor: Queryable, rowVersion: number): Promise<void> {
  await executor.query(
    `insert into alert_cursor (id, row_version) values (1, $1)
     on conflict (id) do update set row_version = greatest(alert_cursor.row_version, excluded.row_version)`,
    [rowVersion],
  );
}

export async function latestListingVersion(executor: Queryable): Promise<number> {
  const [row] = await executor.query<{ v: string | number | null }>(`select max(row_version) as v from listings`);
  return Number(row?.v ?? 0);
}

export interface ChangedListingRow {
  id: number;
  row_version: string | number;
  sale_price: string | number | null;
  rent_price: number | null;
}

/** Available listings written after `after` in the change feed, oldest change first. */
export async function changedListings(executor: Queryable, after: number, limit: number): Promise<ChangedListingRow[]> {
  return executor.query<ChangedListingRow>(
    `select id, row_version, sale_price, rent_price from listings
      where row_version > $1 and available order by row_version limit $2`,
    [after, limit],
  );
}

export interface FoundAlert {
  setId: number;
  userId: string;
  listingId: number;
  price: number;
}

/**
 * Records what a run found. A (set, listing) already told at this price or
 * lower is not told again; a lower price than told before is a price cut.
 * Answers the sets that got something new.
 */
export async function insertAlertDeliveries(executor: Queryable, found: readonly FoundAlert[], now: Date): Promise<number[]> {
  if (found.length === 0) return [];
  const rows = await executor.query<{ saved_search_id: string | number }>(
    `insert into alert_deliveries (saved_search_id, user_id, listing_id, price, reason, found_at)
     select x.set_id, x.user_id, x.listing_id, x.price,
            case when exists (select 1 from alert_deliveries d where d.saved_search_id = x.set_id and d.listing_id = x.listing_id) then 2 else 1 end,
            $5
       from unnest($1::bigint[], $2::uuid[], $3::int[], $4::float8[]) as x(set_id, user_id, listing_id, price)
      where not exists (select 1 from alert_deliveries d
                         where d.saved_search_id = x.set_id and d.listing_id = x.listing_id and d.price <= x.price)
     on conflict do nothing
     returning saved_search_id`,
    [found.map((f) => f.setId), found.map((f) => f.userId), found.map((f) => f.listingId), found.map((f) => f.price), now.toISOString()],
  );
  return [...new Set(rows.map((r) => Number(r.saved_search_id)))];
}

export interface PendingAlertRow {
  id: string | number;
  user_id: string;
  email: string;
  language: string;
  saved_search_id: string | number;
  set_name: string;
  criteria: unknown;
  listing_id: number;
  reason: number;
}

/** Not yet mailed, of sets still on at this frequency: a member's, grouped by member, set, then as found. */
export async function pendingAlerts(executor: Queryable, frequency: number): Promise<PendingAlertRow[]> {
  return executor.query<PendingAlertRow>(
    `select d.id, d.user_id, u.email, u.language, d.saved_search_id, s.name as set_name, s.criteria, d.listing_id, d.reason
       from alert_deliveries d
       join saved_search_sets s on s.id = d.saved_search_id
       join users u on u.id = d.user_id
      where d.mailed_at is null and s.notification_enabled and s.notification_frequency = $1 and u.email_confirmed_at is not null
      order by d.user_id, d.saved_search_id, d.found_at, d.id`,
    [frequency],
  );
}

export async function markAlertsMailed(executor: Queryable, ids: readonly number[], now: Date): Promise<void> {
  await executor.query(`update alert_deliveries set mailed_at = $2 where id = any($1::bigint[])`, [[...ids], now.toISOString()]);
}

export async function insertUnsubscribeToken(
  executor: Queryable,
  token: { hash: string; userId: string; savedSearchId: number | null; expiresAt: Date },
): Promise<void> {
  await executor.query(`insert into alert_unsubscribe_tokens (token_hash, user_id, saved_search_id, expires_at) values ($1, $2, $3, $4)`, [
    token.hash,
    token.userId,
    token.savedSearchId,
    token.expiresAt.toISOString(),
  ]);
}

/** Turns the alerts off that the token names (one set, or all the member's); false for an unknown or expired token. */
export async function unsubscribeByToken(executor: Queryable, hash: string, now: Date): Promise<boolean> {
  const [token] = await executor.query<{ user_id: string; saved_search_id: string | number | null }>(
    `select user_id, saved_search_id from alert_unsubscribe_tokens where token_hash = $1 and expires_at > $2`,
    [hash, now.toISOString()],
  );
  if (!token) return false;
  await executor.query(
    `update saved_search_sets set notification_enabled = false, updated_at = $3
      where user_id = $1 and ($2::bigint is null or id = $2)`,
    [token.user_id, token.saved_search_id, now.toISOString()],
  );
  return true;
}
