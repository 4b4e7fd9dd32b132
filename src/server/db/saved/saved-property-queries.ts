// Queries of a member's saved and recently viewed properties. Every query
// takes the session user's id; no query here learns "whose" from a request body.
import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { Executor } from "../client.ts";
import { savedProperties } from "../schema/saved-properties.ts";

type SavedPropertyColumns = typeof savedProperties.$inferSelect;

/** An entry of a member's list, its dates as ISO 8601 texts in UTC (so the texts sort as the dates do). */
export type SavedPropertyRow = Pick<SavedPropertyColumns, "id" | "listingId"> & { createdAt: string; updatedAt: string };

/** At most this many recently viewed listings are kept per member (the oldest drop off). */
export const RECENTLY_VIEWED_KEEP = 120;

const ofList = (userId: string, savedType: number) => and(eq(savedProperties.userId, userId), eq(savedProperties.savedType, savedType));

/**
 * Every entry of the member's list, in no order: one index range of the
 * (user, type, listing) key. The service orders and pages them with the
 * cards it holds in memory (availability and names come from there), so the
 * database is not asked to join and sort the listings for each page.
 */
export async function savedPropertiesOf(executor: Executor, userId: string, savedType: number): Promise<SavedPropertyRow[]> {
  const rows = await executor.db
    .select({
      id: savedProperties.id,
      listingId: savedProperties.listingId,
      createdAt: savedProperties.createdAt,
      updatedAt: savedProperties.updatedAt,
    })
    .from(savedProperties)
    .where(ofList(userId, savedType));
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() }));
}

/** The member's saved listing ids, newest first. */
export async function savedListingIds(
  executor: Executor,
  userId: string,
  savedType: number,
  page: { offset: number; limit: number },
): Promise<number[]> {
  const rows = await executor.db
    .select({ listingId: savedProperties.listingId })
    .from(savedProperties)
    .where(ofList(userId, savedType))
    .orderBy(desc(savedProperties.createdAt), desc(savedProperties.id))
    .offset(page.offset)
    .limit(page.limit);
  return rows.map((r) => r.listingId);
}

/**
 * Adds listings to the member's list. Unknown listing ids are skipped. An
 * item already there keeps the earlier created date and takes the later
 * updated date, so uploading a guest's list twice changes nothing. A new
 * item knows the listing as it is now (its alerts tell what changes after).
 *
 * In the `sql` template: drizzle's insert from a select must name every
 * column (the serial id too), and this one statement both skips unknown ids
 * and copies the listing's prices by joining the given ids to the listings.
 */
export async function upsertSavedProperties(
  executor: Executor,
  userId: string,
  savedType: number,
  items: readonly { listingId: number; createdAt: Date }[],
  now: Date,
): Promise<number> {
  if (items.length === 0) return 0;
  const listingIds = sql.param(items.map((i) => i.listingId));
  const createdAts = sql.param(items.map((i) => i.createdAt.toISOString()));
  const result = (await executor.db.execute(
    sql`insert into saved_properties (user_id, saved_type, listing_id, created_at, updated_at, known_sale_price, known_rent_price, known_available)
        select ${userId}, ${savedType}, l.id, i.created_at, ${now.toISOString()}, l.sale_price, l.rent_price, l.available
          from unnest(${listingIds}::int[], ${createdAts}::timestamptz[]) as i(listing_id, created_at)
          join listings l on l.id = i.listing_id
        on conflict (user_id, saved_type, listing_id) do update
          set created_at = least(saved_properties.created_at, excluded.created_at),
              updated_at = greatest(saved_properties.updated_at, excluded.updated_at)
        returning listing_id`,
  )) as { rows: unknown[] };
  return result.rows.length;
}

/** Keeps the member's newest `keep` entries of a list (by updated date). */
export async function trimSavedProperties(executor: Executor, userId: string, savedType: number, keep: number): Promise<void> {
  const beyond = executor.db
    .select({ id: savedProperties.id })
    .from(savedProperties)
    .where(ofList(userId, savedType))
    .orderBy(desc(savedProperties.updatedAt), desc(savedProperties.id))
    .offset(keep);
  await executor.db.delete(savedProperties).where(inArray(savedProperties.id, beyond));
}

export async function deleteSavedProperties(
  executor: Executor,
  userId: string,
  savedType: number,
  listingIds: readonly number[],
): Promise<number> {
  const rows = await executor.db
    .delete(savedProperties)
    .where(and(ofList(userId, savedType), inArray(savedProperties.listingId, [...listingIds])))
    .returning({ id: savedProperties.id });
  return rows.length;
}

/** Everything the member saved or viewed, for the download of their data. */
export async function allSavedProperties(executor: Executor, userId: string) {
  return await executor.db
    .select({
      savedType: savedProperties.savedType,
      listingId: savedProperties.listingId,
      createdAt: savedProperties.createdAt,
      updatedAt: savedProperties.updatedAt,
    })
    .from(savedProperties)
    .where(eq(savedProperties.userId, userId))
    .orderBy(asc(savedProperties.savedType), asc(savedProperties.createdAt));
}
