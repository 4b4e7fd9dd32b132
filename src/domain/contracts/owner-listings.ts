// Owners' listings: the listing form's fields, the owner's calls and the
// agent's review calls. Whose listing a call reads always comes from the
// session, never from here: the owner's account, or the agent's desk.
//
// GET  /api/owner-listings                          → ownerListingListResponse
// POST /api/owner-listings              listingFields → ownerListingResponse (a new draft)
// GET  /api/owner-listings/:id                      → ownerListingResponse
// POST /api/owner-listings/:id/save     listingFields → ownerListingResponse (a draft, or after changes were asked)
// POST /api/owner-listings/:id/submit   {}            → ownerListingResponse (to an agent's review queue)
// POST /api/owner-listings/:id/price    priceChangeRequest → ownerListingResponse (live: the price alone)
// POST /api/owner-listings/:id/withdraw, /let, /sold  {} → ownerListingResponse
// POST /api/owner-listings/photos       the photo's bytes → uploadedPhotoResponse (400 naming a PHOTO_REFUSAL_REASONS code)
// GET  /api/agent/owner-listings                    → agentQueueResponse
// GET  /api/agent/owner-listings/:id                → agentOwnerListingResponse
// POST /api/agent/owner-listings/:id/agreement  issueAgreementRequest → agentOwnerListingResponse
// POST /api/agent/owner-listings/:id/changes    requestChangesRequest → agentOwnerListingResponse
// POST /api/agent/owner-listings/:id/approve    approveRequest        → agentOwnerListingResponse
// POST /api/agent/owner-listings/:id/reject     rejectRequest         → agentOwnerListingResponse
import { z } from "zod";
import { safeString } from "./safe-string.ts";
import { DOCUMENT_LANGUAGES, DOCUMENT_STATUSES, documentTermsSchema } from "./documents.ts";
import { parsePrice } from "../money/parse-price.ts";
import {
  CONTACT_METHODS,
  MAX_ADDRESS_LENGTH,
  MAX_AREA_SQFT,
  MAX_DESCRIPTION_LENGTH,
  MAX_FLOOR_LENGTH,
  MAX_LISTING_PHOTOS,
  MAX_NOTE_LENGTH,
  MAX_ROOMS,
  MAX_UNIT_LENGTH,
  offersRent,
  offersSale,
  PHOTO_KEY_PATTERN,
  RENT_RANGE,
  SALE_PRICE_RANGE,
} from "../listings/owner-listing-fields.ts";
import { OWNER_LISTING_PURPOSES, OWNER_LISTING_STATUSES } from "../listings/owner-listing-status.ts";

// The codes live apart from the schemas so the browser can use them without zod.
export * from "../listings/owner-listing-fields.ts";
export * from "../listings/owner-listing-status.ts";
export * from "../listings/photo-limits.ts";

const trimmed = (max: number) => safeString(max).transform((s) => s.trim());
const required = (max: number) => trimmed(max).refine((s) => s.length > 0, { error: "required" });
const area = z.number().int().min(1).max(MAX_AREA_SQFT);
const rooms = z.number().int().min(0).max(MAX_ROOMS);
const isoDate = z.string();

/** A price in another currency than Hong Kong dollars: the parser would read its number as HKD. */
const FOREIGN_CURRENCY = /^\s*(?:us\$|usd|rmb|eur|gbp|€|£|¥)/i;

/** A price as typed ("8.5M", "28K", "850萬", "HK$12,000"), read by the site's price parser into whole HKD. */
function priceText(range: { min: number; max: number }) {
  return safeString(40).transform((text, ctx) => {
    if (FOREIGN_CURRENCY.test(text)) {
      ctx.addIssue({ code: "custom", message: "priceNotHkd" });
      return z.NEVER;
    }
    const value = parsePrice(text);
    if (value === null || value < 0) {
      ctx.addIssue({ code: "custom", message: "priceUnreadable" });
      return z.NEVER;
    }
    const dollars = Math.round(value);
    if (dollars < range.min || dollars > range.max) {
      ctx.addIssue({ code: "custom", message: "priceOutOfRange" });
      return z.NEVER;
    }
    return dollars;
  });
}
const salePriceText = priceText(SALE_PRICE_RANGE);
const rentText = priceText(RENT_RANGE);

export const photoKeySchema = z.string().regex(PHOTO_KEY_PATTERN, { error: "invalidPhotoKey" });

export const otherAreasSchema = z.strictObject({
  bayWindow: area.optional(),
  cockloft: area.optional(),
  flatRoof: area.optional(),
  garden: area.optional(),
  parkingSpace: area.optional(),
  roof: area.optional(),
  stairhood: area.optional(),
  terrace: area.optional(),
  yard: area.optional(),
});

