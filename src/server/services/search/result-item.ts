// The result item (the card presenter): what a result card, the listing
// page and the saved lists show of a listing, built from a card row in the
// requested currency and language.
import type { CurrencyId } from "../../../domain/money/currency.ts";
import { convertFromHkd } from "../../../domain/money/currency.ts";
import { pickPricePerSqft } from "../../../domain/money/price-per-sqft.ts";
import { UNKNOWN_BUILDING_AGE } from "../../../domain/listing/enums.ts";
import type { ListingCardRow } from "../../db/listings/listing-card-queries.ts";
import { agentImagePath, captionText, listingPhotoPath } from "./media-paths.ts";
import { amenitiesOf, type Amenity } from "./amenities.ts";
import { languageKey } from "./localised.ts";

export type Banner = { label: string; labelColour: string; bannerType: "primary" | "secondary" | "attribute"; bannerColour: string };
export type ResultImage = { path: string; caption: string; type: "PP" | "BP" | "FP" };

export type ResultItem = {
  id: number;
  referenceId: string;
  type: "buy" | "rent" | "buy and rent";
  price: number | null;
  salePrice: number | null;
  leasePrice: number | null;
  size: number;
  sizeGross: number;
  sizeSaleable: number;
  pricePerSqft: number | null;
  pricePerSqftGross: number | null;
  pricePerSqftSaleable: number | null;
  salePricePerSqft: number | null;
  salePricePerSqftGross: number | null;
  salePricePerSqftSaleable: number | null;
  leasePricePerSqft: number | null;
  leasePricePerSqftGross: number | null;
  leasePricePerSqftSaleable: number | null;
  images: ResultImage[];
  amenities: Amenity[];
  bedrooms: number;
  bathrooms: number;
  isSoleAgent: boolean;
  isJointSoleAgent: boolean;
  includeManagementFee: "I" | "E" | "";
  building: string;
  buildingId: number;
  area: string;
  district: string;
  districtId: number;
  address: string;
  streetNo: string;
  streetName: string;
  buildingAge: number;
  floor: string;
  layout: number;
  isSaved: boolean;
  isSaving: boolean;
  isVirtual: boolean;
  isVideo: boolean;
  isExclusive: boolean;
  lastUpdated: string;
  lat: number;
  lng: number;
  banners: Banner[];
  isRelated: boolean;
  isLeaseSubjectToOffer: boolean;
  isSaleSubjectToOffer: boolean;
  isSubjectToOffer: boolean;
  agentName: string;
  agentImage: string;
  available: boolean;
};

export type PresentOptions = { currencyId: CurrencyId; languageId: number; sizeType: "saleable" | "gross"; preferRent: boolean; now: Date };

const TYPE = { 1: "buy", 2: "rent", 3: "buy and rent" } as const;
const money = (hkd: number | null, c: CurrencyId) => (hkd === null ? null : Math.round(convertFromHkd(hkd, c)));
const perSqft = (amount: number | null, size: number) => (amount === null || size <= 0 ? null : Math.round((amount / size) * 100) / 100);

export function presentResultItem(row: ListingCardRow, o: PresentOptions): ResultItem {
  const sale = money(row.sale_price, o.currencyId);
  const lease = money(row.rent_price, o.currencyId);
  // The headline price follows the search: rent when searching rent, else sale when there is one.
  const price = o.preferRent ? (lease ?? sale) : (sale ?? lease);
  const ppsf = (amount: number | null) => ({
    gross: perSqft(amount, row.gross_size),
    saleable: perSqft(amount, row.saleable_size),
    shown: pickPricePerSqft(perSqft(amount, row.saleable_size), perSqft(amount, row.gross_size))?.value ?? null,
  });
  const [all, s, l] = [ppsf(price), ppsf(sale), ppsf(lease)];
  const lang = languageKey(o.languageId);
  const labelKey = lang === "en" ? "labelEn" : lang === "zhHk" ? "labelZhHk" : "labelZhCn";
  const builtYear = row.built_year;
  const age = builtYear > 1800 && builtYear <= o.now.getUTCFullYear() ? o.now.getUTCFullYear() - builtYear : UNKNOWN_BUILDING_AGE;
  return {
    id: row.id,
    referenceId: row.reference_id,
    type: TYPE[row.purpose as 1 | 2 | 3] ?? "buy",
    price,
    salePrice: sale,
    leasePrice: lease,
    size: o.sizeType === "gross" ? row.gross_size : row.saleable_size,
    sizeGross: row.gross_size,
    sizeSaleable: row.saleable_size,
    pricePerSqft: all.shown,
    pricePerSqftGross: all.gross,
    pricePerSqftSaleable: all.saleable,
    salePricePerSqft: s.shown,
    salePricePerSqftGross: s.gross,
    salePricePerSqftSaleable: s.saleable,
    leasePricePerSqft: l.shown,
    leasePricePerSqftGross: l.gross,
    leasePricePerSqftSaleable: l.saleable,
    images: (row.photos ?? []).map((p) => ({
      path: listingPhotoPath(p.kind, p.key, row.bedrooms, o.languageId),
      caption: captionText(p.caption, o.languageId),
      type: p.type,
    })),
    amenities: amenitiesOf(row, o.languageId),
    bedrooms: row.bedrooms,
    bathrooms: row.bathrooms,
    isSoleAgent: row.is_sole_agent,
    isJointSoleAgent: row.is_joint_sole_agent,
    includeManagementFee: row.management_fee === "I" || row.management_fee === "E" ? row.management_fee : "",
    building: row.building_name,
    buildingId: row.building_id,
    area: row.region_name,
    district: row.district_name,
    districtId: row.district_id,
    address: [row.street_no, row.street_name].filter(Boolean).join(lang === "en" ? " " : ""),
    streetNo: row.street_no,
    streetName: row.street_name,
    buildingAge: age,
    floor: row.floor_name,
    layout: row.layout,
    isSaved: false,
    isSaving: false,
    isVirtual: row.is_virtual,
    isVideo: row.is_video,
    isExclusive: row.is_exclusive,
    lastUpdated: new Date(row.updated_at).toISOString(),
    lat: row.lat,
    lng: row.lng,
    banners: row.banners.map((b) => ({
      label: b[labelKey],
      labelColour: b.labelColour,
      bannerType: b.bannerType,
      bannerColour: b.bannerColour,
    })),
    isRelated: false,
    isLeaseSubjectToOffer: row.is_lease_subject_to_offer,
    isSaleSubjectToOffer: row.is_sale_subject_to_offer,
    isSubjectToOffer: row.is_lease_subject_to_offer || row.is_sale_subject_to_offer,
    agentName: row.agent_name,
    agentImage: agentImagePath(row.agent_photo_key),
    available: row.available,
  };
}
