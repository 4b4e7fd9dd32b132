import type { SearchQuery } from "../../../domain/search/query.ts";
import type { CurrencyId } from "../../../domain/money/currency.ts";
import type { Pager } from "../../../server/services/search/search-service.ts";
import type { CardsJson } from "../../lib/cards-json.ts";
import type { PlaceTreeJson } from "./place-tree.ts";
import type { MapPlace } from "./search-heading.ts";
import type { SearchTrailPlaces } from "../../lib/search-trail.ts";

/** What the search route's loader gives the page (and load more fetches). */
export type SearchPageData = {
  query: SearchQuery;
  path: string;
  pager: Pager;
  /** The page's cards (cardsFromJson decodes them). */
  properties: CardsJson;
  /** The district tree in the page's language (placeTreeFromJson decodes it). */
  places: PlaceTreeJson;
  currencyId: CurrencyId;
  /** The locality a map from zoom 15 shows, which the heading names; null when the results are the whole search. */
  mapPlace: MapPlace | null;
  /** The district and the place searched, for the breadcrumbs. */
  trail: SearchTrailPlaces;
  /** Tile URL template for the map view, null for the offline base layer only. */
  mapTileUrl: string | null;
};
