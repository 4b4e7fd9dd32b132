// What an owner's listing becomes on the market: the public listing's row
// (the building's place copied onto it, as every listing has it, decision
// 0008), its photos, and the property as its agreement describes it before
// it goes live. The public listing shows the floor's band, never the floor
// and flat the owner gave: the agent tells those at a viewing.
import type { OwnerListingPurpose } from "../../../domain/listings/owner-listing-status.ts";
import { floorLevelOf, publicFloorName, publicListingIdOf } from "../../../domain/listings/owner-listing-fields.ts";
import { referenceIdFor } from "../../../domain/listing/reference-id.ts";
import { LISTING_PURPOSE } from "../../../domain/listing/purpose.ts";
import type { OwnerListingRow } from "../../db/owner-listings/owner-listing-queries.ts";
import type { OwnerPhotoRow } from "../../db/owner-listings/owner-photo-queries.ts";
import type { BuildingForListing, ListingInsert } from "../../db/owner-listings/public-listing-queries.ts";
import type { DocumentPropertySource } from "../documents/document-sources.ts";
import { OWNER_PHOTO_KIND } from "./owner-listing-views.ts";

const LAYOUT_APARTMENT = 1;
const LAYOUT_STUDIO = 7;
/** A listing's rank among equals: a base, more for each photo up to ten (the seeded market's scale, 0–100). */
const QUALITY_BASE = 40;

export function purposeNumber(purpose: OwnerListingPurpose): 1 | 2 | 3 {
  return purpose === "sale" ? LISTING_PURPOSE.Sale : purpose === "rent" ? LISTING_PURPOSE.Rent : LISTING_PURPOSE.Both;
}

const perSqFt = (price: number | null, size: number, digits: number) =>
  price === null ? null : Math.round((price / size) * 10 ** digits) / 10 ** digits;

/** The prices and their per-square-foot figures as the listings table keeps them. */
export function priceColumns(salePrice: number | null, rentPrice: number | null, grossSize: number, saleableSize: number) {
  return {
    salePrice,
    rentPrice,
    salePpsfGross: perSqFt(salePrice, grossSize, 0),
    salePpsfSaleable: perSqFt(salePrice, saleableSize, 0),
    rentPpsfGross: perSqFt(rentPrice, grossSize, 1),
    rentPpsfSaleable: perSqFt(rentPrice, saleableSize, 1),
  };
}

/** The photos in the order the public listing shows them: the cover first, then the owner's order. */
export function publicPhotoOrder<P extends Pick<OwnerPhotoRow, "isCover" | "position">>(photos: readonly P[]): P[] {
  return [...photos].sort((a, b) => Number(b.isCover) - Number(a.isCover) || a.position - b.position);
}

/**
 * The public listing of an approved owner's listing. A listing without a gross area is listed with its saleable
 * area as gross (a flat's gross area is never less); no layout is asked, so it is an apartment, or a studio with
 * no bedroom.
 */
export function publicListingRow(input: {
  row: OwnerListingRow;
  building: BuildingForListing;
  agentId: number;
  photoCount: number;
  at: Date;
}): ListingInsert {
  const { row, building, at } = input;
  const id = publicListingIdOf(row.id);
  const saleableSize = row.saleableArea!;
  const grossSize = row.grossArea ?? saleableSize;
  const purpose = purposeNumber(row.purpose as OwnerListingPurpose);
  const level = floorLevelOf(row.floor);
  const areas = row.otherAreas;
  const letting = purpose !== LISTING_PURPOSE.Sale;
  return {
    id,
    referenceId: referenceIdFor(id),
    purpose,
    available: true,
    buildingId: building.id,
    estateId: building.estateId,
    blockId: building.blockId,
    districtId: building.districtId,
    regionId: building.regionId,
    builtYear: building.builtYear,
    lat: building.lat,
    lng: building.lng,
    layout: row.bedrooms === 0 ? LAYOUT_STUDIO : LAYOUT_APARTMENT,
    ...priceColumns(purpose === LISTING_PURPOSE.Rent ? null : row.askingPrice, letting ? row.rent : null, grossSize, saleableSize),
    grossSize,
    saleableSize,
    bedrooms: row.bedrooms!,
    bathrooms: row.bathrooms!,
    maidRooms: row.maidRoom ? 1 : 0,
    floorLevel: level,
    floorName: publicFloorName(level, building.floors),
    hasCarpark: row.parking || areas.parkingSpace !== undefined,
    hasMaidRoom: row.maidRoom,
    hasOutdoorSpace: row.outdoorSpace || [areas.flatRoof, areas.garden, areas.roof, areas.terrace, areas.yard].some((a) => a !== undefined),
    hasBalcony: false,
    hasTerrace: areas.terrace !== undefined,
    hasGarden: areas.garden !== undefined,
    hasRoof: areas.roof !== undefined || areas.flatRoof !== undefined,
    isVirtual: false,
    isVideo: false,
    isExclusive: false,
    isSoleAgent: false,
    isJointSoleAgent: false,
    managementFee: letting ? (row.managementFeeIncluded ? "I" : "E") : "",
    isSaleSubjectToOffer: false,
    isLeaseSubjectToOffer: false,
    banners: [],
    qualityScore: Math.min(100, QUALITY_BASE + 3 * Math.min(10, input.photoCount)),
    photoCount: input.photoCount,
    agentId: input.agentId,
    listedAt: at,
    updatedAt: at,
    lastConfirmedAt: at,
  };
}

/** The public listing's photo rows: the owner's photos under their media keys, the cover first. */
export function publicPhotoRows(listingId: number, photos: readonly OwnerPhotoRow[]) {
  return publicPhotoOrder(photos).map((p, i) => ({
    listingId,
    position: i + 1,
    type: "PP",
    kind: OWNER_PHOTO_KIND,
    imageKey: p.imageKey,
    captionCode: 0,
  }));
}

/**
 * The property as its agreement names it, before it is live: under the public listing id it will have, with the
 * floor and flat the owner gave, in the building chosen or at the address typed.
 */
export function agreementProperty(
  row: OwnerListingRow,
  building: BuildingForListing | null,
  photos: readonly OwnerPhotoRow[],
): DocumentPropertySource {
  const id = publicListingIdOf(row.id);
  const cover = publicPhotoOrder(photos)[0];
  return {
    id,
    referenceId: referenceIdFor(id),
    purpose: purposeNumber(row.purpose as OwnerListingPurpose),
    slug: building?.slug ?? "property",
    buildingEn: building?.nameEn ?? row.address,
    buildingZh: building?.nameZh ?? row.address,
    streetNo: building?.streetNo ?? "",
    streetEn: building?.streetEn ?? null,
    streetZh: building?.streetZh ?? null,
    districtEn: building?.districtEn ?? "",
    districtZh: building?.districtZh ?? "",
    floorName: row.floor,
    flat: row.unit,
    salePrice: row.purpose === "rent" ? null : row.askingPrice,
    rentPrice: row.purpose === "sale" ? null : row.rent,
    grossSize: row.grossArea,
    saleableSize: row.saleableArea!,
    bedrooms: row.bedrooms!,
    bathrooms: row.bathrooms!,
    photo: cover ? { kind: OWNER_PHOTO_KIND, key: cover.imageKey } : null,
  };
}
