// The address of an overseas listing: /{lang}/buy_luxury_property/{id}_{name}_{city}/{id},
// the spec's international form with the city as its suffix. As with other
// listing paths, the id decides the page and the name segment is for people.
import type { LanguageCode } from "../i18n/languages.ts";
import { normalizeName } from "./listing-path.ts";

export function internationalSlug(listing: { id: number; name: string; city: string }): string {
  return `${listing.id}_${normalizeName(listing.name)}_${normalizeName(listing.city)}`;
}

export function internationalListingPath(language: LanguageCode, listing: { id: number; name: string; city: string }): string {
  return `/${language}/buy_luxury_property/${encodeURIComponent(internationalSlug(listing))}/${listing.id}`;
}

export function internationalSectionPath(language: LanguageCode): string {
  return `/${language}/international`;
}
