import type { Queryable } from "../db/client.ts";
import { createMarketStats, type MarketStats } from "./market-stats.ts";

/**
 * The use-cases page loaders may call. main.ts builds them once and hands
 * them to React Router through the load context (see src/web/app-context.ts).
 */
export interface PortalServices {
  marketStats: MarketStats;
}

export function createPortalServices(database: Queryable): PortalServices {
  return { marketStats: createMarketStats(database) };
}
