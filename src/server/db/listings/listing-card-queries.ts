// The rows behind result items (search, properties-by-ids, other listings in
// a building): the listing and its first photos from the database, with its
// building, street, district, region and agent names in one language from
// the in-memory reference names.
import type { Queryable } from "../client.ts";
import type { listings } from "../schema/listings.ts";
import type { RawRow } from "../schema/raw-row.ts";

export type CardPhoto = { type: "PP" | "BP" | "FP"; kind: string; key: string; caption: number };

/** The listing's columns a card shows, as the schema types them. */
type CardColumns = RawRow<
  typeof listings,
  | "id"
  | "referenceId"
  | "purpose"
  | "available"
  | "buildingId"
  | "districtId"
  | "regionId"
  | "builtYear"
  | "lat"
  | "lng"
  | "layout"
  | "salePrice"
  | "rentPrice"
  | "grossSize"
  | "saleableSize"
  | "bedrooms"
  | "bathrooms"
  | "maidRooms"
  | "floorName"
  | "hasBalcony"
  | "hasTerrace"
  | "hasGarden"
  | "hasRoof"
  | "hasCarpark"
  | "isVirtual"
  | "isVideo"
  | "isExclusive"
  | "isSoleAgent"
  | "isJointSoleAgent"
  | "managementFee"
  | "isSaleSubjectToOffer"
  | "isLeaseSubjectToOffer"
  | "banners"
  | "updatedAt"
  | "agentId"
>;

export type ListingCardRow = CardColumns & {
  building_name: string;
  street_no: string;
  street_name: string;
  district_name: string;
  region_name: string;
  agent_name: string;
  agent_photo_key: string;
  photos: CardPhoto[] | null;
};

/** Cards are shown with a handful of photos; the detail page loads them all. */
const CARD_PHOTOS = 8;

export type ListingRow = Omit<
  ListingCardRow,
  "building_name" | "street_no" | "street_name" | "district_name" | "region_name" | "agent_name" | "agent_photo_key"
>;

/** The listing columns and first photos of these ids, in no particular order; unknown ids are left out. */
export function listingRowsByIds(db: Queryable, ids: readonly number[]): Promise<ListingRow[]> {
  return db.query<ListingRow>(
    `select l.id, l.reference_id, l.purpose, l.available, l.building_id, l.district_id, l.region_id, l.built_year, l.lat, l.lng,
       l.layout, l.sale_price, l.rent_price, l.gross_size, l.saleable_size, l.bedrooms, l.bathrooms, l.maid_rooms, l.floor_name,
       l.has_balcony, l.has_terrace, l.has_garden, l.has_roof, l.has_carpark, l.is_virtual, l.is_video, l.is_exclusive,
       l.is_sole_agent, l.is_joint_sole_agent, l.management_fee, l.is_sale_subject_to_offer, l.is_lease_subject_to_offer,
       l.banners, l.updated_at, l.agent_id,
       (select json_agg(json_build_object('type', ph.type, 'kind', ph.kind, 'key', ph.image_key, 'caption', ph.caption_code) order by ph.position)
          from (select * from listing_photos where listing_id = l.id order by position limit ${CARD_PHOTOS}) ph) as photos
     from listings l where l.id = any($1::int[])`,
    [ids],
  );
}
