import type { Config } from "../config.ts";
import type { Database } from "./client.ts";
import { isMarketSeeded, seedMarket } from "./seed/seed-market.ts";

export const DEMO_SEED = 20_251_122;

/**
 * First start on the embedded database: fill it with the demo market so
 * `npm start` shows a living portal. Later starts find it seeded and skip this.
 * PostgreSQL deployments seed explicitly with `npm run seed`.
 */
export async function ensureDemoMarket(database: Database, config: Config): Promise<void> {
  if (database.kind !== "pglite" || config.seedListings === 0) return;
  if (await isMarketSeeded(database)) return;
  const started = performance.now();
  console.error(`First start: creating the demo market with ${config.seedListings} listings...`);
  let lastPhase = "";
  await seedMarket(database, {
    listings: config.seedListings,
    seed: DEMO_SEED,
    onProgress: ({ phase }) => {
      if (phase !== lastPhase) console.error(`  ${phase}`);
      lastPhase = phase;
    },
  });
  console.error(`Demo market ready in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
}
