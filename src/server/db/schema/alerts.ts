import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./users.ts";
import { savedSearchSets } from "./saved-searches.ts";
import { listings } from "./listings.ts";
import { savedProperties } from "./saved-properties.ts";

// A listing that newly matched a member's saved search (or follow), or got
// cheaper while matching: mailed once, by the set's frequency. The unique
// key (set, listing, price) makes each one mailed once even when two server
// processes or a restart find it again; a later cut is a new price, so a new row.
export const alertDeliveries = pgTable(
  "alert_deliveries",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    savedSearchId: bigint("saved_search_id", { mode: "number" })
      .notNull()
      .references(() => savedSearchSets.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    listingId: integer("listing_id")
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    /** The listing's price (HKD, the set's purpose) when found. */
    price: doublePrecision("price").notNull(),
    /** 1 new match, 2 price cut. */
    reason: smallint("reason").notNull(),
    foundAt: timestamp("found_at", { withTimezone: true }).notNull().defaultNow(),
    mailedAt: timestamp("mailed_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("alert_deliveries_set_listing_price_key").on(t.savedSearchId, t.listingId, t.price),
    index("alert_deliveries_pending_idx")
      .on(t.userId)
      .where(sql`mailed_at is null`),
  ],
);

/** How far the alert scan has read the listings' change feed (row_version), kept across restarts. */
export const alertCursor = pgTable("alert_cursor", {
  id: smallint("id").primaryKey(),
  rowVersion: bigint("row_version", { mode: "number" }).notNull(),
});

/**
 * One-click unsubscribe links of alert e-mails: random, stored hashed; a set
 * id, or the saved properties' alerts, or (neither) every alert of the member.
 */
export const alertUnsubscribeTokens = pgTable("alert_unsubscribe_tokens", {
  tokenHash: text("token_hash").primaryKey(),
  userId: uuid("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  savedSearchId: bigint("saved_search_id", { mode: "number" }).references(() => savedSearchSets.id, { onDelete: "cascade" }),
  savedProperties: boolean("saved_properties").notNull().default(false),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
});

// News about a member's saved property: its price dropped (sale 1, rent 2),
// it went off the market (3) or came back (4). Unique on (saved property,
// event, price), so a scan run twice, a restart or a second server process
// records it once; it is mailed by the member's saved-property frequency.
export const savedPropertyAlerts = pgTable(
  "saved_property_alerts",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    savedPropertyId: bigint("saved_property_id", { mode: "number" })
      .notNull()
      .references(() => savedProperties.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    listingId: integer("listing_id")
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    event: smallint("event").notNull(),
    /** The listing's price (HKD) the event is about: the new price of a drop, else the sale price or the rent. */
    price: doublePrecision("price").notNull(),
    /** A drop's price before (HKD). */
    previousPrice: doublePrecision("previous_price"),
    foundAt: timestamp("found_at", { withTimezone: true }).notNull().defaultNow(),
    mailedAt: timestamp("mailed_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("saved_property_alerts_property_event_price_key").on(t.savedPropertyId, t.event, t.price),
    index("saved_property_alerts_pending_idx")
      .on(t.userId)
      .where(sql`mailed_at is null`),
  ],
);

/** A member's alerts about their saved properties: on or off and how often (no row: on, daily). */
export const savedPropertyAlertSettings = pgTable("saved_property_alert_settings", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  enabled: boolean("enabled").notNull().default(true),
  /** 1 instant, 2 daily, 3 weekly (as saved searches). */
  frequency: smallint("frequency").notNull().default(2),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
