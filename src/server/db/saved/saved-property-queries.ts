// Queries of a member's saved and recently viewed properties. Every query
// takes the session user's id; no query here learns "whose" from a request body.
// drizzle's typed builder, but where decision 0072 measured raw SQL faster.
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Executor } from "../client.ts";
import { savedProperties } from "../schema/saved-properties.ts";
import type { RawRow } from "../schema/raw-row.ts";

type SavedPropertyColumns = typeof savedProperties.$inferSelect;

/**
 * An entry of a member's list, its dates as ISO 8601 texts in UTC (so the texts sort as the dates do), and the
 * purpose it was saved or viewed under (1 sale, 2 rent; null when saved before that was kept).
 */
export type SavedPropertyRow = Pick<SavedPropertyColumns, "id" | "listingId" | "listingType"> & { createdAt: string; updatedAt: string };

/** At most this many recently viewed listings are kept per member (the oldest drop off). */
export const RECENTLY_VIEWED_KEEP = 120;

const ofList = (userId: string, savedType: number) => and(eq(savedProperties.userId, userId), eq(savedProperties.savedType, savedType));

const ISO_UTC = `'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`;

/**
 * Every entry of the member's list, in no order: one index range of the
 * (user, type, listing) key. The service orders and pages them with the
 * cards it holds in memory (availability and names come from there), so the
 * database is not asked to join and sort the listings for each page.
 *
 * The entries come back as one text field (`id listing created updated`,
 * comma-separated), not a row each: PGlite decodes every field of every row
 * into a buffer of its own, and 120 rows of four fields were half of
 * getuserproperties' CPU and most of its garbage (bench/saved-items.ts).
 */
export async function savedPropertiesOf(executor: Executor, userId: string, savedType: number): Promise<SavedPropertyRow[]> {
  // Raw SQL: measured faster than the builder (decisions 0063, 0072).
  const [row] = await executor.query<{ entries: string | null }>(
    `select string_agg(id || ' ' || listing_id || ' ' || to_char(created_at at time zone 'UTC', ${ISO_UTC})
                       || ' ' || to_char(updated_at at time zone 'UTC', ${ISO_UTC}) || ' ' || coalesce(listing_type, 0), ',') as entries
       from saved_properties where user_id = $1 and saved_type = $2`,
    [userId, savedType],
  );
  if (!row?.entries) return [];
  return row.entries.split(",").map((entry) => {
    const [id, listingId, createdAt, updatedAt, listingType] = entry.split(" ") as [string, string, string, string, string];
    return { id: Number(id), listingId: Number(listingId), createdAt, updatedAt, listingType: Number(listingType) || null };
  });
}

/** The member's saved listing ids, newest first. */
export async function savedListingIds(
  executor: Executor,
  userId: string,
  savedType: number,
  page: { offset: number; limit: number },
): Promise<number[]> {
  // Raw SQL: measured faster than the builder (decision 0072).
  const rows = await executor.query<RawRow<typeof savedProperties, "listingId">>(
    `select listing_id from saved_properties where user_id = $1 and saved_type = $2
      order by created_at desc, id desc offset $3 limit $4`,
    [userId, savedType, page.offset, page.limit],
  );
  return rows.map((r) => r.listing_id);
}

/**
 * Adds listings to the member's list. Unknown listing ids are skipped. An
 * item already there keeps the earlier created date and takes the later
 * updated date, so uploading a guest's list twice changes nothing; it takes
 * the purpose of the latest save when that names one. A new item knows the
 * listing as it is now (its alerts tell what changes after).
 */
export async function upsertSavedProperties(
  executor: Executor,
  userId: string,
  savedType: number,
  items: readonly { listingId: number; createdAt: Date; listingType: number | null }[],
  now: Date,
): Promise<number> {
  if (items.length === 0) return 0;
  // Raw SQL: measured faster than the builder, with the trim after each listing viewed (decision 0072).
  const rows = await executor.query<RawRow<typeof savedProperties, "listingId">>(
    `insert into saved_properties (user_id, saved_type, listing_id, created_at, updated_at, known_sale_price, known_rent_price, known_available, listing_type)
     select $1, $2, l.id, i.created_at, $5, l.sale_price, l.rent_price, l.available, i.listing_type
       from unnest($3::int[], $4::timestamptz[], $6::smallint[]) as i(listing_id, created_at, listing_type)
       join listings l on l.id = i.listing_id
     on conflict (user_id, saved_type, listing_id) do update
       set created_at = least(saved_properties.created_at, excluded.created_at),
           updated_at = greatest(saved_properties.updated_at, excluded.updated_at),
           listing_type = coalesce(excluded.listing_type, saved_properties.listing_type)
     returning listing_id`,
    [
      userId,
      savedType,
      items.map((i) => i.listingId),
      items.map((i) => i.createdAt.toISOString()),
      now.toISOString(),
      items.map((i) => i.listingType),
    ],
  );
  return rows.length;
}

/** Keeps the member's newest `keep` entries of a list (by updated date). */
export async function trimSavedProperties(executor: Executor, userId: string, savedType: number, keep: number): Promise<void> {
  // Raw SQL: measured faster than the builder, with the upsert of each listing viewed (decision 0072).
  await executor.query(
    `delete from saved_properties where id in (
       select id from saved_properties where user_id = $1 and saved_type = $2
        order by updated_at desc, id desc offset $3)`,
    [userId, savedType, keep],
  );
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
