// Statements of the alerts: the saved sets to match, the change feed's cursor,
// the deliveries found and mailed, the saved properties' news and setting, and
// the one-click unsubscribe tokens.
import { and, asc, eq, gt, isNotNull, isNull, max, sql, type Column } from "drizzle-orm";
import type { Executor } from "../client.ts";
import type { SavedPropertyAlertSettings } from "../../../domain/contracts/saved-properties.ts";
import { alertCursor, alertDeliveries, alertUnsubscribeTokens, savedPropertyAlerts, savedPropertyAlertSettings } from "../schema/alerts.ts";
import { listings } from "../schema/listings.ts";
import { savedProperties } from "../schema/saved-properties.ts";
import { savedSearchSets } from "../schema/saved-searches.ts";
import { users } from "../schema/users.ts";

/**
 * The column is one of `values`, bound as one array: an in-list binds a parameter per value, and a
 * statement takes at most 65,535 (a scan reads 5,000 listings; a weekly run may claim more rows).
 */
const isAnyOf = (column: Column, values: readonly number[]) => sql`${column} = any(${sql.param([...values])})`;

/** The sets whose notifications are on, of members whose address is confirmed. */
export async function enabledAlertSets(executor: Executor) {
  return executor.db
    .select({
      id: savedSearchSets.id,
      userId: savedSearchSets.userId,
      criteria: savedSearchSets.criteria,
      notificationFrequency: savedSearchSets.notificationFrequency,
    })
    .from(savedSearchSets)
    .innerJoin(users, eq(users.id, savedSearchSets.userId))
    .where(and(eq(savedSearchSets.notificationEnabled, true), isNotNull(users.emailConfirmedAt)))
    .orderBy(asc(savedSearchSets.id));
}

/** Changes when any set is added, changed or removed: the matcher's cache key. */
export async function alertSetsVersion(executor: Executor): Promise<string> {
  const s = savedSearchSets;
  const [row] = await executor.db
    .select({
      // One text of the count, the newest id and change, and the newest confirmation, to the microsecond.
      v: sql<string>`count(*)::text || ':' || coalesce(max(${s.id}), 0)::text || ':' || coalesce(max(${s.updatedAt})::text, '') ||
            ':' || (select coalesce(max(${users.emailConfirmedAt})::text, '') from ${users})`,
    })
    .from(s);
  return row?.v ?? "";
}

export async function readAlertCursor(executor: Executor): Promise<number | null> {
  const [row] = await executor.db.select({ rowVersion: alertCursor.rowVersion }).from(alertCursor).where(eq(alertCursor.id, 1));
  return row?.rowVersion ?? null;
}

export async function writeAlertCursor(executor: Executor, rowVersion: number): Promise<void> {
  await executor.db
    .insert(alertCursor)
    .values({ id: 1, rowVersion })
    .onConflictDoUpdate({ target: alertCursor.id, set: { rowVersion: sql`greatest(${alertCursor.rowVersion}, excluded.row_version)` } });
}

export async function latestListingVersion(executor: Executor): Promise<number> {
  const [row] = await executor.db.select({ v: max(listings.rowVersion) }).from(listings);
  return row?.v ?? 0;
}

/** Listings written after `after` in the change feed (on the market or not), oldest change first. */
export async function changedListings(executor: Executor, after: number, limit: number) {
  return executor.db
    .select({
      id: listings.id,
      rowVersion: listings.rowVersion,
      salePrice: listings.salePrice,
      rentPrice: listings.rentPrice,
      available: listings.available,
    })
    .from(listings)
    .where(gt(listings.rowVersion, after))
    .orderBy(asc(listings.rowVersion))
    .limit(limit);
}