const unique = <T>(values: readonly T[]) => new Set(values).size === values.length;

/**
 * The listing form: what a draft holds and what a save replaces. A draft may leave fields empty (null, "" or []);
 * what a submission needs besides is `submissionProblems`'. The building is an id chosen from the keyword
 * suggestions, or an address typed when the suggestions do not have it, never both.
 */
export const listingFieldsSchema = z
  .strictObject({
    purpose: z.enum(OWNER_LISTING_PURPOSES).nullable().default(null),
    buildingId: z
      .number()
      .int()
      .positive()
      .max(2 ** 31 - 1)
      .nullable()
      .default(null),
    address: trimmed(MAX_ADDRESS_LENGTH).default(""),
    floor: trimmed(MAX_FLOOR_LENGTH).default(""),
    unit: trimmed(MAX_UNIT_LENGTH).default(""),
    /** Square feet, the ordinances' saleable area: balcony, utility platform and verandah included. */
    saleableArea: area.nullable().default(null),
    /** Square feet of each other area, apart from the saleable area. */
    otherAreas: otherAreasSchema.default({}),
    grossArea: area.nullable().default(null),
    bedrooms: rooms.nullable().default(null),
    bathrooms: rooms.nullable().default(null),
    maidRoom: z.boolean().default(false),
    parking: z.boolean().default(false),
    outdoorSpace: z.boolean().default(false),
    /** The sale's asking price as typed; HKD once read. */
    askingPrice: salePriceText.nullable().default(null),
    /** The monthly rent as typed; HKD once read. */
    rent: rentText.nullable().default(null),
    /** Lettings: whether the rent includes the management fee. */
    managementFeeIncluded: z.boolean().nullable().default(null),
    description: trimmed(MAX_DESCRIPTION_LENGTH).default(""),
    /** The owner's uploaded photos by key, in the order they are shown. */
    photos: z.array(photoKeySchema).max(MAX_LISTING_PHOTOS).default([]),
    /** One of `photos`, shown first on cards (the first photo when absent). */
    coverPhoto: photoKeySchema.nullable().default(null),
    contactBy: z.array(z.enum(CONTACT_METHODS)).max(CONTACT_METHODS.length).default([]),
  })
  .superRefine((f, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: "custom", path: [path], message });
    if (f.buildingId !== null && f.address !== "") issue("address", "buildingOrAddress");
    if (f.grossArea !== null && f.saleableArea !== null && f.grossArea < f.saleableArea) issue("grossArea", "grossBelowSaleable");
    if (f.askingPrice !== null && f.purpose !== null && !offersSale(f.purpose)) issue("askingPrice", "notForThisPurpose");
    if (f.rent !== null && f.purpose !== null && !offersRent(f.purpose)) issue("rent", "notForThisPurpose");
    if (f.managementFeeIncluded !== null && f.purpose !== null && !offersRent(f.purpose)) {
      issue("managementFeeIncluded", "notForThisPurpose");
    }
    if (!unique(f.photos)) issue("photos", "duplicatePhoto");
    if (f.coverPhoto !== null && !f.photos.includes(f.coverPhoto)) issue("coverPhoto", "coverNotAPhoto");
    if (!unique(f.contactBy)) issue("contactBy", "duplicateContact");
  });
export type ListingFields = z.output<typeof listingFieldsSchema>;

/** A live listing's new price: the sale's, the rent, or both (each where the listing is offered that way). */
export const priceChangeRequestSchema = z
  .strictObject({ askingPrice: salePriceText.optional(), rent: rentText.optional() })
  .refine((r) => r.askingPrice !== undefined || r.rent !== undefined, { error: "required", path: ["askingPrice"] });
export type PriceChangeRequest = z.output<typeof priceChangeRequestSchema>;

export const emptyRequestSchema = z.strictObject({});

/** An id in a path: digits, at most the largest safe integer (a malformed one is refused before anything is read). */
export const ownerListingParamsSchema = z.strictObject({
  id: z
    .string()
    .regex(/^[1-9]\d{0,15}$/, { error: "invalidInput" })
    .transform(Number)
    .refine((n) => Number.isSafeInteger(n), { error: "invalidInput" }),
});

// ---------------------------------------------------------------- the agent's calls

/** The estate agency agreement: the owner signs it as the client; vendor's for a sale, landlord's for a letting. */
export const issueAgreementRequestSchema = z.strictObject({
  language: z.enum(DOCUMENT_LANGUAGES).default("en"),
  /** For a flat offered both ways: which agreement (the vendor's when absent). */
  template: z.enum(["vendor-agreement", "landlord-agreement"]).optional(),
  terms: documentTermsSchema.default({ dualAgency: false, exclusive: false, subListing: false, otherViewers: [] }),
});
export type IssueAgreementRequest = z.output<typeof issueAgreementRequestSchema>;

