import { integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

// One row per (rule, key) and fixed window: the count so far and when the
// window ends. Keys are stored as SHA-256 digests, so the table holds no
// e-mail addresses or IPs. Shared by every server process (see rate-limits.ts).
export const rateLimitHits = pgTable(
  "rate_limit_hits",
  {
    rule: text("rule").notNull(),
    keyHash: text("key_hash").notNull(),
    hits: integer("hits").notNull(),
    windowEndsAt: timestamp("window_ends_at", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.rule, t.keyHash] })],
);
