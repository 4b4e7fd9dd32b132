// SQL of a member's saved and recently viewed properties. Every query takes
// the session user's id; no query here learns "whose" from a request body.
import type { Queryable } from "../client.ts";

export interface SavedPropertyRow {
  id: string | number;
  listing_id: number;
  /** ISO 8601 in UTC, so the texts sort as the dates do. */
  created_at: string;
  updated_at: string;
  /** The purpose it was saved or viewed under (1 sale, 2 rent); null when saved before that was kept. */
  listing_type: number | null;
}

/** At most this many recently viewed listings are kept per member (the oldest drop off). */
export const RECENTLY_VIEWED_KEEP = 120;

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
 * getuserproperties' CPU and most of its garbage (bench/saved-items.ts,
 * decision 0063).
 */
export async function savedPropertiesOf(executor: Queryable, userId: string, savedType: number): Promise<SavedPropertyRow[]> {
  const [row] = await executor.query<{ entries: string | null }>(
    `select string_agg(id || ' ' || listing_id || ' ' || to_char(created_at at time zone 'UTC', ${ISO_UTC})
                       || ' ' || to_char(updated_at at time zone 'UTC', ${ISO_UTC}) || ' ' || coalesce(listing_type, 0), ',') as entries
       from saved_properties where user_id = $1 and saved_type = $2`,
    [userId, savedType],
  );
  if (!row?.entries) return [];
  return row.entries.split(",").map((entry) => {
    const [id, listingId, createdAt, updatedAt, listingType] = entry.split(" ") as [string, string, string, string, string];
    return { id, listing_id: Number(listingId), created_at: createdAt, updated_at: updatedAt, listing_type: Number(listingType) || null };
  });
}

/** The member's saved listing ids, newest first. */
export async function savedListingIds(
  executor: Queryable,
  userId: string,
  savedType: number,
  page: { offset: number; limit: number },
): Promise<number[]> {
  const rows = await executor.query<{ listing_id: number }>(
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
  executor: Queryable,
  userId: string,
  savedType: number,
  items: readonly { listingId: number; createdAt: Date; listingType: number | null }[],
  now: Date,
): Promise<number> {
  if (items.length === 0) return 0;
  const rows = await executor.query<{ listing_id: number }>(
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
export async function trimSavedProperties(executor: Queryable, userId: string, savedType: number, keep: number): Promise<void> {
  await executor.query(
    `delete from saved_properties where id in (
       select id from saved_properties where user_id = $1 and saved_type = $2
        order by updated_at desc, id desc offset $3)`,
    [userId, savedType, keep],
  );
}

export async function deleteSavedProperties(
  executor: Queryable,
  userId: string,
  savedType: number,
  listingIds: readonly number[],
): Promise<number> {
  const rows = await executor.query(
    `delete from saved_properties where user_id = $1 and saved_type = $2 and listing_id = any($3::int[]) returning id`,
    [userId, savedType, [...listingIds]],
  );
  return rows.length;
}

/** Everything the member saved or viewed, for the download of their data. */
export async function allSavedProperties(
  executor: Queryable,
  userId: string,
): Promise<{ saved_type: number; listing_id: number; created_at: Date | string; updated_at: Date | string }[]> {
  return executor.query(
    `select saved_type, listing_id, created_at, updated_at from saved_properties where user_id = $1 order by saved_type, created_at`,
    [userId],
  );
}
