import { sql } from "drizzle-orm";
import { bigint, bigserial, boolean, index, integer, jsonb, pgTable, smallint, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { ContactMethod, OtherAreas } from "../../../domain/listings/owner-listing-fields.ts";
import { agents } from "./agents.ts";
import { buildings } from "./buildings.ts";
import { documents } from "./documents.ts";
import { listings } from "./listings.ts";
import { users } from "./users.ts";

// Owners' listings (decision 0085): a flat an owner lists, from draft through
// an agent's review and the signed estate agency agreement to the public
// listing it becomes. The form's fields stay empty (null) while a draft has
// not filled them; prices are whole HKD.
export const ownerListings = pgTable(
  "owner_listings",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    ownerUserId: uuid("owner_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** draft, submitted, agreement, review, changes, live, withdrawn, let, sold or rejected */
    status: text("status").notNull(),
    /** sale, rent or both */
    purpose: text("purpose"),
    /** A building from the keyword suggestions, or null with `address` typed when they do not have it. */
    buildingId: integer("building_id").references(() => buildings.id),
    address: text("address").notNull().default(""),
    floor: text("floor").notNull().default(""),
    unit: text("unit").notNull().default(""),
    /** Square feet, the ordinances' saleable area (balcony, utility platform and verandah included). */
    saleableArea: integer("saleable_area"),
    /** Square feet of each other area (bay window, cockloft, flat roof…), apart from the saleable area. */
    otherAreas: jsonb("other_areas").$type<OtherAreas>().notNull().default({}),
    grossArea: integer("gross_area"),
    bedrooms: smallint("bedrooms"),
    bathrooms: smallint("bathrooms"),
    maidRoom: boolean("maid_room").notNull().default(false),
    parking: boolean("parking").notNull().default(false),
    outdoorSpace: boolean("outdoor_space").notNull().default(false),
    askingPrice: bigint("asking_price", { mode: "number" }),
    rent: integer("rent"),
    managementFeeIncluded: boolean("management_fee_included"),
    description: text("description").notNull().default(""),
    contactBy: text("contact_by")
      .array()
      .$type<ContactMethod[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The agent whose review queue it is in, from its first submission. */
    agentId: integer("agent_id").references(() => agents.id),
    /** Why the agent asked for changes (shown to the owner until they submit again). */
    reviewNote: text("review_note"),
    rejectReason: text("reject_reason"),
    /** The estate agency agreement issued for it (the latest one). */
    agreementDocumentKey: text("agreement_document_key").references(() => documents.documentKey),
    /** The public listing, once live. */
    listingId: integer("listing_id")
      .unique()
      .references(() => listings.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    submittedAt: timestamp("submitted_at", { withTimezone: true }),
    liveAt: timestamp("live_at", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    index("owner_listings_owner_idx").on(t.ownerUserId, t.updatedAt),
    index("owner_listings_agent_idx").on(t.agentId, t.status),
    index("owner_listings_agreement_idx").on(t.agreementDocumentKey),
  ],
);

/**
 * An owner's uploaded photo: its renditions are files in the file store; `imageKey` names it in the media paths
 * (/media/owner/{imageKey}/{size}.webp). It belongs to the owner from its upload and to a listing once the form
 * names it; one no listing names is removed with its files after a day.
 */
export const ownerListingPhotos = pgTable(
  "owner_listing_photos",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    ownerListingId: bigint("owner_listing_id", { mode: "number" }).references(() => ownerListings.id, { onDelete: "cascade" }),
    ownerUserId: uuid("owner_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    imageKey: text("image_key").notNull().unique(),
    /** The file store's keys of its renditions. */
    fileKeys: text("file_keys").array().notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    /** 1-based order on its listing; 0 while no listing names it. */
    position: smallint("position").notNull().default(0),
    isCover: boolean("is_cover").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    index("owner_listing_photos_listing_idx").on(t.ownerListingId, t.position),
    index("owner_listing_photos_owner_idx").on(t.ownerUserId),
    index("owner_listing_photos_unattached_idx")
      .on(t.createdAt)
      .where(sql`owner_listing_id is null`),
  ],
);
