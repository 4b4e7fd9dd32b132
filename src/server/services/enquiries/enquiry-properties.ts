// The properties an enquiry carries: the listing enquired about, then up to
// 10 of the enquirer's favourites and recently viewed (favourites first, no
// repeats), each with its reference and at most 2 photos, the primary first;
// and the overseas listings it names. The server makes the list: a member's
// favourites and recently viewed are read from their account (the browser's
// local lists are emptied at sign-in, and whose list it is is never taken
// from the body); a guest's come from the browser, which keeps them. Photos
// and references are always read here, and ids that name no listing dropped.
import {
  MAX_ENQUIRY_PROPERTIES,
  MAX_PROPERTY_PHOTOS,
  type EnquiryProperty,
  type ParsedContactUs,
} from "../../../domain/contracts/enquiry-request.ts";
import { SAVED_PROPERTY_TYPE } from "../../../domain/contracts/saved-properties.ts";
import type { Executor } from "../../db/client.ts";
import { enquiryListingPhotos } from "../../db/enquiries/enquiry-property-queries.ts";
import { savedListingIds } from "../../db/saved/saved-property-queries.ts";
import type { InternationalListings } from "../international/international-listings.ts";
import { mediaPath } from "../search/media-paths.ts";

/** A member's lists are read a page of 120 at a time in this context, as the spec's client fetched them. */
export const ENQUIRY_SAVED_PAGE_SIZE = 120;
/** Favourites and recently viewed beside the listing enquired about. */
const MAX_SAVED = MAX_ENQUIRY_PROPERTIES - 1;

export interface EnquiryProperties {
  Properties: EnquiryProperty[];
  InternationalProperties: EnquiryProperty[];
}

type Candidate = { id: number; savedPropertyType: number };

/** The member's favourites, then their recently viewed, newest first. */
async function memberLists(executor: Executor, userId: string): Promise<Candidate[]> {
  const page = { offset: 0, limit: ENQUIRY_SAVED_PAGE_SIZE };
  const lists = [SAVED_PROPERTY_TYPE.Favorite, SAVED_PROPERTY_TYPE.RecentlyViewed];
  const ids = await Promise.all(lists.map((type) => savedListingIds(executor, userId, type, page)));
  return lists.flatMap((type, i) => ids[i]!.map((id) => ({ id, savedPropertyType: type })));
}

/** The guest's local favourites and recently viewed as the browser sent them (the listing itself comes from listingId). */
const guestLists = (request: ParsedContactUs): Candidate[] =>
  request.enquiryData.jsonData.Properties.filter((p) => p.savedPropertyType !== 0).map((p) => ({
    id: p.propertyListingId,
    savedPropertyType: p.savedPropertyType,
  }));

export async function enquiryProperties(
  deps: { database: Executor; international: Pick<InternationalListings, "byId"> },
  request: ParsedContactUs,
  userId: string | null,
): Promise<EnquiryProperties> {
  const lists = userId === null ? guestLists(request) : await memberLists(deps.database, userId);
  const current: Candidate[] = request.listingId === null ? [] : [{ id: request.listingId, savedPropertyType: 0 }];
  const seen = new Set(current.map((c) => c.id));
  const others = lists.filter((c) => !seen.has(c.id) && seen.add(c.id));
  const candidates = [...current, ...others.slice(0, MAX_SAVED)];
  const found = new Map(
    (
      await enquiryListingPhotos(
        deps.database,
        candidates.map((c) => c.id),
        MAX_PROPERTY_PHOTOS,
      )
    ).map((l) => [l.id, l]),
  );
  const Properties = candidates.flatMap((c) => {
    const listing = found.get(c.id);
    if (!listing) return [];
    const photos = listing.photos.map((p) => mediaPath(p.kind, p.key));
    return [{ propertyListingId: c.id, referenceId: listing.referenceId, savedPropertyType: c.savedPropertyType, photos }];
  });
  const named = new Set<number>();
  const InternationalProperties = request.enquiryData.jsonData.InternationalProperties.flatMap((p) => {
    const listing = deps.international.byId(p.propertyListingId, "en");
    if (!listing || named.has(listing.id)) return [];
    named.add(listing.id);
    return [{ propertyListingId: listing.id, referenceId: "", savedPropertyType: 0, photos: listing.photos.slice(0, MAX_PROPERTY_PHOTOS) }];
  });
  return { Properties, InternationalProperties };
}

/** The stored copy: one list, the overseas listings marked as such. */
export const storedEnquiryProperties = (properties: EnquiryProperties) => [
  ...properties.Properties,
  ...properties.InternationalProperties.map((p) => ({ ...p, international: true })),
];
