// What the heading says was searched: count, type, purpose and place, put
// into words by the page's messages.
import type { SearchQuery } from "../../../domain/search/query.ts";
import { layoutKey } from "../../../domain/listing/layouts.ts";
import { LISTING_PURPOSE } from "../../../domain/listing/purpose.ts";
import type { Translate } from "../../i18n/i18n.tsx";
import { placeLabels, selectedDistrictIds, type PlaceTree } from "./place-tree.ts";

const MAX_PLACES = 3;

/** The locality a zoomed-in map shows (its centre's nearest), found by the route's loader. */
export type MapPlace = { id: number; name: string };

export function searchedPlace(query: SearchQuery, tree: PlaceTree, t: Translate, mapPlace: MapPlace | null = null): string {
  if (query.keyword) return t("search.heading.quoted", { text: query.keyword });
  if (query.districtName) return query.districtName;
  const selected = selectedDistrictIds(tree, query.area, query.district);
  // From zoom 15 the results are those on the map: name the place it shows, unless it lies outside the chosen districts.
  if (mapPlace && (selected.length === 0 || selected.includes(mapPlace.id))) return mapPlace.name;
  const labels = placeLabels(tree, selected);
  if (labels.length <= MAX_PLACES) return labels.join(t("search.heading.separator"));
  return t("search.heading.morePlaces", {
    places: labels.slice(0, MAX_PLACES).join(t("search.heading.separator")),
    count: labels.length - MAX_PLACES,
  });
}

function searchedType(query: SearchQuery, count: number, t: Translate): string {
  const only = query.layout.length === 1 ? query.layout[0] : undefined;
  return only === undefined ? t("search.heading.homes", { count }) : t(`search.layoutHeading.${layoutKey(only)}`, { count });
}

export function searchHeading(query: SearchQuery, total: number, tree: PlaceTree, t: Translate, mapPlace: MapPlace | null = null): string {
  const place = searchedPlace(query, tree, t, mapPlace);
  const key = query.listingTypeId === LISTING_PURPOSE.Rent ? "search.heading.rent" : "search.heading.sale";
  return t(key, { count: total, type: searchedType(query, total, t), place, hasPlace: place ? "yes" : "no" });
}

/**
 * A saved search's default name: what the heading says was searched, without
 * the count, which is out of date by the time the alert comes ("Homes for
 * sale in Wan Chai", 灣仔住宅出售). It starts a line, so it starts with a capital.
 */
export function searchName(query: SearchQuery, tree: PlaceTree, t: Translate): string {
  const place = searchedPlace(query, tree, t);
  const key = query.listingTypeId === LISTING_PURPOSE.Rent ? "search.name.rent" : "search.name.sale";
  const name = t(key, { type: searchedType(query, 2, t), place, hasPlace: place ? "yes" : "no" });
  return name.charAt(0).toUpperCase() + name.slice(1);
}
