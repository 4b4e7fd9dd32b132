// Where a results page or a listing sits in the site: home, the search page
// of its purpose, then the district and the building (or estate, phase,
// block) it is about.
import type { LanguageCode } from "../../domain/i18n/languages.ts";
import type { PlacePageKind } from "../../domain/places/place-kinds.ts";
import { districtPath, placePath } from "../../domain/listing/listing-path.ts";
import type { Translate } from "../i18n/i18n.tsx";
import { purposeSearchPath } from "./place-search-path.ts";

export type TrailCrumb = { label: string; to?: string };
export type TrailPlace = { id: number; name: string };
/** The district and the place searched, each when there is one. */
export type SearchTrailPlaces = {
  district: TrailPlace | null;
  place: (TrailPlace & { kind: Exclude<PlacePageKind, "district" | "development"> }) | null;
};

/**
 * The crumbs after home: the search page named Buy or Rent, then the
 * district and the place, each linked to its own page. The last crumb is the
 * page itself, so a page with more of its own (a listing) adds them after.
 */
export function searchTrail(language: LanguageCode, purpose: "sale" | "rent", places: SearchTrailPlaces, t: Translate): TrailCrumb[] {
  const crumbs: TrailCrumb[] = [{ label: t(purpose === "rent" ? "nav.rent" : "nav.buy"), to: purposeSearchPath(language, purpose) }];
  if (places.district) crumbs.push({ label: places.district.name, to: districtPath(language, places.district.name, places.district.id) });
  if (places.place)
    crumbs.push({ label: places.place.name, to: placePath(language, places.place.kind, places.place.name, places.place.id) });
  return crumbs;
}
