import { bigint, bigserial, boolean, index, integer, pgTable, smallint, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./users.ts";
import { listings } from "./listings.ts";

// A member's saved property (favourite, type 1) or recently viewed listing
// (type 2). One row per (member, type, listing); the created date is the
// earliest the member saved it (a guest's local date survives the upload at
// sign-in), the updated date the latest time it was saved or viewed, the
// listing type the purpose of that latest time.
export const savedProperties = pgTable(
  "saved_properties",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** 1 Favorite, 2 RecentlyViewed (spec SavedPropertyType). */
    savedType: smallint("saved_type").notNull(),
    listingId: integer("listing_id")
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    knownSalePrice: bigint("known_sale_price", { mode: "number" }),
    knownRentPrice: integer("known_rent_price"),
    knownAvailable: boolean("known_available"),
    /** The purpose it was saved or viewed under (1 sale, 2 rent), which its card shows; null: saved before it was kept. */
    listingType: smallint("listing_type"),
  },
  (t) => [
    uniqueIndex("saved_properties_user_type_listing_key").on(t.userId, t.savedType, t.listingId),
    index("saved_properties_user_type_created_idx").on(t.userId, t.savedType, t.createdAt),
    index("saved_properties_listing_idx").on(t.listingId),
  ],
);
