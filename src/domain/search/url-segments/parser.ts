// Segment-by-segment parser for search paths. Each slot is tried once, in
// the grammar's order; a slot that does not recognise the current segment
// lets the next slot try, so out-of-order or unknown segments are left over
// and reported as "unexpected-segment".
import { languageIdFromCode, parseLanguageCode } from "../../i18n/languages.ts";
import { currencyIdFromCode } from "../../money/currency.ts";
import { salePriceToQuery } from "../../money/server-units.ts";
import { ICON_TYPE, SUGGESTION_RESULT_TYPE } from "../../listing/enums.ts";
import { LISTING_PURPOSE } from "../../listing/purpose.ts";
import { parseGeoString, GEO_RECT_PREFIX } from "../../map/geo-string.ts";
import { parseSortField, sortOfNumber } from "../sort.ts";
import { MAP_LIMITS } from "../../map/constants.ts";
import { DEFAULT_SEARCH_QUERY } from "../query.ts";
import type { SearchQuery } from "../query.ts";
import { decodeText, looksLikeGrammarToken } from "./text.ts";
import { parseBedsSegment, parsePriceSegment, parseSizeSegment } from "./ranges.ts";
import { parseFeaturesSegment, parseLayoutSegment, parsePlacesSegment } from "./lists.ts";

export type SearchPathErrorCode = "not-a-search-path" | "unknown-language" | "unexpected-segment" | "invalid-value";
export type SearchPathError = { code: SearchPathErrorCode; message: string };

/** Segments consumed (0: not this slot), or an error. */
type SlotResult = number | SearchPathError;
type Slot = (segs: readonly string[], i: number, q: SearchQuery) => SlotResult;

const fail = (code: SearchPathErrorCode, message: string): SearchPathError => ({ code, message });
const invalid = (seg: string) => fail("invalid-value", `Invalid value in segment "${seg}"`);

function at(segs: readonly string[], i: number): string {
  return segs[i] ?? "";
}

function setText(q: SearchQuery, field: "keyword" | "districtName", raw: string, seg: string): SlotResult {
  const value = decodeText(raw);
  if (value === null || value.trim() === "") return invalid(seg);
  q[field] = value;
  return 0;
}

const language: Slot = (segs, i, q) => {
  const seg = at(segs, i);
  if (seg === "property-search") return 0;
  const code = parseLanguageCode(seg);
  if (!code) return fail("unknown-language", `Unknown language "${seg}"`);
  q.languageId = languageIdFromCode(code);
  return 1;
};

const flag =
  (token: string, apply: (q: SearchQuery) => void): Slot =>
  (segs, i, q) => {
    if (at(segs, i) !== token) return 0;
    apply(q);
    return 1;
  };

const purpose: Slot = (segs, i, q) => {
  const seg = at(segs, i);
  if (seg === "sale" || seg === "buy") q.listingTypeId = LISTING_PURPOSE.Sale;
  else if (seg === "rent") q.listingTypeId = LISTING_PURPOSE.Rent;
  else return 0;
  return 1;
};

const places: Slot = (segs, i, q) => {
  const seg = at(segs, i);
  const ids = parsePlacesSegment(seg);
  if (ids) {
    q.area = ids.area;
    q.district = ids.district;
    return 1;
  }
  if (seg.startsWith("localityarea-")) return invalid(seg);
  if (looksLikeGrammarToken(seg)) return 0;
  const r = setText(q, "districtName", seg, seg);
  return r === 0 ? 1 : r;
};

const keyword: Slot = (segs, i, q) => {
  const seg = at(segs, i);
  if (seg === "building") {
    const isBlock = at(segs, i + 1) === "block";
    const raw = segs[isBlock ? i + 2 : i + 1];
    if (raw === undefined) return invalid(seg);
    q.searchResultType = isBlock ? SUGGESTION_RESULT_TYPE.block : SUGGESTION_RESULT_TYPE.building;
    const r = setText(q, "keyword", raw, raw);
    return r === 0 ? (isBlock ? 3 : 2) : r;
  }
  const m = /^(.*)-keyword$/.exec(seg) ?? /^keyword-(.*)$/.exec(seg);
  if (!m) return 0;
  const r = setText(q, "keyword", m[1] ?? "", seg);
  return r === 0 ? 1 : r;
};

const layout: Slot = (segs, i, q) => {
  const ids = parseLayoutSegment(at(segs, i));
  if (ids === null) return 0;
  if (ids === "invalid") return invalid(at(segs, i));
  q.layout = ids;
  return 1;
};

const price: Slot = (segs, i, q) => {
  const seg = at(segs, i);
  if (!seg.startsWith("price-")) return 0;
  const p = parsePriceSegment(seg);
  const currencyId = p ? currencyIdFromCode(p.currencyCode) : null;
  if (!p || currencyId === null) return invalid(seg);
  const isSale = q.listingTypeId === LISTING_PURPOSE.Sale;
  q.priceMin = isSale ? salePriceToQuery(p.min) : p.min;
  q.priceMax = isSale ? salePriceToQuery(p.max) : p.max;
  q.currencyId = currencyId;
  return 1;
};

