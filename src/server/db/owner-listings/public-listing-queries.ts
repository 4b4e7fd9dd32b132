// What an owner's listing reads and writes of the public market: the building
// it names (with its street and district), the public listing it becomes
// with its photos, its price changes and availability, and how often it was
// saved and enquired about. Writes to `listings` are seen by the listing
// index through its change feed (decision 0008).
import { and, count, eq, inArray, max } from "drizzle-orm";
import type { Executor } from "../client.ts";
import { buildings } from "../schema/buildings.ts";
import { districts } from "../schema/districts.ts";
import { enquiries } from "../schema/enquiries.ts";
import { listingPhotos } from "../schema/listing-photos.ts";
import { listings } from "../schema/listings.ts";
import { priceHistory } from "../schema/price-history.ts";
import { savedProperties } from "../schema/saved-properties.ts";
import { streets } from "../schema/streets.ts";

export type ListingInsert = typeof listings.$inferInsert;

/** A building as a listing in it needs it: where it is, how tall, and its names in English and Chinese. */
export async function buildingForListing(executor: Executor, buildingId: number) {
  const [row] = await executor.db
    .select({
      id: buildings.id,
      slug: buildings.slug,
      nameEn: buildings.nameEn,
      nameZh: buildings.nameZhHk,
      estateId: buildings.estateId,
      blockId: buildings.blockId,
      districtId: buildings.districtId,
      regionId: buildings.regionId,
      lat: buildings.lat,
      lng: buildings.lng,
      builtYear: buildings.builtYear,
      floors: buildings.floors,
      streetNo: buildings.streetNo,
      streetEn: streets.nameEn,
      streetZh: streets.nameZhHk,
      districtEn: districts.nameEn,
      districtZh: districts.nameZhHk,
    })
    .from(buildings)
    .innerJoin(districts, eq(districts.id, buildings.districtId))
    .leftJoin(streets, eq(streets.id, buildings.streetId))
    .where(eq(buildings.id, buildingId));
  return row ?? null;
}
export type BuildingForListing = NonNullable<Awaited<ReturnType<typeof buildingForListing>>>;

export async function insertListing(executor: Executor, row: ListingInsert): Promise<void> {
  await executor.db.insert(listings).values(row);
}

export async function insertListingPhotos(executor: Executor, rows: (typeof listingPhotos.$inferInsert)[]): Promise<void> {
  if (rows.length) await executor.db.insert(listingPhotos).values(rows);
}

export async function updateListing(executor: Executor, id: number, set: Partial<ListingInsert>): Promise<void> {
  await executor.db.update(listings).set(set).where(eq(listings.id, id));
}

export async function listingPrices(executor: Executor, id: number) {
  const [row] = await executor.db
    .select({
      salePrice: listings.salePrice,
      rentPrice: listings.rentPrice,
      grossSize: listings.grossSize,
      saleableSize: listings.saleableSize,
    })
    .from(listings)
    .where(eq(listings.id, id));
  return row ?? null;
}

/** Records one asking-price change as the next entry of the listing's price history. */
export async function insertPriceChange(
  executor: Executor,
  change: { listingId: number; purpose: 1 | 2; changedAt: Date; oldPrice: number; newPrice: number },
): Promise<void> {
  const [last] = await executor.db
    .select({ seq: max(priceHistory.seq) })
    .from(priceHistory)
    .where(eq(priceHistory.listingId, change.listingId));
  await executor.db.insert(priceHistory).values({ ...change, seq: (last?.seq ?? 0) + 1 });
}

/** The public listings' ids, references, availability and building slugs. */
export async function publicListings(executor: Executor, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return executor.db
    .select({
      id: listings.id,
      referenceId: listings.referenceId,
      available: listings.available,
      purpose: listings.purpose,
      slug: buildings.slug,
    })
    .from(listings)
    .innerJoin(buildings, eq(buildings.id, listings.buildingId))
    .where(inArray(listings.id, [...ids]));
}

/** How many members saved each listing as a favourite, and how many enquiries and recorded calls each had. */
export async function listingStats(executor: Executor, ids: readonly number[]) {
  if (ids.length === 0) return new Map<number, { saves: number; enquiries: number }>();
  const [saves, asked] = await Promise.all([
    executor.db
      .select({ id: savedProperties.listingId, n: count() })
      .from(savedProperties)
      .where(and(inArray(savedProperties.listingId, [...ids]), eq(savedProperties.savedType, 1)))
      .groupBy(savedProperties.listingId),
    executor.db
      .select({ id: enquiries.listingId, n: count() })
      .from(enquiries)
      .where(inArray(enquiries.listingId, [...ids]))
      .groupBy(enquiries.listingId),
  ]);
  return new Map(
    ids.map((id) => [id, { saves: saves.find((s) => s.id === id)?.n ?? 0, enquiries: asked.find((e) => e.id === id)?.n ?? 0 }]),
  );
}
