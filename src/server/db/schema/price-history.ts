import { bigint, integer, pgTable, primaryKey, smallint, timestamp } from "drizzle-orm/pg-core";
import { listings } from "./listings.ts";

/** Each asking-price change of a listing, oldest first (seq 1, 2, ...). */
export const priceHistory = pgTable(
  "price_history",
  {
    listingId: integer("listing_id")
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    seq: smallint("seq").notNull(),
    /** 1 sale price, 2 rent. */
    purpose: smallint("purpose").notNull(),
    changedAt: timestamp("changed_at", { withTimezone: true }).notNull(),
    oldPrice: bigint("old_price", { mode: "number" }).notNull(),
    newPrice: bigint("new_price", { mode: "number" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.listingId, t.seq] })],
);
