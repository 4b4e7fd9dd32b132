import type { Queryable } from "../db/client.ts";

export interface MarketStats {
  /** Listings on the market (sale, rent or both); cached for a minute because the home page asks on every view. */
  availableListings(): Promise<number>;
}

const CACHE_MS = 60_000;

export function createMarketStats(database: Queryable, now: () => number = Date.now): MarketStats {
  let cached: { value: number; at: number } | undefined;
  return {
    async availableListings() {
      if (cached && now() - cached.at < CACHE_MS) return cached.value;
      const [row] = await database.query<{ n: number }>("select count(*) as n from listings where available");
      cached = { value: row?.n ?? 0, at: now() };
      return cached.value;
    },
  };
}
