import type { Database } from "../db/client.ts";
import { availableListingCount } from "../db/listings/market-queries.ts";
import { createTimedSnapshot } from "./cache/timed-snapshot.ts";

export interface MarketStats {
  /** Listings on the market (sale, rent or both); kept for a minute because the home page asks on every view. */
  availableListings(): Promise<number>;
}

const CACHE_MS = 60_000;

export function createMarketStats(database: Database, now: () => number = Date.now): MarketStats {
  const available = createTimedSnapshot(() => availableListingCount(database), { ttlMs: CACHE_MS, now });
  return { availableListings: () => available.get() };
}
