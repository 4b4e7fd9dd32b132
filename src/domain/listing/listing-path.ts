// Paths of the pages people share: a listing, a building,
// a district and the other places. The name segment is for people and search
// engines only; the id decides the page, and a page whose name segment is not
// the normalised one redirects to it.
import type { LanguageCode } from "../i18n/languages.ts";

export type ListingPathPurpose = "sale" | "rent";
export type PlaceKind = "building" | "district" | "estate" | "phase" | "block" | "development";

const FALLBACK_SEGMENT = "property";

/**
 * Lower case, accents dropped, every run of characters other than letters
 * and digits (any script, so Chinese names survive) becomes one hyphen.
 */
export function normalizeName(name: string): string {
  const slug = name
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, "-")
    .replace(/^-+|-+$/g, "");
  return slug === "" ? FALLBACK_SEGMENT : slug;
}

// A results page links 24 cards by their building's name; the names repeat
// across pages, so their segments are kept (up to a bound) rather than
// normalised and encoded again.
const segments = new Map<string, string>();

function segment(name: string): string {
  let kept = segments.get(name);
  if (kept === undefined) {
    kept = encodeURIComponent(normalizeName(name));
    if (segments.size >= 5000) segments.clear();
    segments.set(name, kept);
  }
  return kept;
}

/** A listing's page, named by its reference id: language, purpose, building, then the reference id. */
export function listingPath(language: LanguageCode, purpose: ListingPathPurpose, buildingName: string, referenceId: string): string {
  return `/${language}/property/${purpose}/${segment(buildingName)}/${referenceId}`;
}

/** A listing reference id from a path segment ("HK01234567", any case), upper-cased, else null. */
export function parseListingReference(text: string | undefined): string | null {
  return text && /^hk\d{8}$/i.test(text) ? text.toUpperCase() : null;
}

export function placePath(language: LanguageCode, kind: PlaceKind, name: string, id: number): string {
  return `/${language}/${kind}/${segment(name)}/${id}`;
}

export function buildingPath(language: LanguageCode, name: string, id: number): string {
  return placePath(language, "building", name, id);
}

export function districtPath(language: LanguageCode, name: string, id: number): string {
  return placePath(language, "district", name, id);
}

/** A positive whole id from a path segment ("123"), else null: "0123", "1e3", "-1" are not ids. */
export function parsePathId(text: string | undefined): number | null {
  if (!text || !/^[1-9]\d{0,9}$/.test(text)) return null;
  const id = Number(text);
  return id <= 2_147_483_647 ? id : null;
}

/** Whether a name segment as it arrived (possibly percent-encoded) is the canonical one. */
export function isCanonicalNameSegment(received: string, name: string): boolean {
  try {
    return decodeURIComponent(received) === normalizeName(name);
  } catch {
    return false;
  }
}
