// What the owner's and the agent's listing pages read off a listing: where
// its agreement stands, which steps the state table allows now (so a page
// shows only the buttons that can work), the name it goes by, and what a
// failed call has to say. Plain functions, without React or zod.
import type { OwnerListing } from "../../../domain/contracts/owner-listings.ts";
import { stepOf, type AgreementState, type ListingActor, type OwnerListingAction } from "../../../domain/listings/owner-listing-status.ts";
import type { LanguageCode } from "../../../domain/i18n/languages.ts";
import { ApiError, refusalOf } from "../../lib/api-client.ts";

type Listing = Pick<OwnerListing, "status" | "purpose" | "agreement">;

/**
 * Where the agreement stands, from its document's status: every signature in and the seal being applied is still
 * pending; declined, cancelled or expired unsigned is closed. (The server also counts a pending one past its expiry as
 * closed; the page learns that from the server's refusal.)
 */
export function agreementStateOf(agreement: OwnerListing["agreement"]): AgreementState {
  if (agreement === null) return "none";
  if (agreement.status === "signed") return "signed";
  if (agreement.status === "pending" || agreement.status === "sealing") return "pending";
  return "closed";
}

/** Whether `actor` may take `action` on the listing as it stands. */
export function allows(listing: Listing, action: OwnerListingAction, actor: ListingActor): boolean {
  return stepOf(listing.status, action, actor, { agreement: agreementStateOf(listing.agreement), purpose: listing.purpose }).ok;
}

/** The agent's steps a listing's card offers, in the order its buttons show. */
export const AGENT_CARD_ACTIONS = [
  "issueAgreement",
  "approve",
  "requestChanges",
  "reject",
] as const satisfies readonly OwnerListingAction[];

/** The owner may still change the form (the listing form opens it to edit). */
export const editable = (listing: Listing): boolean => allows(listing, "save", "owner");

/** The owner's signature is what the listing waits for: the agreement is out and not yet signed by everyone. */
export const awaitsSignature = (listing: Listing): boolean =>
  listing.status === "agreement" && agreementStateOf(listing.agreement) === "pending";

/** The building's name in the page's language, or the address the owner typed; empty while a draft has neither. */
export function listingName(listing: Pick<OwnerListing, "building" | "address">, language: LanguageCode): string {
  if (listing.building) return (language === "en" ? listing.building.name.en : listing.building.name.zh) || listing.building.name.en;
  return listing.address;
}

/** The district's name in the page's language, when the listing names a building. */
export function districtName(listing: Pick<OwnerListing, "building">, language: LanguageCode): string {
  if (!listing.building) return "";
  return (language === "en" ? listing.building.district.en : listing.building.district.zh) || listing.building.district.en;
}

/** The photo cards lead with: the cover, else the first; null without photos. */
export function coverPhoto(listing: Pick<OwnerListing, "photos">): OwnerListing["photos"][number] | null {
  return listing.photos.find((photo) => photo.cover) ?? listing.photos[0] ?? null;
}

/** The refusals and errors the listings' calls answer with, each with a text of its own in the catalog. */
const KNOWN_CODES = new Set([
  "wrongStatus",
  "agreementPending",
  "agreementNotSigned",
  "wrongPurpose",
  "notYours",
  "notForThisPurpose",
  "buildingRequired",
  "unknownBuilding",
  "clientIsAgent",
]);

/** The field errors with a text of their own; any other is shown as an invalid value. */
const KNOWN_FIELD_CODES = new Set([
  "required",
  "priceUnreadable",
  "priceOutOfRange",
  "priceNotHkd",
  "notForThisPurpose",
  "unknownBuilding",
]);

export interface ListingFailure {
  /** A message key of this catalog (myListings.…), or a text the global message line knows (network, session). */
  message: string;
  /** Message keys by field, from a 400's fields. */
  fields: Record<string, string>;
  /** The server refused the step as the listing stands: it may have moved on since the page read it. */
  stale: boolean;
}

/** What a failed listings call has to say: the 400's code and fields, an unknown listing, or the client's own texts. */
export function listingFailure(error: unknown): ListingFailure {
  if (!(error instanceof ApiError)) return { message: "apiCallError", fields: {}, stale: false };
  if (error.throttled) return { message: error.throttled, fields: {}, stale: false };
  if (error.status === 404) return { message: "myListings.error.notFound", fields: {}, stale: true };
  const refusal = refusalOf(error);
  if (error.status === 400 && refusal) {
    const { code } = refusal;
    const fields: Record<string, string> = {};
    for (const [field, value] of Object.entries(refusal.fields))
      fields[field] = `myListings.field.${KNOWN_FIELD_CODES.has(value) ? value : "invalid"}`;
    const message = `myListings.error.${code === "invalid_input" ? "invalidInput" : KNOWN_CODES.has(code) ? code : "generic"}`;
    return { message, fields, stale: code !== "invalid_input" && Object.keys(fields).length === 0 };
  }
  // A network text, tokenFailed, apiAuthError or a status line: the global message texts say them.
  return { message: error.message, fields: {}, stale: false };
}
