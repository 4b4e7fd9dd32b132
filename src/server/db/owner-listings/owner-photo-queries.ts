// Owners' uploaded photos (schema/owner-listings.ts), on drizzle's typed
// builder. A photo is its owner's from its upload; the form attaches it to
// one of their listings, in order, with one cover.
import { and, asc, count, eq, inArray, isNull, lt, or, sql } from "drizzle-orm";
import type { Executor } from "../client.ts";
import { listings } from "../schema/listings.ts";
import { ownerListingPhotos, ownerListings } from "../schema/owner-listings.ts";

export type OwnerPhotoRow = typeof ownerListingPhotos.$inferSelect;

/** Records an uploaded photo (the upload route calls this once its renditions are stored). */
export async function insertOwnerPhoto(
  executor: Executor,
  row: Pick<OwnerPhotoRow, "ownerUserId" | "imageKey" | "fileKeys" | "width" | "height" | "createdAt">,
): Promise<OwnerPhotoRow> {
  const [inserted] = await executor.db.insert(ownerListingPhotos).values(row).returning();
  return inserted!;
}

/** A member's advisory lock on their uploads is the pair (this number, the user id's hash), apart from any other advisory lock. */
const MEMBER_PHOTO_LOCKS = 86;

/**
 * Inside a transaction: waits for the member's other uploads to record theirs, then answers how many of their
 * photos no listing names, so two uploads at once cannot both take the last free place.
 */
export async function lockFreePhotos(tx: Executor, ownerUserId: string): Promise<number> {
  await tx.db.execute(sql`select pg_advisory_xact_lock(${MEMBER_PHOTO_LOCKS}, hashtext(${ownerUserId}))`);
  return countFreePhotos(tx, ownerUserId);
}

/** How many of the member's photos no listing names. */
export async function countFreePhotos(executor: Executor, ownerUserId: string): Promise<number> {
  const [row] = await executor.db
    .select({ n: count() })
    .from(ownerListingPhotos)
    .where(and(eq(ownerListingPhotos.ownerUserId, ownerUserId), isNull(ownerListingPhotos.ownerListingId)));
  return row?.n ?? 0;
}

/**
 * A photo by its key with who may see it: its owner, its listing's agent and status, and whether the public
 * listing it became is on the market; null for an unknown key.
 */
export async function photoToServe(executor: Executor, imageKey: string) {
  const [row] = await executor.db
    .select({
      ownerUserId: ownerListingPhotos.ownerUserId,
      fileKeys: ownerListingPhotos.fileKeys,
      agentId: ownerListings.agentId,
      status: ownerListings.status,
      available: listings.available,
    })
    .from(ownerListingPhotos)
    .leftJoin(ownerListings, eq(ownerListings.id, ownerListingPhotos.ownerListingId))
    .leftJoin(listings, eq(listings.id, ownerListings.listingId))
    .where(eq(ownerListingPhotos.imageKey, imageKey));
  return row ?? null;
}

/**
 * The owner's photos of these keys that are free or already on this listing (another listing's are not offered),
 * locked for the transaction so the clean-up of unattached photos cannot take one being attached.
 */
export async function attachablePhotos(
  executor: Executor,
  ownerUserId: string,
  ownerListingId: number,
  keys: readonly string[],
): Promise<OwnerPhotoRow[]> {
  if (keys.length === 0) return [];
  return executor.db
    .select()
    .from(ownerListingPhotos)
    .where(
      and(
        eq(ownerListingPhotos.ownerUserId, ownerUserId),
        inArray(ownerListingPhotos.imageKey, [...keys]),
        or(isNull(ownerListingPhotos.ownerListingId), eq(ownerListingPhotos.ownerListingId, ownerListingId)),
      ),
    )
    .for("update");
}

/** The listing's photos become exactly `keys`, in that order, with `cover` marked; those left out are let go. */
export async function setListingPhotos(executor: Executor, ownerListingId: number, keys: readonly string[], cover: string | null) {
  await executor.db
    .update(ownerListingPhotos)
    .set({ ownerListingId: null, position: 0, isCover: false })
    .where(eq(ownerListingPhotos.ownerListingId, ownerListingId));
  for (const [index, key] of keys.entries()) {
    await executor.db
      .update(ownerListingPhotos)
      .set({ ownerListingId, position: index + 1, isCover: key === cover })
      .where(eq(ownerListingPhotos.imageKey, key));
  }
}

/** The photos of these listings, each listing's in order. */
export async function photosOfListings(executor: Executor, ownerListingIds: readonly number[]): Promise<OwnerPhotoRow[]> {
  if (ownerListingIds.length === 0) return [];
  return executor.db
    .select()
    .from(ownerListingPhotos)
    .where(inArray(ownerListingPhotos.ownerListingId, [...ownerListingIds]))
    .orderBy(asc(ownerListingPhotos.ownerListingId), asc(ownerListingPhotos.position));
}

/** Photos no listing names that were uploaded before `before`, oldest first. */
export async function unattachedPhotos(executor: Executor, before: Date, limit: number): Promise<OwnerPhotoRow[]> {
  return executor.db
    .select()
    .from(ownerListingPhotos)
    .where(and(isNull(ownerListingPhotos.ownerListingId), lt(ownerListingPhotos.createdAt, before)))
    .orderBy(asc(ownerListingPhotos.createdAt))
    .limit(limit);
}

/** Removes a photo's row if no listing has named it meanwhile; answers whether it did. */
export async function deleteUnattachedPhoto(executor: Executor, id: number): Promise<boolean> {
  const deleted = await executor.db
    .delete(ownerListingPhotos)
    .where(and(eq(ownerListingPhotos.id, id), isNull(ownerListingPhotos.ownerListingId)))
    .returning({ id: ownerListingPhotos.id });
  return deleted.length === 1;
}
