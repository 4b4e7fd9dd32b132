// The entries the pages push to the tag manager's data layer, built in one
// place so their names and fields stay as the README lists them. Nothing here
// sends anything: lib/analytics.ts pushes them once a visitor has agreed.
import { DEFAULT_SEARCH_QUERY, type SearchQuery } from "../../domain/search/query.ts";
import { LISTING_PURPOSE } from "../../domain/listing/purpose.ts";

export type DataLayerEntry = Record<string, unknown>;

export function pageViewEvent(path: string, language: string): DataLayerEntry {
  return { event: "page_view", page_path: path, page_language: language };
}

/** The filters a search narrows by: only those that differ from an unfiltered search. */
const SEARCH_FILTERS = [
  "districtName",
  "keyword",
  "area",
  "district",
  "priceMin",
  "priceMax",
  "sizeType",
  "sizeMin",
  "sizeMax",
  "bedroomMin",
  "bedroomMax",
  "layout",
  "hasParking",
  "hasMaidRoom",
  "hasOutdoorSpace",
  "searchResultType",
  "searchResultId",
  "sortBy",
  "orderBy",
] as const satisfies readonly (keyof SearchQuery)[];

export function searchEvent(query: SearchQuery, results: number): DataLayerEntry {
  const filters: DataLayerEntry = {};
  for (const name of SEARCH_FILTERS) {
    if (JSON.stringify(query[name]) !== JSON.stringify(DEFAULT_SEARCH_QUERY[name])) filters[name] = query[name];
  }
  return {
    event: "search",
    search_purpose: query.listingTypeId === LISTING_PURPOSE.Rent ? "rent" : "sale",
    search_filters: filters,
    search_view: query.isMap ? "map" : "list",
    search_page: query.pageNumber,
    search_results: results,
  };
}

/** What was saved: a listing (the heart), a search, or a building or district followed. */
export type SavedKind = "listing" | "search" | "follow_building" | "follow_district";

export function saveEvent(kind: SavedKind, id: number | null): DataLayerEntry {
  return { event: "save", save_kind: kind, save_id: id };
}

/** An enquiry the server accepted: its type (the spec's enquiry type codes) and whether it came by form or a call, WhatsApp or e-mail. */
export function enquiryEvent(enquiryType: number, channel: "form" | "media"): DataLayerEntry {
  return { event: "enquiry_sent", enquiry_type: enquiryType, enquiry_channel: channel };
}

export function signInEvent(userId: string): DataLayerEntry {
  return { event: "sign_in", user_id: userId };
}

/** The analytics user id, set whenever the signed-in account changes (null after signing out). */
export function userIdEntry(userId: string | null): DataLayerEntry {
  return { user_id: userId };
}

/**
 * What an API answer asks the page to replay: its `externalProviders`, with
 * `dataLayer` (entries pushed as they are) and `pixels` (image addresses,
 * http(s) only, requested once). Anything else in it is ignored.
 */
export function externalProviderEntries(body: unknown): { dataLayer: DataLayerEntry[]; pixels: string[] } {
  const providers = typeof body === "object" && body !== null ? (body as { externalProviders?: unknown }).externalProviders : undefined;
  if (typeof providers !== "object" || providers === null) return { dataLayer: [], pixels: [] };
  const { dataLayer, pixels } = providers as { dataLayer?: unknown; pixels?: unknown };
  return {
    dataLayer: Array.isArray(dataLayer)
      ? dataLayer.filter((entry): entry is DataLayerEntry => typeof entry === "object" && entry !== null && !Array.isArray(entry))
      : [],
    pixels: Array.isArray(pixels) ? pixels.map(pixelUrl).filter((url): url is string => url !== null) : [],
  };
}

function pixelUrl(pixel: unknown): string | null {
  const url = typeof pixel === "string" ? pixel : typeof pixel === "object" && pixel !== null ? (pixel as { url?: unknown }).url : null;
  return typeof url === "string" && /^https?:\/\//.test(url) ? url : null;
}
