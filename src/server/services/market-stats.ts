import type { Queryable } from "../db/client.ts";
import { createTimedSnapshot } from "./cache/timed-snapshot.ts";

export interface MarketStats {
  /** Listings on the market (sale, rent or both); kept for a minute because the home page asks on every view. */
  availableListings(): Promise<number>;
}

const CACHE_MS = 60_000;

export function createMarketStats(database: Queryable, now: () => number = Date.now): MarketStats {
  const available = createTimedSnapshot(
    async () => {
      const [row] = await database.query<{ n: number }>("select count(*) as n from listings where available");
      return row?.n ?? 0;
    },
    { ttlMs: CACHE_MS, now },
  );
  return { availableListings: () => available.get() };
}
