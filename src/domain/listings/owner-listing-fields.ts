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

export const offersSale = (purpose: string | null) => purpose === "sale" || purpose === "both";
export const offersRent = (purpose: string | null) => purpose === "rent" || purpose === "both";

/** What `submissionProblems` reads of a listing's form (prices already read into HKD). */
export interface SubmissionFacts {
  purpose: string | null;
  buildingId: number | null;
  address: string;
  floor: string;
  saleableArea: number | null;
  bedrooms: number | null;
  bathrooms: number | null;
  askingPrice: number | null;
  rent: number | null;
  managementFeeIncluded: boolean | null;
  contactBy: readonly string[];
}

/** What a submission needs that a draft may leave out, by field: empty when the listing may be submitted. */
export function submissionProblems(f: SubmissionFacts): Record<string, string> {
  const problems: Record<string, string> = {};
  if (f.purpose === null) problems.purpose = "required";
  if (f.buildingId === null && f.address === "") problems.buildingId = "buildingOrAddress";
  if (f.floor === "") problems.floor = "required";
  if (f.saleableArea === null) problems.saleableArea = "required";
  if (f.bedrooms === null) problems.bedrooms = "required";
  if (f.bathrooms === null) problems.bathrooms = "required";
  if (offersSale(f.purpose) && f.askingPrice === null) problems.askingPrice = "required";
  if (offersRent(f.purpose) && f.rent === null) problems.rent = "required";
  if (offersRent(f.purpose) && f.managementFeeIncluded === null) problems.managementFeeIncluded = "required";
  if (f.contactBy.length === 0) problems.contactBy = "required";
  return problems;
}

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
