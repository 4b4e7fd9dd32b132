// The listing form's codes and limits, apart from the schemas so the browser
// can use them without zod; and the rules that turn what an owner typed into
// what the public listing shows.

/**
 * Areas listed apart from the saleable area. The saleable area is the
 * Estate Agents and Residential Properties (First-hand Sales) ordinances'
 * one: the flat's floor area with its balcony, utility platform and verandah,
 * and none of these.
 */
export const OTHER_AREA_KINDS = [
  "bayWindow",
  "cockloft",
  "flatRoof",
  "garden",
  "parkingSpace",
  "roof",
  "stairhood",
  "terrace",
  "yard",
] as const;
export type OtherAreaKind = (typeof OTHER_AREA_KINDS)[number];
export type OtherAreas = Partial<Record<OtherAreaKind, number>>;

/** How the owner would like to be reached. */
export const CONTACT_METHODS = ["phone", "email", "whatsapp"] as const;
export type ContactMethod = (typeof CONTACT_METHODS)[number];

export const MAX_ADDRESS_LENGTH = 200;
export const MAX_FLOOR_LENGTH = 20;
export const MAX_UNIT_LENGTH = 20;
export const MAX_DESCRIPTION_LENGTH = 4000;
export const MAX_NOTE_LENGTH = 1000;
/** Square feet: no flat's area, saleable or other, comes near it. */
export const MAX_AREA_SQFT = 100_000;
export const MAX_ROOMS = 20;
/** At most this many photos on one listing. */
export const MAX_LISTING_PHOTOS = 20;
/** Asking prices in whole HKD: a sale's, and a letting's monthly rent. */
export const SALE_PRICE_RANGE = { min: 100_000, max: 100_000_000_000 } as const;
export const RENT_RANGE = { min: 1_000, max: 10_000_000 } as const;

/**
 * A photo's key in the media paths (/media/owner/{key}/{size}.webp): lower-case letters, digits and dashes, as the
 * photo route takes them. It is not the file store's key, which has a slash and upper-case letters.
 */
export const PHOTO_KEY_PATTERN = /^[a-z0-9][a-z0-9-]{0,39}$/;

/** A floor as its number for sorting: the first number in it ("23/F", "23樓" → 23); ground and basement floors are 0. */
export function floorLevelOf(floor: string): number {
  const digits = /\d{1,3}/.exec(floor);
  return digits ? Number(digits[0]) : 0;
}

/**
 * The floor as the public listing shows it: the band of the building's height ("High Floor"), never the exact
 * floor or the flat, which the agent gives at a viewing; the ground floor as "G/F".
 */
export function publicFloorName(level: number, buildingFloors: number): string {
  if (level <= 0) return "G/F";
  const third = level / Math.max(1, buildingFloors);
  return third > 0.66 ? "High Floor" : third > 0.33 ? "Middle Floor" : "Low Floor";
}

/**
 * A submission's public listing id: its own id above every id the seeded market uses. It is known before the
 * listing goes live, so the agreement names the listing it will be, and two submissions never share one.
 */
export function publicListingIdOf(submissionId: number): number {
  return 50_000_000 + submissionId;
}