export type ChangedListingRow = Awaited<ReturnType<typeof changedListings>>[number];

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
export async function insertAlertDeliveries(executor: Executor, found: readonly FoundAlert[], now: Date): Promise<number[]> {
  if (found.length === 0) return [];
  // Raw (decision 0032): one set-based insert of the whole batch (one array per column, however many rows), each row's reason decided against the rows told before.
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

/** Not yet mailed, of sets still on at this frequency: a member's, grouped by member, set, then as found. */
export async function pendingAlerts(executor: Executor, frequency: number) {
  const d = alertDeliveries;
  const s = savedSearchSets;
  return executor.db
    .select({
      id: d.id,
      userId: d.userId,
      email: users.email,
      language: users.language,
      savedSearchId: d.savedSearchId,
      setName: s.name,
      criteria: s.criteria,
      listingId: d.listingId,
      reason: d.reason,
    })
    .from(d)
    .innerJoin(s, eq(s.id, d.savedSearchId))
    .innerJoin(users, eq(users.id, d.userId))
    .where(
      and(isNull(d.mailedAt), eq(s.notificationEnabled, true), eq(s.notificationFrequency, frequency), isNotNull(users.emailConfirmedAt)),
    )
    .orderBy(asc(d.userId), asc(d.savedSearchId), asc(d.foundAt), asc(d.id));
}

export type PendingAlertRow = Awaited<ReturnType<typeof pendingAlerts>>[number];

/**
 * Marks the rows mailed and answers the ones this call marked: another run that marked one first (another
 * process's, in a transaction of its own) keeps it, since the update waits for that transaction and then finds
 * the row mailed. Called first in the mailing transaction, it is the run's claim on what it mails.
 */
export async function claimAlertsToMail(executor: Executor, ids: readonly number[], now: Date): Promise<number[]> {
  return claimToMail(executor, alertDeliveries, ids, now);
}

/** Sets `mailed_at` on those of the rows that have none, and answers their ids. */
async function claimToMail(
  executor: Executor,
  table: typeof alertDeliveries | typeof savedPropertyAlerts,
  ids: readonly number[],
  now: Date,
): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await executor.db
    .update(table)
    .set({ mailedAt: now })
    .where(and(isAnyOf(table.id, ids), isNull(table.mailedAt)))
    .returning({ id: table.id });
  return rows.map((r) => r.id);
}

/** What an unsubscribe link stops: one saved search, the saved properties' alerts, or (neither) every alert. */
export type UnsubscribeScope = { savedSearchId: number } | { savedProperties: true } | "all";

export async function insertUnsubscribeToken(
  executor: Executor,
  token: { hash: string; userId: string; scope: UnsubscribeScope; expiresAt: Date },
): Promise<void> {
  const { scope } = token;
  await executor.db.insert(alertUnsubscribeTokens).values({
    tokenHash: token.hash,
    userId: token.userId,
    savedSearchId: typeof scope === "object" && "savedSearchId" in scope ? scope.savedSearchId : null,
    savedProperties: typeof scope === "object" && "savedProperties" in scope,
    expiresAt: token.expiresAt,
  });
}

/** Turns the alerts off that the token names; false for an unknown or expired token. */
export async function unsubscribeByToken(executor: Executor, hash: string, now: Date): Promise<boolean> {
  const t = alertUnsubscribeTokens;
  const [token] = await executor.db
    .select({ userId: t.userId, savedSearchId: t.savedSearchId, savedProperties: t.savedProperties })
    .from(t)
    .where(and(eq(t.tokenHash, hash), gt(t.expiresAt, now)));
  if (!token) return false;
  const all = token.savedSearchId === null && !token.savedProperties;
  if (!token.savedProperties)
    await executor.db
      .update(savedSearchSets)
      .set({ notificationEnabled: false, updatedAt: now })
      .where(
        and(
          eq(savedSearchSets.userId, token.userId),
          token.savedSearchId === null ? undefined : eq(savedSearchSets.id, token.savedSearchId),
        ),
      );
  if (all || token.savedProperties) await writePropertyAlertSettings(executor, token.userId, { enabled: false, frequency: null }, now);
  return true;
}

// Saved properties' alerts.

export type { SavedPropertyAlertSettings };

