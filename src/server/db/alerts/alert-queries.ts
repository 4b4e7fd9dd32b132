// SQL of the alerts: the saved sets to match, the change feed's cursor, the
// deliveries found and mailed, the saved properties' news and setting, and
// the one-click unsubscribe tokens.
import type { Queryable } from "../client.ts";
import type { SavedPropertyAlertSettings } from "../../../domain/contracts/saved-properties.ts";

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
  available: boolean;
}

/** Listings written after `after` in the change feed (on the market or not), oldest change first. */
export async function changedListings(executor: Queryable, after: number, limit: number): Promise<ChangedListingRow[]> {
  return executor.query<ChangedListingRow>(
    `select id, row_version, sale_price, rent_price, available from listings
      where row_version > $1 order by row_version limit $2`,
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

/**
 * Marks the rows mailed and answers the ones this call marked: another run that marked one first (another
 * process's, in a transaction of its own) keeps it, since the update waits for that transaction and then finds
 * the row mailed. Called first in the mailing transaction, it is the run's claim on what it mails.
 */
export async function claimAlertsToMail(executor: Queryable, ids: readonly number[], now: Date): Promise<number[]> {
  return claimToMail(executor, "alert_deliveries", ids, now);
}

/** Sets `mailed_at` on those of the rows that have none, and answers their ids. */
async function claimToMail(
  executor: Queryable,
  table: "alert_deliveries" | "saved_property_alerts",
  ids: readonly number[],
  now: Date,
): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await executor.query<{ id: string | number }>(
    `update ${table} set mailed_at = $2 where id = any($1::bigint[]) and mailed_at is null returning id`,
    [[...ids], now.toISOString()],
  );
  return rows.map((r) => Number(r.id));
}

/** What an unsubscribe link stops: one saved search, the saved properties' alerts, or (neither) every alert. */
export type UnsubscribeScope = { savedSearchId: number } | { savedProperties: true } | "all";

export async function insertUnsubscribeToken(
  executor: Queryable,
  token: { hash: string; userId: string; scope: UnsubscribeScope; expiresAt: Date },
): Promise<void> {
  const { scope } = token;
  await executor.query(
    `insert into alert_unsubscribe_tokens (token_hash, user_id, saved_search_id, saved_properties, expires_at) values ($1, $2, $3, $4, $5)`,
    [
      token.hash,
      token.userId,
      typeof scope === "object" && "savedSearchId" in scope ? scope.savedSearchId : null,
      typeof scope === "object" && "savedProperties" in scope,
      token.expiresAt.toISOString(),
    ],
  );
}

/** Turns the alerts off that the token names; false for an unknown or expired token. */
export async function unsubscribeByToken(executor: Queryable, hash: string, now: Date): Promise<boolean> {
  const [token] = await executor.query<{ user_id: string; saved_search_id: string | number | null; saved_properties: boolean }>(
    `select user_id, saved_search_id, saved_properties from alert_unsubscribe_tokens where token_hash = $1 and expires_at > $2`,
    [hash, now.toISOString()],
  );
  if (!token) return false;
  const all = token.saved_search_id === null && !token.saved_properties;
  if (!token.saved_properties)
    await executor.query(
      `update saved_search_sets set notification_enabled = false, updated_at = $3
        where user_id = $1 and ($2::bigint is null or id = $2)`,
      [token.user_id, token.saved_search_id, now.toISOString()],
    );
  if (all || token.saved_properties) await writePropertyAlertSettings(executor, token.user_id, { enabled: false, frequency: null }, now);
  return true;
}

// Saved properties' alerts.

export type { SavedPropertyAlertSettings };

/** The member's setting (no row: on, daily). */
export async function propertyAlertSettings(executor: Queryable, userId: string): Promise<SavedPropertyAlertSettings> {
  const [row] = await executor.query<SavedPropertyAlertSettings>(
    `select enabled, frequency from saved_property_alert_settings where user_id = $1`,
    [userId],
  );
  return row ?? { enabled: true, frequency: 2 };
}

/** Turns the member's saved-property alerts on or off; a frequency given replaces theirs. */
export async function writePropertyAlertSettings(
  executor: Queryable,
  userId: string,
  change: { enabled: boolean; frequency: number | null },
  now: Date,
): Promise<void> {
  await executor.query(
    `insert into saved_property_alert_settings (user_id, enabled, frequency, updated_at) values ($1, $2, coalesce($3::smallint, 2), $4)
     on conflict (user_id) do update
       set enabled = excluded.enabled,
           frequency = coalesce($3::smallint, saved_property_alert_settings.frequency),
           updated_at = excluded.updated_at`,
    [userId, change.enabled, change.frequency, now.toISOString()],
  );
}

export interface WatchedPropertyRow {
  id: string | number;
  user_id: string;
  listing_id: number;
  known_sale_price: string | number | null;
  known_rent_price: number | null;
  known_available: boolean | null;
  /** The member has a confirmed address and the alerts on. */
  alerted: boolean;
}

/**
 * The favourites of these listings, locked until the transaction ends, so two
 * server processes scanning the same change compare with the same known state
 * one after the other.
 */
export async function favouritesOfListings(executor: Queryable, listingIds: readonly number[]): Promise<WatchedPropertyRow[]> {
  return executor.query<WatchedPropertyRow>(
    `select s.id, s.user_id, s.listing_id, s.known_sale_price, s.known_rent_price, s.known_available,
            (u.email_confirmed_at is not null and coalesce(a.enabled, true)) as alerted
       from saved_properties s
       join users u on u.id = s.user_id
       left join saved_property_alert_settings a on a.user_id = s.user_id
      where s.saved_type = 1 and s.listing_id = any($1::int[])
      order by s.id
      for update of s`,
    [[...listingIds]],
  );
}

export async function writeKnownStates(
  executor: Queryable,
  rows: readonly { id: number; salePrice: number | null; rentPrice: number | null; available: boolean | null }[],
): Promise<void> {
  if (rows.length === 0) return;
  await executor.query(
    `update saved_properties s set known_sale_price = x.sale, known_rent_price = x.rent, known_available = x.available
       from unnest($1::bigint[], $2::bigint[], $3::int[], $4::boolean[]) as x(id, sale, rent, available)
      where s.id = x.id`,
    [rows.map((r) => r.id), rows.map((r) => r.salePrice), rows.map((r) => r.rentPrice), rows.map((r) => r.available)],
  );
}

export interface FoundPropertyAlert {
  savedPropertyId: number;
  userId: string;
  listingId: number;
  event: number;
  price: number;
  previousPrice: number | null;
}

/** Records the news found; the same (saved property, event, price) is kept once. Answers how many were new. */
export async function insertPropertyAlerts(executor: Queryable, found: readonly FoundPropertyAlert[], now: Date): Promise<number> {
  if (found.length === 0) return 0;
  const rows = await executor.query(
    `insert into saved_property_alerts (saved_property_id, user_id, listing_id, event, price, previous_price, found_at)
     select x.property, x.user_id, x.listing_id, x.event, x.price, x.previous, $7::timestamptz
       from unnest($1::bigint[], $2::uuid[], $3::int[], $4::smallint[], $5::float8[], $6::float8[])
            as x(property, user_id, listing_id, event, price, previous)
     on conflict do nothing
     returning id`,
    [
      found.map((f) => f.savedPropertyId),
      found.map((f) => f.userId),
      found.map((f) => f.listingId),
      found.map((f) => f.event),
      found.map((f) => f.price),
      found.map((f) => f.previousPrice),
      now.toISOString(),
    ],
  );
  return rows.length;
}

export interface PendingPropertyAlertRow {
  id: string | number;
  user_id: string;
  email: string;
  language: string;
  listing_id: number;
  event: number;
  price: number;
  previous_price: number | null;
}

/** Not yet mailed, of members with a confirmed address whose alerts are on at this frequency; by member, then as found. */
export async function pendingPropertyAlerts(executor: Queryable, frequency: number): Promise<PendingPropertyAlertRow[]> {
  return executor.query<PendingPropertyAlertRow>(
    `select p.id, p.user_id, u.email, u.language, p.listing_id, p.event, p.price, p.previous_price
       from saved_property_alerts p
       join users u on u.id = p.user_id
       left join saved_property_alert_settings a on a.user_id = p.user_id
      where p.mailed_at is null and u.email_confirmed_at is not null
        and coalesce(a.enabled, true) and coalesce(a.frequency, 2) = $1
      order by p.user_id, p.found_at, p.id`,
    [frequency],
  );
}

/** The saved properties' news claimed for one mail, as `claimAlertsToMail`. */
export async function claimPropertyAlertsToMail(executor: Queryable, ids: readonly number[], now: Date): Promise<number[]> {
  return claimToMail(executor, "saved_property_alerts", ids, now);
}