const size: Slot = (segs, i, q) => {
  const seg = at(segs, i);
  if (!seg.startsWith("size-")) return 0;
  const s = parseSizeSegment(seg);
  if (!s) return invalid(seg);
  q.sizeType = s.sizeType;
  q.sizeMin = s.min;
  q.sizeMax = s.max;
  return 1;
};

const beds: Slot = (segs, i, q) => {
  const seg = at(segs, i);
  if (!seg.endsWith("-beds")) return 0;
  const b = parseBedsSegment(seg);
  if (!b || b.min > 20 || b.max > 20) return invalid(seg);
  q.bedroomMin = b.min;
  q.bedroomMax = b.max;
  return 1;
};

const features: Slot = (segs, i, q) => {
  const f = parseFeaturesSegment(at(segs, i));
  if (f === null) return 0;
  if (f === "invalid") return invalid(at(segs, i));
  Object.assign(q, f);
  return 1;
};

// Show-only options (ours, decision 0021): show-virtualtour, show-video, show-virtualtour-video.
const SHOW_ONLY: Readonly<Record<string, SearchQuery["iconType"]>> = {
  "show-virtualtour": ICON_TYPE.VirtualTour,
  "show-video": ICON_TYPE.Video,
  "show-virtualtour-video": ICON_TYPE.All,
};
const showOnly: Slot = (segs, i, q) => {
  const seg = at(segs, i);
  if (!seg.startsWith("show-")) return 0;
  const iconType = SHOW_ONLY[seg];
  if (iconType === undefined) return invalid(seg);
  q.iconType = iconType;
  return 1;
};

const rect: Slot = (segs, i, q) => {
  const seg = at(segs, i);
  if (!seg.startsWith(`${GEO_RECT_PREFIX}-`)) return 0;
  if (!parseGeoString(seg)) return invalid(seg);
  q.geoString = seg;
  return 1;
};

const numbered =
  (prefix: string, min: number, apply: (q: SearchQuery, n: number) => void, max = Number.MAX_SAFE_INTEGER): Slot =>
  (segs, i, q) => {
    const seg = at(segs, i);
    if (!seg.startsWith(prefix)) return 0;
    const m = /^\d{1,15}$/.exec(seg.slice(prefix.length));
    if (!m || Number(m[0]) < min || Number(m[0]) > max) return invalid(seg);
    apply(q, Number(m[0]));
    return 1;
  };

const sortby: Slot = (segs, i, q) => {
  const seg = at(segs, i);
  if (!seg.startsWith("sortby-")) return 0;
  const text = seg.slice("sortby-".length);
  // A server sort number names the direction too (a later orderby- still wins);
  // the canonical path spells it as names.
  const sort = /^\d{1,2}$/.test(text) ? sortOfNumber(Number(text)) : null;
  if (sort) {
    q.sortBy = sort.sortBy;
    q.orderBy = sort.orderBy;
    return 1;
  }
  const field = parseSortField(text);
  if (!field) return invalid(seg);
  q.sortBy = field;
  return 1;
};

const orderby: Slot = (segs, i, q) => {
  const seg = at(segs, i);
  if (seg !== "orderby-asc" && seg !== "orderby-desc") return 0;
  q.orderBy = seg === "orderby-asc" ? "asc" : "desc";
  return 1;
};

const SLOTS: readonly Slot[] = [
  language,
  (segs, i) => (at(segs, i) === "property-search" ? 1 : fail("not-a-search-path", "Missing property-search segment")),
  flag("map", (q) => (q.isMap = true)),
  purpose,
  flag("exclusive", (q) => (q.iconType = ICON_TYPE.Exclusive)),
  places,
  keyword,
  layout,
  price,
  size,
  beds,
  features,
  showOnly,
  rect,
  // Only the map's zoom levels are in the grammar.
  numbered("zm-", MAP_LIMITS.minZoom, (q, n) => (q.zoomLevel = n), MAP_LIMITS.maxZoom),
  flag("em-1", (q) => (q.isMap = true)),
  sortby,
  orderby,
  numbered("page-", 1, (q, n) => (q.pageNumber = n)),
];

export function parseSegments(segs: readonly string[]): { ok: true; query: SearchQuery } | { ok: false; error: SearchPathError } {
  if (segs.length === 0) return { ok: false, error: fail("not-a-search-path", "Empty path") };
  const q: SearchQuery = { ...DEFAULT_SEARCH_QUERY, layout: [], area: [], district: [] };
  let i = 0;
  for (const [index, slot] of SLOTS.entries()) {
    if (i >= segs.length) {
      // Running out before property-search means this is not a search path.
      if (index <= 1) return { ok: false, error: fail("not-a-search-path", "Missing property-search segment") };
      break;
    }
    const r = slot(segs, i, q);
    if (typeof r !== "number") return { ok: false, error: r };
    i += r;
  }
  if (i < segs.length) {
    return { ok: false, error: fail("unexpected-segment", `Unexpected segment "${at(segs, i)}"`) };
  }
  return { ok: true, query: q };
}