export const requestChangesRequestSchema = z.strictObject({ note: required(MAX_NOTE_LENGTH) });
export const rejectRequestSchema = z.strictObject({ reason: required(MAX_NOTE_LENGTH) });

/** A listing whose building was typed as an address goes live in the building its agent names here. */
export const approveRequestSchema = z.strictObject({
  buildingId: z
    .number()
    .int()
    .positive()
    .max(2 ** 31 - 1)
    .optional(),
});

// ---------------------------------------------------------------- answers

const bilingual = z.object({ en: z.string(), zh: z.string() });

export const ownerListingPhotoSchema = z.object({
  key: z.string(),
  cover: z.boolean(),
  width: z.number().int(),
  height: z.number().int(),
  /** The 640 px rendition's path. */
  path: z.string(),
});

/**
 * A photo just uploaded, not yet on a listing: the form names it by `key` in `photos`. Its renditions are
 * `/media/owner/{key}/{320|640|1280}.webp`, seen by its owner alone until its listing is live.
 */
export const uploadedPhotoSchema = z.object({
  key: z.string().regex(PHOTO_KEY_PATTERN),
  /** The upright photo's size, in pixels. */
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  /** The 640 px rendition's path. */
  path: z.string(),
});
export type UploadedPhoto = z.output<typeof uploadedPhotoSchema>;
export const uploadedPhotoResponseSchema = z.object({ data: uploadedPhotoSchema });

/** A listing as its owner and its agent see it. */
export const ownerListingSchema = z.object({
  id: z.number().int(),
  status: z.enum(OWNER_LISTING_STATUSES),
  purpose: z.enum(OWNER_LISTING_PURPOSES).nullable(),
  building: z.object({ id: z.number().int(), name: bilingual, district: bilingual }).nullable(),
  address: z.string(),
  floor: z.string(),
  unit: z.string(),
  saleableArea: z.number().int().nullable(),
  otherAreas: otherAreasSchema,
  grossArea: z.number().int().nullable(),
  bedrooms: z.number().int().nullable(),
  bathrooms: z.number().int().nullable(),
  maidRoom: z.boolean(),
  parking: z.boolean(),
  outdoorSpace: z.boolean(),
  /** HKD. */
  askingPrice: z.number().nullable(),
  rent: z.number().nullable(),
  managementFeeIncluded: z.boolean().nullable(),
  description: z.string(),
  photos: z.array(ownerListingPhotoSchema),
  contactBy: z.array(z.enum(CONTACT_METHODS)),
  /** The agent whose queue it is in, once submitted. */
  agent: z.object({ id: z.number().int(), name: bilingual }).nullable(),
  reviewNote: z.string().nullable(),
  rejectReason: z.string().nullable(),
  /** The estate agency agreement, once issued: the owner signs it from their documents. */
  agreement: z.object({ documentKey: z.string(), status: z.enum(DOCUMENT_STATUSES) }).nullable(),
  /** The public listing, once live. */
  listing: z.object({ id: z.number().int(), referenceId: z.string(), available: z.boolean(), path: z.string() }).nullable(),
  /** The public listing's views, saves and enquiries (0 before it is live). */
  stats: z.object({ views: z.number().int(), saves: z.number().int(), enquiries: z.number().int() }),
  createdAt: isoDate,
  submittedAt: isoDate.nullable(),
  liveAt: isoDate.nullable(),
  updatedAt: isoDate,
});
export type OwnerListing = z.output<typeof ownerListingSchema>;

export const ownerListingResponseSchema = z.object({ data: ownerListingSchema });
export const ownerListingListResponseSchema = z.object({ results: z.array(ownerListingSchema) });
export type OwnerListingListResponse = z.output<typeof ownerListingListResponseSchema>;

/** What the agent sees besides: the owner, to reach them the way they asked. */
export const agentOwnerListingSchema = ownerListingSchema.extend({
  owner: z.object({ name: z.string(), email: z.string(), dialCode: z.string(), phone: z.string() }),
});
export type AgentOwnerListing = z.output<typeof agentOwnerListingSchema>;
export const agentOwnerListingResponseSchema = z.object({ data: agentOwnerListingSchema });
export const agentQueueResponseSchema = z.object({ results: z.array(agentOwnerListingSchema) });
export type AgentQueueResponse = z.output<typeof agentQueueResponseSchema>;
