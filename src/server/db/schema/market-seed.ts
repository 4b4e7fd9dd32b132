import { integer, pgTable, smallint, timestamp } from "drizzle-orm/pg-core";

/** One row once the demo market is seeded; the app checks it at start. */
export const marketSeed = pgTable("market_seed", {
  id: smallint("id").primaryKey(),
  seed: integer("seed").notNull(),
  listings: integer("listings").notNull(),
  seededAt: timestamp("seeded_at", { withTimezone: true }).notNull(),
  durationMs: integer("duration_ms").notNull(),
});
