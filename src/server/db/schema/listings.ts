import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  char,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  smallint,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { agents } from "./agents.ts";
import { buildings } from "./buildings.ts";
import { districts } from "./districts.ts";

export type ListingBanner = {
  labelEn: string;
  labelZhHk: string;
  labelZhCn: string;
  labelColour: string;
  bannerType: "primary" | "secondary" | "attribute";
  bannerColour: string;
};

// Denormalised on purpose: district, region, estate, block, built year and the
// coordinates are copied from the building so a search page is one index
// scan over this table with no joins. Prices are whole HKD: sale in dollars,
// rent in dollars per month; null when the listing is not for that purpose.
export const listings = pgTable(
  "listings",
  {
    id: integer("id").primaryKey(),
    referenceId: text("reference_id").notNull().unique(),
    /** 1 sale, 2 rent, 3 both. */
    purpose: smallint("purpose").notNull(),
    available: boolean("available").notNull(),
    buildingId: integer("building_id")
      .notNull()
      .references(() => buildings.id),
    estateId: integer("estate_id"),
    blockId: integer("block_id"),
    districtId: smallint("district_id")
      .notNull()
      .references(() => districts.id),
    regionId: smallint("region_id").notNull(),
    builtYear: smallint("built_year").notNull(),
    lat: doublePrecision("lat").notNull(),
    lng: doublePrecision("lng").notNull(),
    /** Layout id: 1 apartment, 2 duplex, 3 triplex, 4 penthouse, 5 house, 7 studio, 16 detached, 17 village house. */
    layout: smallint("layout").notNull(),
    salePrice: bigint("sale_price", { mode: "number" }),
    rentPrice: integer("rent_price"),
    grossSize: integer("gross_size").notNull(),
    saleableSize: integer("saleable_size").notNull(),
    salePpsfGross: integer("sale_ppsf_gross"),
    salePpsfSaleable: integer("sale_ppsf_saleable"),
    rentPpsfGross: real("rent_ppsf_gross"),
    rentPpsfSaleable: real("rent_ppsf_saleable"),
    bedrooms: smallint("bedrooms").notNull(),
    bathrooms: smallint("bathrooms").notNull(),
    maidRooms: smallint("maid_rooms").notNull(),
    /** Numeric floor for sorting; floorName is what is shown ("High Floor", "G/F", "23/F"). */
    floorLevel: smallint("floor_level").notNull(),
    floorName: text("floor_name").notNull(),
    hasCarpark: boolean("has_carpark").notNull(),
    hasMaidRoom: boolean("has_maid_room").notNull(),
    hasOutdoorSpace: boolean("has_outdoor_space").notNull(),
    hasBalcony: boolean("has_balcony").notNull(),
    hasTerrace: boolean("has_terrace").notNull(),
    hasGarden: boolean("has_garden").notNull(),
    hasRoof: boolean("has_roof").notNull(),
    isVirtual: boolean("is_virtual").notNull(),
    isVideo: boolean("is_video").notNull(),
    isExclusive: boolean("is_exclusive").notNull(),
    isSoleAgent: boolean("is_sole_agent").notNull(),
    isJointSoleAgent: boolean("is_joint_sole_agent").notNull(),
    /** I included, E excluded, blank unknown (rent only). */
    managementFee: char("management_fee", { length: 1 }).notNull().default(""),
    isSaleSubjectToOffer: boolean("is_sale_subject_to_offer").notNull(),
    isLeaseSubjectToOffer: boolean("is_lease_subject_to_offer").notNull(),
    banners: jsonb("banners").$type<ListingBanner[]>().notNull().default([]),
    qualityScore: smallint("quality_score").notNull(),
    photoCount: smallint("photo_count").notNull(),
    agentId: integer("agent_id")
      .notNull()
      .references(() => agents.id),
    listedAt: timestamp("listed_at", { withTimezone: true }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
    lastConfirmedAt: timestamp("last_confirmed_at", { withTimezone: true }).notNull(),
    /**
     * Change counter for the in-memory listing index: a trigger stamps every
     * insert and update from one sequence (migration 0003), so the index
     * polls "row_version > last seen". Null on rows older than the trigger.
     */
    rowVersion: bigint("row_version", { mode: "number" }),
  },
  (t) => [
    index("listings_purpose_quality_idx").on(t.purpose, t.qualityScore.desc(), t.id),
    index("listings_district_quality_idx").on(t.districtId, t.qualityScore.desc(), t.id),
    index("listings_sale_price_idx")
      .on(t.salePrice)
      .where(sql`${t.salePrice} is not null`),
    index("listings_rent_price_idx")
      .on(t.rentPrice)
      .where(sql`${t.rentPrice} is not null`),
    index("listings_saleable_size_idx").on(t.saleableSize),
    index("listings_gross_size_idx").on(t.grossSize),
    index("listings_bedrooms_idx").on(t.bedrooms),
    index("listings_building_idx").on(t.buildingId),
    index("listings_estate_idx").on(t.estateId),
    index("listings_block_idx").on(t.blockId),
    index("listings_lat_lng_idx").on(t.lat, t.lng),
    index("listings_updated_idx").on(t.updatedAt.desc()),
    index("listings_agent_idx").on(t.agentId),
    index("listings_row_version_idx").on(t.rowVersion),
  ],
);

/**
 * Listings deleted outright (an off-market listing normally stays, with
 * `available` false): the in-memory listing index drops these ids. Written
 * by a trigger (migration 0003); id 0 records a TRUNCATE, after which the
 * index reloads whole.
 */
export const listingRemovals = pgTable("listing_removals", {
  id: integer("id").primaryKey(),
  rowVersion: bigint("row_version", { mode: "number" }).notNull(),
});
