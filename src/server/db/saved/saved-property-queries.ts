// SQL of a member's saved and recently viewed properties. Every query takes
// the session user's id; no query here learns "whose" from a request body.
import type { Queryable } from "../client.ts";

export interface SavedPropertyRow {
  id: string | number;
  listing_id: number;
  available: boolean;
  created_at: Date | string;
  updated_at: Date | string;
}

/** At most this many recently viewed listings are kept per member (the oldest drop off). */
export const RECENTLY_VIEWED_KEEP = 120;

const ORDER_COLUMN = { 1: "s.created_at", 2: "s.updated_at", 3: "lower(b.name_en)" } as const;

/** One page of the member's list: available listings first, then by the chosen column. */
export async function pageOfSavedProperties(
  executor: Queryable,
  userId: string,
  savedType: number,
  sort: { by: 1 | 2 | 3; descending: boolean },
  page: { offset: number; limit: number },
): Promise<{ rows: SavedPropertyRow[]; total: number }> {
  const direction = sort.descending ? "desc" : "asc";
  const join = sort.by === 3 ? "join buildings b on b.id = l.building_id" : "";
  const rows = await executor.query<SavedPropertyRow & { total: string | number }>(
    `select s.id, s.listing_id, l.available, s.created_at, s.updated_at, count(*) over () as total
       from saved_properties s
       join listings l on l.id = s.listing_id ${join}
      where s.user_id = $1 and s.saved_type = $2
      order by l.available desc, ${ORDER_COLUMN[sort.by]} ${direction}, s.id ${direction}
      offset $3 limit $4`,
    [userId, savedType, page.offset, page.limit],
  );
  const total = rows[0] ? Number(rows[0].total) : page.offset > 0 ? await countSavedProperties(executor, userId, savedType) : 0;
  return { rows, total };
}

export async function countSavedProperties(executor: Queryable, userId: string, savedType: number): Promise<number> {
  const [row] = await executor.query<{ n: string | number }>(
    `select count(*) as n from saved_properties where user_id = $1 and saved_type = $2`,
    [userId, savedType],
  );
  return Number(row?.n ?? 0);
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
 * updated date, so uploading a guest's list twice changes nothing.
 */
export async function upsertSavedProperties(
  executor: Queryable,
  userId: string,
  savedType: number,
  items: readonly { listingId: number; createdAt: Date }[],
  now: Date,
): Promise<number> {
  if (items.length === 0) return 0;
  const rows = await executor.query<{ listing_id: number }>(
    `insert into saved_properties (user_id, saved_type, listing_id, created_at, updated_at)
     select $1, $2, l.id, i.created_at, $5
       from unnest($3::int[], $4::timestamptz[]) as i(listing_id, created_at)
       join listings l on l.id = i.listing_id
     on conflict (user_id, saved_type, listing_id) do update
       set created_at = least(saved_properties.created_at, excluded.created_at),
           updated_at = greatest(saved_properties.updated_at, excluded.updated_at)
     returning listing_id`,
    [userId, savedType, items.map((i) => i.listingId), items.map((i) => i.createdAt.toISOString()), now.toISOString()],
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
