// One listing, fully determined by (seed, listing id).
import { chooseBanners, generateFeatures, type Features } from "./listing-features.ts";
import { generateUnit, type Unit } from "./listing-layout.ts";
import { generatePhotos, type PhotoRow } from "./listing-photos.ts";
import { priceListing, pricePurpose, unitFactor, type Pricing } from "./listing-price.ts";
import { drawBuilding, type MarketContext } from "./market-context.ts";
import { streamFor, type Random } from "./random.ts";
import { referenceIdFor } from "../../../domain/listing/reference-id.ts";

const DAY_MS = 86_400_000;

export type GeneratedListing = Unit &
  Features & {
    id: number;
    referenceId: string;
    purpose: 1 | 2 | 3;
    available: boolean;
    buildingId: number;
    estateId: number | null;
    blockId: number | null;
    districtId: number;
    regionId: number;
    builtYear: number;
    lat: number;
    lng: number;
    salePrice: number | null;
    rentPrice: number | null;
    salePpsfGross: number | null;
    salePpsfSaleable: number | null;
    rentPpsfGross: number | null;
    rentPpsfSaleable: number | null;
    banners: ReturnType<typeof chooseBanners>;
    qualityScore: number;
    photoCount: number;
    agentId: number;
    listedAt: Date;
    updatedAt: Date;
    lastConfirmedAt: Date;
    photos: PhotoRow[];
    history: (Pricing["history"][number] & { changedAt: Date })[];
  };

function listedDaysAgo(random: Random): number {
  const [lo, hi] = random.weighted([
    [[0, 30], 40],
    [[30, 120], 35],
    [[120, 400], 25],
  ] as const);
  return random.int(lo, hi);
}

export function generateListing(context: MarketContext, id: number): GeneratedListing {
  const random = streamFor(context.seed, "listing", id);
  const { building, market, ageYears, nearMtr, coastal } = drawBuilding(context, random.next());
  const unit = generateUnit(random, building, market.character, ageYears);
  const purpose = pricePurpose(random);
  const listedDays = listedDaysAgo(random);
  const factor = unitFactor(unit, ageYears, building.floors);
  const pricing = priceListing(random, purpose, unit, market, factor, listedDays);
  const features = generateFeatures(random, unit, market.character, building.builtYear, purpose, building.floors);
  const photos = generatePhotos(random, id, building.photoKey, features.hasOutdoorSpace);
  const now = context.now.getTime();
  const at = (days: number): Date => new Date(now - days * DAY_MS - random.int(0, 86_399) * 1000);
  const updatedDays = Math.floor(listedDays * random.next() ** 2);
  const confirmedDays = Math.min(updatedDays, random.int(0, 21));
  const listedAt = at(listedDays);
  const updatedAt = new Date(Math.max(listedAt.getTime(), at(updatedDays).getTime()));
  const lastConfirmedAt = new Date(Math.max(updatedAt.getTime(), at(confirmedDays).getTime()));
  const highFloor = unit.floorLevel / Math.max(1, building.floors) > 0.66 && building.floors > 10;
  const banners = chooseBanners(random, {
    features,
    listedDaysAgo: listedDays,
    priceCut: pricing.history.some((h) => h.newPrice < h.oldPrice),
    nearMtr,
    seaView: coastal && (unit.floorLevel > 10 || building.kind === 3) && random.chance(0.6),
    purpose,
    highFloor,
  });
  const available = random.chance(0.95);
  const ownPhotos = photos.filter((p) => p.type === "PP").length;
  const quality =
    photos.length === 0
      ? random.int(5, 25)
      : 20 +
        Math.min(ownPhotos, 10) * 3 +
        (features.isVirtual ? 10 : 0) +
        (features.isVideo ? 8 : 0) +
        (features.isExclusive ? 6 : 0) +
        (updatedDays <= 7 ? 10 : updatedDays <= 30 ? 5 : 0) +
        (photos.some((p) => p.type === "FP") ? 5 : 0) +
        random.int(0, 10);
  const agents = context.agentsByDistrict.get(building.districtId) ?? [];
  const ppsf = (price: number | null, size: number, digits: number): number | null =>
    price === null ? null : Math.round((price / size) * 10 ** digits) / 10 ** digits;
  return {
    id,
    referenceId: referenceIdFor(id),
    purpose,
    available,
    buildingId: building.id,
    estateId: building.estateId,
    blockId: building.blockId,
    districtId: building.districtId,
    regionId: building.regionId,
    builtYear: building.builtYear,
    lat: building.lat,
    lng: building.lng,
    ...unit,
    ...features,
    salePrice: pricing.salePrice,
    rentPrice: pricing.rentPrice,
    salePpsfGross: ppsf(pricing.salePrice, unit.grossSize, 0),
    salePpsfSaleable: ppsf(pricing.salePrice, unit.saleableSize, 0),
    rentPpsfGross: ppsf(pricing.rentPrice, unit.grossSize, 1),
    rentPpsfSaleable: ppsf(pricing.rentPrice, unit.saleableSize, 1),
    banners,
    qualityScore: Math.max(0, Math.min(100, available ? quality : quality - 30)),
    photoCount: photos.length,
    agentId: agents.length > 0 ? random.pick(agents) : 1,
    listedAt,
    updatedAt,
    lastConfirmedAt,
    photos,
    history: pricing.history.map((h) => ({ ...h, changedAt: at(h.daysBeforeNow) })),
  };
}