/** The member's setting (no row: on, daily). */
export async function propertyAlertSettings(executor: Executor, userId: string): Promise<SavedPropertyAlertSettings> {
  const [row] = await executor.db
    .select({ enabled: savedPropertyAlertSettings.enabled, frequency: savedPropertyAlertSettings.frequency })
    .from(savedPropertyAlertSettings)
    .where(eq(savedPropertyAlertSettings.userId, userId));
  return row ?? { enabled: true, frequency: 2 };
}

/** Turns the member's saved-property alerts on or off; a frequency given replaces theirs (none: theirs, or daily for a first row). */
export async function writePropertyAlertSettings(
  executor: Executor,
  userId: string,
  change: { enabled: boolean; frequency: number | null },
  now: Date,
): Promise<void> {
  const kept = change.frequency === null ? {} : { frequency: change.frequency };
  await executor.db
    .insert(savedPropertyAlertSettings)
    .values({ userId, enabled: change.enabled, frequency: change.frequency ?? 2, updatedAt: now })
    .onConflictDoUpdate({ target: savedPropertyAlertSettings.userId, set: { enabled: change.enabled, ...kept, updatedAt: now } });
}

/**
 * The favourites of these listings, locked until the transaction ends, so two
 * server processes scanning the same change compare with the same known state
 * one after the other.
 */
export async function favouritesOfListings(executor: Executor, listingIds: readonly number[]) {
  const s = savedProperties;
  const a = savedPropertyAlertSettings;
  return executor.db
    .select({
      id: s.id,
      userId: s.userId,
      listingId: s.listingId,
      knownSalePrice: s.knownSalePrice,
      knownRentPrice: s.knownRentPrice,
      knownAvailable: s.knownAvailable,
      /** The member has a confirmed address and the alerts on. */
      alerted: sql<boolean>`(${users.emailConfirmedAt} is not null and coalesce(${a.enabled}, true))`,
    })
    .from(s)
    .innerJoin(users, eq(users.id, s.userId))
    .leftJoin(a, eq(a.userId, s.userId))
    .where(and(eq(s.savedType, 1), isAnyOf(s.listingId, listingIds)))
    .orderBy(asc(s.id))
    .for("update", { of: s });
}

export async function writeKnownStates(
  executor: Executor,
  rows: readonly { id: number; salePrice: number | null; rentPrice: number | null; available: boolean | null }[],
): Promise<void> {
  if (rows.length === 0) return;
  // Raw (decision 0048): one update of the whole batch from arrays (one per column, however many rows).
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
export async function insertPropertyAlerts(executor: Executor, found: readonly FoundPropertyAlert[], now: Date): Promise<number> {
  if (found.length === 0) return 0;
  // Raw (decision 0048): one insert of the whole batch from arrays (one per column, however many rows).
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

/** Not yet mailed, of members with a confirmed address whose alerts are on at this frequency; by member, then as found. */
export async function pendingPropertyAlerts(executor: Executor, frequency: number) {
  const p = savedPropertyAlerts;
  const a = savedPropertyAlertSettings;
  return executor.db
    .select({
      id: p.id,
      userId: p.userId,
      email: users.email,
      language: users.language,
      listingId: p.listingId,
      event: p.event,
      price: p.price,
      previousPrice: p.previousPrice,
    })
    .from(p)
    .innerJoin(users, eq(users.id, p.userId))
    .leftJoin(a, eq(a.userId, p.userId))
    .where(
      and(
        isNull(p.mailedAt),
        isNotNull(users.emailConfirmedAt),
        sql`coalesce(${a.enabled}, true)`,
        sql`coalesce(${a.frequency}, 2) = ${frequency}`,
      ),
    )
    .orderBy(asc(p.userId), asc(p.foundAt), asc(p.id));
}

export type PendingPropertyAlertRow = Awaited<ReturnType<typeof pendingPropertyAlerts>>[number];

/** The saved properties' news claimed for one mail, as `claimAlertsToMail`. */
export async function claimPropertyAlertsToMail(executor: Executor, ids: readonly number[], now: Date): Promise<number[]> {
  return claimToMail(executor, savedPropertyAlerts, ids, now);
}
