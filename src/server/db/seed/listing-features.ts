// Amenities, media flags, agency terms and banners of a generated listing.
import type { Character } from "./district-market.ts";
import { LAYOUT, type Unit } from "./listing-layout.ts";
import type { Random } from "./random.ts";
import { toSimplified } from "../../text/simplified-chinese.ts";

export type Features = {
  hasCarpark: boolean;
  hasMaidRoom: boolean;
  hasOutdoorSpace: boolean;
  hasBalcony: boolean;
  hasTerrace: boolean;
  hasGarden: boolean;
  hasRoof: boolean;
  isVirtual: boolean;
  isVideo: boolean;
  isExclusive: boolean;
  isSoleAgent: boolean;
  isJointSoleAgent: boolean;
  managementFee: "I" | "E" | "";
  isSaleSubjectToOffer: boolean;
  isLeaseSubjectToOffer: boolean;
};

const CARPARK: Record<Character, number> = { luxury: 0.85, prime: 0.4, urban: 0.12, suburban: 0.25, rural: 0.35 };

export function generateFeatures(
  random: Random,
  unit: Unit,
  character: Character,
  builtYear: number,
  purpose: number,
  floors: number,
): Features {
  const house = unit.layout === LAYOUT.house || unit.layout === LAYOUT.detachedHouse || unit.layout === LAYOUT.villageHouse;
  const hasBalcony = !house && builtYear >= 1995 && random.chance(0.45);
  const hasTerrace = unit.layout === LAYOUT.penthouse || unit.layout === LAYOUT.duplex ? random.chance(0.7) : random.chance(0.03);
  const hasGarden = house ? random.chance(0.6) : unit.floorLevel <= 1 && random.chance(0.25);
  const hasRoof =
    unit.layout === LAYOUT.penthouse ||
    (unit.layout === LAYOUT.villageHouse && unit.floorLevel === 2) ||
    (house && random.chance(0.5)) ||
    (unit.floorLevel >= floors && random.chance(0.3));
  const exclusiveRoll = random.next();
  return {
    hasCarpark: random.chance(CARPARK[character] * (unit.saleableSize > 1200 ? 1.5 : 1)),
    hasMaidRoom: unit.maidRooms > 0,
    hasOutdoorSpace: hasBalcony || hasTerrace || hasGarden || hasRoof,
    hasBalcony,
    hasTerrace,
    hasGarden,
    hasRoof,
    isVirtual: random.chance(0.12),
    isVideo: random.chance(0.18),
    isExclusive: exclusiveRoll < 0.08,
    // Sole and joint-sole agency are exclusive of each other.
    isSoleAgent: exclusiveRoll >= 0.08 && exclusiveRoll < 0.18,
    isJointSoleAgent: exclusiveRoll >= 0.18 && exclusiveRoll < 0.23,
    managementFee:
      purpose === 1
        ? ""
        : random.weighted([
            ["I", 55],
            ["E", 25],
            ["", 20],
          ] as const),
    isSaleSubjectToOffer: purpose !== 2 && random.chance(0.03),
    isLeaseSubjectToOffer: purpose !== 1 && random.chance(0.03),
  };
}

type BannerType = "primary" | "secondary" | "attribute";
const COLOURS: Record<BannerType, [string, string]> = {
  primary: ["#FFFFFF", "#C8102E"],
  secondary: ["#FFFFFF", "#1F4E79"],
  attribute: ["#333333", "#F2E6C9"],
};

function banner(en: string, zh: string, type: BannerType) {
  const [labelColour, bannerColour] = COLOURS[type];
  return { labelEn: en, labelZhHk: zh, labelZhCn: toSimplified(zh), labelColour, bannerType: type, bannerColour };
}

export type BannerInput = {
  features: Features;
  listedDaysAgo: number;
  priceCut: boolean;
  nearMtr: boolean;
  seaView: boolean;
  purpose: number;
  highFloor: boolean;
};

/** At most three banners, most important first. */
export function chooseBanners(random: Random, input: BannerInput) {
  const out = [];
  if (input.listedDaysAgo <= 7) out.push(banner("New Listing", "新盤", "primary"));
  if (input.features.isExclusive) out.push(banner("Exclusive", "獨家", "primary"));
  if (input.priceCut) out.push(banner("Price Reduced", "減價", "secondary"));
  if (input.seaView) out.push(banner("Sea View", "海景", "attribute"));
  if (input.nearMtr) out.push(banner("Near MTR", "近港鐵", "attribute"));
  if (input.highFloor && random.chance(0.5)) out.push(banner("High Floor", "高層", "attribute"));
  if (input.purpose !== 1 && random.chance(0.15)) out.push(banner("Pet Friendly", "可養寵物", "attribute"));
  if (input.purpose !== 1 && random.chance(0.2)) out.push(banner("Furnished", "連傢俬", "attribute"));
  return out.slice(0, 3);
}
