import { bigserial, boolean, index, jsonb, pgTable, smallint, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./users.ts";

// A member's saved search set: a search, or a follow of a
// building (type 2) or district (type 3). `criteria` holds the set's filter
// fields as the API names them; `criteria_key` is their canonical text, so a
// duplicate (same criteria, whatever the name) is found by the index.
export const savedSearchSets = pgTable(
  "saved_search_sets",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** 1 Search, 2 Building, 3 District, 4 Map, 5 Block (spec SavedSearchType). */
    searchType: smallint("search_type").notNull(),
    name: text("name").notNull(),
    criteria: jsonb("criteria").notNull(),
    criteriaKey: text("criteria_key").notNull(),
    notificationEnabled: boolean("notification_enabled").notNull().default(true),
    /** 1 instant, 2 daily, 3 weekly. */
    notificationFrequency: smallint("notification_frequency").notNull().default(2),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("saved_search_sets_user_key_idx").on(t.userId, t.criteriaKey),
    index("saved_search_sets_user_created_idx").on(t.userId, t.createdAt),
  ],
);
