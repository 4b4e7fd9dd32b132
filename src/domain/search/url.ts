// The search URL grammar: build and parse a results path. Segments, in order:
//   /{lang}/property-search[/map]/{sale|rent}[/exclusive][/places][/keyword]
//   [/property-…][/price-…][/size-…][/…-beds][/features-…][/rect-…][/zm-n]
//   [/em-1][/sortby-f][/orderby-asc][/page-n]
//
// Choices where the spec is loose (also listed in src/domain/README.md):
// - Canonical purpose words are "sale" and "rent"; the older "buy" parses as
//   sale. The purpose is always written; a missing one means sale.
// - Map view writes both "map" (segment 3) and "em-1" (segment 15); either
//   alone parses as map view.
// - Places: the district name (when present) replaces the id list.
// - Keywords and district names: see url-segments/text.ts (encodeURIComponent,
//   spaces as "+"). The legacy "keyword-{kw}" parses like "{kw}-keyword".
// - Amounts are whole numbers; sale prices are dollars (query units ×10000).
// - The language segment is case-insensitive and "zh" means zh-hk; every
//   other token is lower case. A missing language means en.
// - Anything else that does not fit, or fits out of order, is an error.
// Non-canonical but valid paths parse; use canonicalSearchPath to redirect.
import { languageCodeFromId } from "../i18n/languages.ts";
import { currencyCode } from "../money/currency.ts";
import { salePriceFromQuery } from "../money/server-units.ts";
import { ICON_TYPE, SUGGESTION_RESULT_TYPE } from "../listing/enums.ts";
import { LISTING_PURPOSE } from "../listing/purpose.ts";
import { DEFAULT_SORT } from "./sort.ts";
import type { SearchQuery } from "./query.ts";
import { canonicalSearchQuery, PLACE_RESULT_TYPES } from "./url-canonical.ts";
import { encodeText } from "./url-segments/text.ts";
import { buildBedsSegment, buildPriceSegment, buildSizeSegment } from "./url-segments/ranges.ts";
import { buildFeaturesSegment, buildLayoutSegment, buildPlacesSegment } from "./url-segments/lists.ts";
import { parseSegments } from "./url-segments/parser.ts";
import type { SearchPathError } from "./url-segments/parser.ts";

export type { SearchPathError } from "./url-segments/parser.ts";
export type ParseSearchPathResult = { ok: true; query: SearchQuery } | { ok: false; error: SearchPathError };

export type BuildSearchPathOptions = {
  /** Write the older "buy" word instead of "sale" (menu links). */
  purposeWord?: "sale" | "buy";
};

function keywordSegments(q: SearchQuery): string[] {
  if (q.keyword === "") return [];
  const kw = encodeText(q.keyword);
  if (q.searchResultType === SUGGESTION_RESULT_TYPE.building) return ["building", kw];
  if (q.searchResultType === SUGGESTION_RESULT_TYPE.block) return ["building", "block", kw];
  return [`${kw}-keyword`];
}

// The show-only options (decision 0021); exclusive has its own segment above.
const SHOW_ONLY_SEGMENT: Readonly<Partial<Record<number, string>>> = {
  [ICON_TYPE.VirtualTour]: "show-virtualtour",
  [ICON_TYPE.Video]: "show-video",
  [ICON_TYPE.All]: "show-virtualtour-video",
};

export function buildSearchPath(query: SearchQuery, options: BuildSearchPathOptions = {}): string {
  const q = canonicalSearchQuery(query);
  const isSale = q.listingTypeId === LISTING_PURPOSE.Sale;
  const price = isSale
    ? { min: salePriceFromQuery(q.priceMin), max: salePriceFromQuery(q.priceMax) }
    : { min: q.priceMin, max: q.priceMax };
  const segments: (string | null)[] = [
    languageCodeFromId(q.languageId),
    "property-search",
    q.isMap ? "map" : null,
    isSale ? (options.purposeWord ?? "sale") : "rent",
    q.iconType === ICON_TYPE.Exclusive ? "exclusive" : null,
    q.districtName !== "" ? encodeText(q.districtName) : buildPlacesSegment(q.area, q.district),
    ...keywordSegments(q),
    buildLayoutSegment(q.layout),
    buildPriceSegment(price, currencyCode(q.currencyId)),
    buildSizeSegment({ min: q.sizeMin, max: q.sizeMax }, q.sizeType),
    buildBedsSegment({ min: q.bedroomMin, max: q.bedroomMax }),
    buildFeaturesSegment(q),
    SHOW_ONLY_SEGMENT[q.iconType] ?? null,
    q.geoString !== "" ? q.geoString : null,
    q.zoomLevel > 0 ? `zm-${String(q.zoomLevel)}` : null,
    q.isMap ? "em-1" : null,
    q.sortBy !== DEFAULT_SORT.sortBy ? `sortby-${q.sortBy}` : null,
    q.orderBy === "asc" ? "orderby-asc" : null,
    q.pageNumber >= 2 ? `page-${String(q.pageNumber)}` : null,
  ];
  const path = `/${segments.filter((s): s is string => s !== null).join("/")}`;
  return q.searchResultId > 0 ? `${path}?searchResultType=${String(q.searchResultType)}&searchResultId=${String(q.searchResultId)}` : path;
}

/**
 * Reads the path of a URL, and from its query string the picked place
 * (searchResultType and searchResultId, kept only with a keyword); any other
 * parameter, and a hash, is ignored.
 */
export function parseSearchPath(path: string): ParseSearchPathResult {
  const pathname = path.split(/[?#]/)[0] ?? "";
  const result = parseSegments(pathname.split("/").filter((s) => s !== ""));
  if (!result.ok) return result;
  return { ok: true, query: canonicalSearchQuery({ ...result.query, ...placeOfQueryString(path) }) };
}

function placeOfQueryString(path: string): Partial<SearchQuery> {
  const search = /\?([^#]*)/.exec(path)?.[1];
  if (!search) return {};
  const params = new URLSearchParams(search);
  const type = Number(params.get("searchResultType"));
  const id = params.get("searchResultId") ?? "";
  if (!PLACE_RESULT_TYPES.has(type) || !/^[1-9]\d{0,9}$/.test(id) || Number(id) > 2 ** 31 - 1) return {};
  return { searchResultType: type as SearchQuery["searchResultType"], searchResultId: Number(id) };
}

export type CanonicalPathResult = { ok: true; query: SearchQuery; path: string; redirect: boolean } | { ok: false; error: SearchPathError };

// The part of a given URL that the canonical path is compared with: the
// path, plus the place parameters as given (other parameters are ignored).
function searchPathPart(path: string, query: SearchQuery): string {
  const pathname = path.split(/[?#]/)[0] ?? "";
  if (query.searchResultId === 0) return pathname;
  const params = new URLSearchParams(/\?([^#]*)/.exec(path)?.[1] ?? "");
  return `${pathname}?searchResultType=${params.get("searchResultType") ?? ""}&searchResultId=${params.get("searchResultId") ?? ""}`;
}

/** For pages: a 404 on error, a redirect to `path` when `redirect` is true. */
export function canonicalSearchPath(path: string): CanonicalPathResult {
  const parsed = parseSearchPath(path);
  if (!parsed.ok) return parsed;
  const canonical = buildSearchPath(parsed.query);
  return { ok: true, query: parsed.query, path: canonical, redirect: canonical !== searchPathPart(path, parsed.query) };
}
